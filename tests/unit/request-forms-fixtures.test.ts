import { beforeEach, describe, expect, it } from 'vitest';
import { createFixtureBackend, type FixtureBackend } from '../../fixtures/backend';
import { DISABLED_LINE_MESSAGES } from '../../fixtures/areas/request-forms/seed';
import {
  ATTACHMENT_QUOTA_BYTES,
  ATTACHMENT_QUOTA_REACHED,
  FILINGS_PER_HOUR,
  HOUR_MS,
  TOO_MANY_FILINGS,
} from '../../fixtures/areas/request-forms/quota';
import { companyServicesOf } from '../../fixtures/core/views';
import type { RestResponse } from '../../gateway/backend/protocol';
import {
  ATTACHMENT_TOO_LARGE,
  ATTACHMENT_TYPE_REFUSED,
  attachmentTypeRefused,
  downPayment,
  MAX_ATTACHMENT_BYTES,
} from '../../machines/rules/request-rules';

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

/** A PDF of `bytes` bytes as far as its magic bytes go: '%PDF-' and then filler. */
const pdfBytes = (bytes: number, fill = 0x20) => {
  const pdf = Buffer.alloc(bytes, fill);
  pdf.write('%PDF-1.7\n');
  return pdf;
};
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

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
    expect(answer(await post('/request/create-sf', token, body({ name: 'a.pdf', base64: pdfBytes(64).toString('base64') }))).status).toBe(
      'ok',
    );
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

  it('keeps an attachment whole up to the 3 MB limit, out of the world, so the filed request’s detail downloads it', async () => {
    const token = await person();
    const file = (name: string, base64: string) => ({
      request_type_id: 13,
      client_id: linked('cliente@demo.cl').housing[0]!,
      patent: null,
      descripcion: 'Fuga',
      adjunto: { name, base64 },
    });
    const download = async (id: unknown) => {
      const once = (answer(await post('/download/token', token)).data as { token: string }).token;
      return post('/request/file', once, { request_id: id, is_sf: 1, name: 'adjunto' });
    };
    const small = answer(await post('/request/create-sf', token, file('foto.png', PNG.toString('base64'))));
    const detail = answer(await post('/request/get', token, { request_id: small.data!.id, is_sf: 1 }));
    expect(JSON.stringify(detail)).toContain('foto.png');
    // the detail never carries the content, nor where it is kept
    expect(JSON.stringify(detail)).not.toContain('attachment');
    const got = await download(small.data!.id);
    expect('bytes' in got && Buffer.compare(Buffer.from(got.bytes), PNG)).toBe(0);
    expect('contentType' in got && got.contentType).toBe('image/png');

    // the largest a request takes is kept whole too (no longer by its name alone past 512 KB)
    const largest = pdfBytes(MAX_ATTACHMENT_BYTES, 0x41);
    const large = answer(await post('/request/create-sf', token, file('plano.pdf', largest.toString('base64'))));
    const record = backend.world.requests.find((r) => r.id === large.data!.id)!;
    const field = record.data.find((f) => f.name === 'adjunto')!;
    expect(field).toMatchObject({ file_name: 'plano.pdf', value: null });
    // the world keeps a reference, never the bytes
    expect(field.attachment).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      content_type: 'application/pdf',
      size: MAX_ATTACHMENT_BYTES,
    });
    expect(
      JSON.stringify(backend.world.requests).includes(largest.toString('base64').slice(0, 64)),
      'the world holds the attachment’s bytes',
    ).toBe(false);
    const whole = await download(large.data!.id);
    expect('bytes' in whole && Buffer.compare(Buffer.from(whole.bytes), largest)).toBe(0);
  });
});

describe('the attachments a request takes', () => {
  const filing = (name: string, bytes: Buffer, typeId = 13) => ({
    request_type_id: typeId,
    client_id: typeId === 11 ? linked('cliente@demo.cl').meter[0]! : linked('cliente@demo.cl').housing[0]!,
    patent: null,
    descripcion: 'Fuga',
    ...(typeId === 11 ? { lectura: '1234', fecha_lectura: '01-03-2026', foto_medidor: { name, base64: bytes.toString('base64') } } : {}),
    ...(typeId === 13 ? { adjunto: { name, base64: bytes.toString('base64') } } : {}),
  });

  it('are a PDF or a picture, by name and by content, unless the form says otherwise', async () => {
    const token = await person();
    const errorsOf = async (name: string, bytes: Buffer, typeId = 13) =>
      answer(await post('/request/create-sf', token, filing(name, bytes, typeId))).errors;
    // another type by name: refused whatever its content
    expect(await errorsOf('notas.txt', Buffer.from('hola'))).toEqual({ adjunto: [ATTACHMENT_TYPE_REFUSED] });
    expect(await errorsOf('planilla.xlsx', pdfBytes(100))).toEqual({ adjunto: [ATTACHMENT_TYPE_REFUSED] });
    expect(await errorsOf('sin-extension', pdfBytes(100))).toEqual({ adjunto: [ATTACHMENT_TYPE_REFUSED] });
    // a '.pdf' that is not a PDF, a '.jpg' that is no picture (its magic bytes)
    expect(await errorsOf('factura.pdf', Buffer.from('esto no es un PDF'))).toEqual({
      adjunto: ['El archivo seleccionado no es un PDF válido'],
    });
    expect(await errorsOf('foto.jpg', pdfBytes(100))).toEqual({ adjunto: ['El archivo seleccionado no es una imagen válida'] });
    // a picture is a picture whichever picture it is named; case does not matter
    expect(await errorsOf('FOTO.JPG', PNG)).toBeUndefined();
    expect(await errorsOf('foto.jpeg', JPEG)).toBeUndefined();
    expect(await errorsOf('Boleta.PDF', pdfBytes(100))).toBeUndefined();
    // the reading's photo takes pictures only (its 'mimes:jpg,jpeg,png,webp')
    expect(await errorsOf('medidor.pdf', pdfBytes(100), 11)).toEqual({
      foto_medidor: [attachmentTypeRefused(['jpg', 'jpeg', 'png', 'webp'])],
    });
    expect(answer(await post('/request/create-sf', token, filing('medidor.png', PNG, 11))).status).toBe('ok');
  });

  it(`hold at most ${ATTACHMENT_QUOTA_BYTES} bytes per user: past it a filing with one is refused under its field`, async () => {
    const token = await person();
    const file = pdfBytes(MAX_ATTACHMENT_BYTES);
    const fits = Math.floor(ATTACHMENT_QUOTA_BYTES / MAX_ATTACHMENT_BYTES);
    for (let i = 0; i < fits; i++) expect(answer(await post('/request/create-sf', token, filing('plano.pdf', file))).status).toBe('ok');
    const over = answer(await post('/request/create-sf', token, filing('plano.pdf', file)));
    expect(over).toEqual({ status: 'error', errors: { adjunto: [ATTACHMENT_QUOTA_REACHED] } });
    // what still fits is taken, and a request without a file is filed as ever
    const left = ATTACHMENT_QUOTA_BYTES - fits * MAX_ATTACHMENT_BYTES;
    expect(answer(await post('/request/create-sf', token, filing('resto.pdf', pdfBytes(left)))).status).toBe('ok');
    expect(answer(await post('/request/create-sf', token, filing('uno-mas.pdf', pdfBytes(10)))).errors).toEqual({
      adjunto: [ATTACHMENT_QUOTA_REACHED],
    });
    const { adjunto: _, ...withoutFile } = filing('x.pdf', file);
    expect(answer(await post('/request/create-sf', token, withoutFile)).status).toBe('ok');
    // another user has a quota of their own
    const other = await company();
    const user = backend.world.companyUsers.find((u) => u.email === 'funcionario@empresa.demo.cl')!;
    const service = companyServicesOf(backend.world, user).find((s) => s.business_line_id === 6)!;
    const theirs = {
      request_type_id: 61,
      client_id: service.client_id,
      patent: null,
      descripcion: 'Estanque',
      adjunto: { name: 'a.pdf', base64: file.toString('base64') },
    };
    expect(answer(await post('/request/create-sf', other, theirs)).status).toBe('ok');
  });
});

describe('filings per hour', () => {
  let now = Date.parse('2026-03-02T12:00:00Z');
  beforeEach(() => {
    now = Date.parse('2026-03-02T12:00:00Z');
    backend = createFixtureBackend({ file: null, now: () => now, tokenTtlSeconds: 24 * 3600 });
  });

  it(`are at most ${FILINGS_PER_HOUR} per user in any hour: the next is refused with a message until the hour has passed`, async () => {
    const token = await person();
    const filing = { request_type_id: 13, client_id: linked('cliente@demo.cl').housing[0]!, patent: null, descripcion: 'Consulta' };
    for (let i = 0; i < FILINGS_PER_HOUR; i++) {
      expect(answer(await post('/request/create-sf', token, filing)).status).toBe('ok');
      now += 60_000;
    }
    const count = backend.world.requests.length;
    expect(answer(await post('/request/create-sf', token, filing))).toEqual({ status: 'error', message: TOO_MANY_FILINGS });
    expect(backend.world.requests).toHaveLength(count);
    // someone else files as ever
    const user = backend.world.companyUsers.find((u) => u.email === 'funcionario@empresa.demo.cl')!;
    const service = companyServicesOf(backend.world, user).find((s) => s.business_line_id === 6)!;
    const theirs = { request_type_id: 61, client_id: service.client_id, patent: null, descripcion: 'Estanque' };
    expect(answer(await post('/request/create-sf', await company(), theirs)).status).toBe('ok');
    // an hour after the first, one more fits
    now = Date.parse('2026-03-02T12:00:00Z') + HOUR_MS + 1;
    expect(answer(await post('/request/create-sf', token, filing)).status).toBe('ok');
    expect(answer(await post('/request/create-sf', token, filing))).toEqual({ status: 'error', message: TOO_MANY_FILINGS });
    // the log of filings forgets what no longer counts
    expect(backend.world.filings.length).toBeLessThanOrEqual(FILINGS_PER_HOUR + 1);
  });
});
