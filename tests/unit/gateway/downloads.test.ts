import { describe, expect, it } from 'vitest';
import { createFixtureBackend } from '../../../fixtures/backend';
import { issueToken } from '../../../fixtures/core/auth';
import { createInprocessTransport } from '../../../gateway/backend/inprocess';
import { BackendError } from '../../../gateway/backend/errors';

/** The in-process transport answers a form-post download as the http one does (tests/gateway/requests.test.ts). */
describe('in-process form-post downloads', () => {
  const backend = createFixtureBackend({ file: null });
  const transport = createInprocessTransport(backend);
  const world = backend.world;
  const cliente = world.persons.find((p) => p.email === 'cliente@demo.cl')!;
  const session = issueToken(world, 'person', cliente.id, Date.now(), 3600);
  const request = world.requests.find(
    (r) => r.owner.kind === 'person' && r.owner.id === cliente.id && r.data.some((f) => f.name === 'documento'),
  )!;
  const downloadToken = async () => {
    const answer = await transport.call('/download/token', {}, { token: session });
    return answer.data!.token;
  };

  it('gives the file with its type and name, once per token', async () => {
    const token = await downloadToken();
    const fields = { request_id: String(request.id), is_sf: '1', name: 'documento' };
    const file = await transport.download('/request/file', fields, { token });
    expect(file.contentType).toContain('text/plain');
    expect(file.fileName).toBe('detalle.txt');
    expect(new TextDecoder().decode(file.bytes)).toBe('Detalle adjunto al requerimiento.\n');
    await expect(transport.download('/request/file', fields, { token })).rejects.toMatchObject({ kind: 'UNAUTHENTICATED' });
  });

  it('refuses a person token on the company twin and an unknown file', async () => {
    const fields = { request_id: String(request.id), is_sf: '1', name: 'documento' };
    await expect(transport.download('/company_user/request/file', fields, { token: await downloadToken() })).rejects.toBeInstanceOf(
      BackendError,
    );
    await expect(
      transport.download('/request/file', { ...fields, name: 'descripcion' }, { token: await downloadToken() }),
    ).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
  });
});
