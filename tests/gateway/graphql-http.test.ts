import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, COMPRESS_ABOVE_BYTES } from '../../gateway/graphql-http';
import { sandboxGateway } from '../support/gateway';

const gateway = sandboxGateway();

/** A query whose answer is about `bytes` long: `{ a0: __typename a1: __typename … }`. */
function answerOf(bytes: number): string {
  const fields = Math.ceil((bytes - 10) / 18);
  return `{ ${Array.from({ length: fields }, (_, i) => `a${String(i).padStart(4, '0')}: __typename`).join(' ')} }`;
}

async function post(body: string, headers: Record<string, string> = {}) {
  return fetch(gateway.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
}

describe('/graphql over plain HTTP', () => {
  it('gzips an answer larger than one TCP segment, for a client that takes gzip', async () => {
    const response = await post(JSON.stringify({ query: answerOf(3 * COMPRESS_ABOVE_BYTES) }), { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect((await response.json()) as object).toHaveProperty('data.a0000', 'Query');
  });

  it('sends a smaller answer as it is: gzip would save no round trip', async () => {
    const response = await post(JSON.stringify({ query: answerOf(COMPRESS_ABOVE_BYTES - 200) }), { 'accept-encoding': 'gzip' });
    const text = await response.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
  });

  it('refuses a body that is not JSON with a GraphQL error', async () => {
    const response = await post('{"query": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: 'El cuerpo de la solicitud no es JSON válido', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('refuses a body over the limit without reading it all', async () => {
    const response = await post(JSON.stringify({ query: '{ __typename }', padding: 'x'.repeat(BODY_LIMIT_BYTES) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [{ message: 'La solicitud es demasiado grande', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('keeps Apollo Server refusing a simple cross-site POST', async () => {
    const response = await post(JSON.stringify({ query: '{ __typename }' }), { 'content-type': 'text/plain' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Cross-Site Request Forgery');
  });
});
