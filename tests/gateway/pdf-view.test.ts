import { beforeAll, describe, expect, it } from 'vitest';
import { fileHeaders } from '../../gateway/downloads';
import { sandboxGateway } from '../support/gateway';

/**
 * Issue 43 item 16b: the bill's 'Ver PDF' is a view (spec 2 §2 "a PDF view per bill", §7 "opened in a new tab"): the
 * gateway answers it inline so the tab shows it; the other downloads stay attachments.
 */
const gateway = sandboxGateway();
let cliente: string;

beforeAll(async () => {
  cliente = await gateway.signIn('cliente@demo.cl');
});

const world = () => gateway.backend.world;
const downloadToken = async () =>
  (await gateway.gql<{ downloadToken: string }>('mutation { downloadToken }', {}, cliente)).data!.downloadToken;
const post = (path: string, fields: Record<string, string>) =>
  fetch(`${gateway.graphqlUrl.replace(/\/graphql$/, '')}/descargas${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

describe('Ver PDF shows the bill in its tab', () => {
  it('answers the bill inline, as a PDF, with its name', async () => {
    const meter = world().persons.find((p) => p.email === 'cliente@demo.cl')!.linked.meter[0]!;
    const bill = world().meterBills.find((b) => b.account === meter && b.pdf)!;
    const answer = await post('/tickets/file', {
      ticket_number: bill.ticket_number,
      doc_type: bill.doc_type,
      token: await downloadToken(),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/pdf');
    const disposition = answer.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^inline;/);
    expect(disposition).toContain('filename=');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(
      Buffer.from(await answer.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('keeps a request attachment a download, PDF as it may be', async () => {
    const me = world().persons.find((p) => p.email === 'cliente@demo.cl')!;
    const filed = world().requests.find((r) => r.owner.kind === 'person' && r.owner.id === me.id && r.data.some((f) => f.attachment));
    expect(filed).toBeDefined();
    const field = filed!.data.find((f) => f.attachment)!;
    const answer = await post('/request/file', {
      request_id: String(filed!.id),
      is_sf: String(filed!.is_sf),
      name: field.name,
      token: await downloadToken(),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition') ?? '').toMatch(/^attachment;/);
  });
});

describe('which files are shown (fileHeaders)', () => {
  it('shows only a PDF of a viewed path: any other type of it is saved, never shown from our origin', () => {
    expect(fileHeaders('/tickets/file', { contentType: 'application/pdf', fileName: 'boleta.pdf' })['content-disposition']).toMatch(
      /^inline;/,
    );
    const octets = fileHeaders('/tickets/file', { contentType: 'application/octet-stream', fileName: 'boleta.pdf' });
    expect(octets['content-disposition']).toMatch(/^inline;/);
    expect(octets['content-type']).toBe('application/pdf');
    const html = fileHeaders('/tickets/file', { contentType: 'text/html', fileName: 'boleta.html' });
    expect(html['content-disposition']).toMatch(/^attachment;/);
    expect(html['content-type']).toBe('text/html');
  });

  it('saves every other download', () => {
    for (const path of ['/document/get', '/autogas/contract/download', '/request/file'] as const)
      expect(fileHeaders(path, { contentType: 'application/pdf', fileName: 'x.pdf' })['content-disposition']).toMatch(/^attachment;/);
  });
});
