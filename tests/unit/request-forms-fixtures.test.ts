import { beforeEach, describe, expect, it } from 'vitest';
import { createFixtureBackend, type FixtureBackend } from '../../fixtures/backend';
import { DISABLED_LINE_MESSAGES } from '../../fixtures/areas/request-forms/seed';
import { KEPT_ATTACHMENT_BYTES } from '../../fixtures/areas/request-forms/validate';
import { companyServicesOf } from '../../fixtures/core/views';
import type { RestResponse } from '../../gateway/backend/protocol';
import { ATTACHMENT_TOO_LARGE, downPayment, MAX_ATTACHMENT_BYTES } from '../../machines/rules/request-rules';

const PASSWORD = 'Gas.Demo.2026';
type Answer = { status?: string; message?: string; data?: Record<string, unknown>; errors?: Record<string, string[]> };
const answer = (r: RestResponse): Answer => ('json' in r ? (r.json as Answer) : {});

let backend: FixtureBackend;
const post = (path: string, token: string | null, body: Record<string, unknown> = {}) =>
  backend.dispatch({ method: 'POST', path, token, body });
const person = async (email = 'cliente@demo.cl') =>
  (answer(await post('/login/email', null, { email, password: PASSWORD })).data as { token: string }).token;
const company = async (email = 'funcionario@empresa.demo.cl') =>
  (answer(await post('/company_user/login', null, { email, password: PASSWORD })) as { token?: string }).token!;
const linked = (email: string) => backend.world.persons.find((p) => p.email === email)!.linked;

beforeEach(() => {
  backend = createFixtureBackend({ file: null });
});

describe('the request wizard’s fixture backend', () => {
  it('disables the meter line for vecino@demo.cl only, and refuses a line id it does not know', async () => {
    const vecino = await person('vecino@demo.cl');
    expect(answer(await post('/request/category/list', vecino, { business_line_id: 1 }))).toEqual({
      status: 'disabled',
      message: DISABLED_LINE_MESSAGES.meter,
    });
    const cliente = await person();
    expect(answer(await post('/request/category/list', cliente, { business_line_id: 1 })).status).toBe('ok');
    expect((await post('/request/category/list', cliente, { business_line_id: 99 })).status).toBe(422);
    expect((await post('/request/category/list', cliente, { business_line_id: 7 })).status).toBe(403);
  });

  it('files a company user’s request on a service it can see, into its own list', async () => {
    const token = await company();
    const user = backend.world.companyUsers.find((u) => u.email === 'funcionario@empresa.demo.cl')!;
    const service = companyServicesOf(backend.world, user).find((s) => s.business_line_id === 6)!;
    const filed = answer(
      await post('/request/create-sf', token, {
        request_type_id: 61,
        client_id: service.client_id,
        patent: null,
        descripcion: 'Estanque con fuga',
      }),
    );
    expect(filed.status).toBe('ok');
    const record = backend.world.requests.find((r) => r.id === filed.data!.id)!;
    expect(record).toMatchObject({ owner: { kind: 'company', id: user.id }, bussines_lines_id: 6, status: 'Abierto' });
    // a person's type is not a company user's
    expect((await post('/request/type/get', token, { request_type_id: 15, client_id: service.client_id, patent: null })).status).toBe(404);
  });

  it('simulates the ley 21.340 agreement with its own percent, n0', async () => {
    const token = await person();
    const clientId = linked('cliente@demo.cl').meter[0]!;
    const debt = backend.world.agreementDebts[String(clientId)]!;
    const simulated = answer(
      await post('/request/validate', token, {
        request_type_id: 32,
        client_id: clientId,
        patent: null,
        n0: '10',
        n12: '24',
        check_address: 1,
        check_term_conditions: 1,
      }),
    );
    const down = downPayment(debt, 10);
    // spec 2 §7: it returns the cuota; the debt is the form definition's amount
    expect(simulated).toEqual({ status: 'ok', data: { cuota: Math.round((debt - down) / 24) } });
    // an agreement is filed only with both confirmations
    const unconfirmed = answer(
      await post('/request/create-sf', token, { request_type_id: 32, client_id: clientId, patent: null, n0: '10', n12: '24' }),
    );
    expect(Object.keys(unconfirmed.errors ?? {}).sort()).toEqual(['check_address', 'check_term_conditions']);
  });

  it('checks a file itself: its size once decoded, and its name', async () => {
    const token = await person();
    const body = (file: unknown) => ({
      request_type_id: 13,
      client_id: linked('cliente@demo.cl').housing[0]!,
      patent: null,
      descripcion: 'x',
      adjunto: file,
    });
    const over = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1).toString('base64');
    expect(answer(await post('/request/create-sf', token, body({ name: 'a.pdf', base64: over }))).errors).toEqual({
      adjunto: [ATTACHMENT_TOO_LARGE],
    });
    expect(answer(await post('/request/create-sf', token, body({ name: '', base64: 'QUJD' }))).errors).toEqual({
      adjunto: ['El archivo debe tener nombre'],
    });
    expect(answer(await post('/request/create-sf', token, body({ name: 'a.pdf', base64: 'QUJD' }))).status).toBe('ok');
    // a long text other than a file's base64 is still refused before any handler
    expect(answer(await post('/request/create-sf', token, { ...body(null), giro: 'x'.repeat(256) })).errors).toEqual({
      giro: ['Máximo 255 caracteres'],
    });
  });

  it('refuses to file a type whose form has no fields', async () => {
    const token = await person();
    const empty = answer(
      await post('/request/create-sf', token, { request_type_id: 18, client_id: linked('cliente@demo.cl').housing[0]!, patent: null }),
    );
    expect(empty.status).toBe('error');
    expect(empty.message).toBeTruthy();
  });

  it('keeps a small attachment whole, so the filed request’s detail downloads it; a large one by its name alone', async () => {
    const token = await person();
    const file = (base64: string) => ({
      request_type_id: 13,
      client_id: linked('cliente@demo.cl').housing[0]!,
      patent: null,
      descripcion: 'Fuga',
      adjunto: { name: 'foto.png', base64 },
    });
    const small = answer(await post('/request/create-sf', token, file(Buffer.from('imagen').toString('base64'))));
    const detail = answer(await post('/request/get', token, { request_id: small.data!.id, is_sf: 1 }));
    expect(JSON.stringify(detail)).toContain('foto.png');
    const download = (await post('/download/token', token)) as RestResponse;
    const once = (answer(download).data as { token: string }).token;
    const got = await post('/request/file', once, { request_id: small.data!.id, is_sf: 1, name: 'adjunto' });
    expect('bytes' in got && Buffer.from(got.bytes).toString()).toBe('imagen');
    expect('contentType' in got && got.contentType).toBe('image/png');

    const large = answer(await post('/request/create-sf', token, file(Buffer.alloc(KEPT_ATTACHMENT_BYTES + 1).toString('base64'))));
    const record = backend.world.requests.find((r) => r.id === large.data!.id)!;
    expect(record.data.find((f) => f.name === 'adjunto')).toMatchObject({ file_name: 'foto.png', value: null });
    expect(record.data.find((f) => f.name === 'adjunto')?.file).toBeUndefined();
  });
});
