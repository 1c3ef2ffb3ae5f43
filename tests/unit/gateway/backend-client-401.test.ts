import { describe, expect, it } from 'vitest';
import { createBackendClient } from '../../../gateway/backend/client';
import { BackendError } from '../../../gateway/backend/errors';
import type { Transport } from '../../../gateway/backend/transport';

/** A transport that refuses every token with a 401 and counts what reaches it. */
function refusingTransport() {
  const made: string[] = [];
  const transport = {
    call: async (path: string) => {
      made.push(path);
      throw new BackendError('UNAUTHENTICATED', path, 401, 'Token expirado');
    },
    binary: async () => {
      throw new Error('not used');
    },
  } as unknown as Transport;
  return { transport, made };
}

const code = (error: unknown) => (error as { extensions?: { code?: string } }).extensions?.code;

describe("a request's backend client", () => {
  it('makes no call with its token once the backend has refused that token (issue 38, item 7)', async () => {
    const { transport, made } = refusingTransport();
    const client = createBackendClient(transport, 'caducado');
    expect(code(await client.call('/me', {}).catch((e: unknown) => e))).toBe('UNAUTHENTICATED');
    expect(code(await client.call('/regions', {}).catch((e: unknown) => e))).toBe('UNAUTHENTICATED');
    expect(made).toEqual(['/me']);
  });

  it('asks once whether a logout revoked its token, and then calls nothing', async () => {
    const { transport, made } = refusingTransport();
    let asked = 0;
    const client = createBackendClient(transport, 'cerrado', null, async () => {
      asked += 1;
      return true;
    });
    const answers = await Promise.all([client.call('/me', {}), client.call('/regions', {})].map((p) => p.catch((e: unknown) => e)));
    expect(answers.map(code)).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
    expect(made).toEqual([]);
    expect(asked).toBe(1);
  });
});
