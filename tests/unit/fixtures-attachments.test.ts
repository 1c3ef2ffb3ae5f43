import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFixtureBackend, type FixtureBackend } from '../../fixtures/backend';
import { attachmentsFolderOf } from '../../fixtures/core/attachments';
import { saveWorld } from '../../fixtures/store';
import { buildWorld } from '../../fixtures/world';
import type { RestResponse } from '../../gateway/backend/protocol';
import { MAX_ATTACHMENT_BYTES } from '../../machines/rules/request-rules';

/**
 * Request attachments kept out of the saved demo world (issue 38): a folder beside the world file, one file per
 * attachment, on disk before the filing is answered, orphans removed, a reset dropping them.
 */

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((f) => rmSync(f, { recursive: true, force: true })));

function tempWorldFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'sv-attachments-'));
  folders.push(folder);
  return join(folder, 'world.json');
}

type Answer = { status?: string; data?: Record<string, unknown>; errors?: Record<string, string[]> };
const answer = (r: RestResponse): Answer => ('json' in r ? (r.json as Answer) : {});
const post = (backend: FixtureBackend, path: string, token: string | null, body: Record<string, unknown> = {}) =>
  backend.dispatch({ method: 'POST', path, token, body });
const signIn = async (backend: FixtureBackend) =>
  (answer(await post(backend, '/login/email', null, { email: 'cliente@demo.cl', password: 'Gas.Demo.2026' })).data as { token: string })
    .token;

/** A PDF by its magic bytes, with a content of its own (so its base64 can be looked for in the world file). */
function pdf(bytes: number, seed: number): Buffer {
  const content = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) content[i] = (i * 31 + seed * 7) % 251;
  content.write('%PDF-1.7\n');
  return content;
}

async function fileWith(backend: FixtureBackend, token: string, content: Buffer, name = 'plano.pdf') {
  const housing = backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!.linked.housing[0]!;
  const body = {
    request_type_id: 13,
    client_id: housing,
    patent: null,
    descripcion: 'Fuga',
    adjunto: { name, base64: content.toString('base64') },
  };
  const filed = answer(await post(backend, '/request/create-sf', token, body));
  expect(filed.status).toBe('ok');
  const id = filed.data!.id as number;
  const ref = backend.world.requests.find((r) => r.id === id)!.data.find((f) => f.name === 'adjunto')!.attachment!;
  return { id, ref };
}

async function download(backend: FixtureBackend, token: string, requestId: number): Promise<RestResponse> {
  const once = (answer(await post(backend, '/download/token', token)).data as { token: string }).token;
  return post(backend, '/request/file', once, { request_id: requestId, is_sf: 1, name: 'adjunto' });
}
const bytesOf = (r: RestResponse) => ('bytes' in r ? Buffer.from(r.bytes) : null);

describe('request attachments beside the saved world', () => {
  it('are written to a folder of their own before the filing is answered, and the world file holds a reference only', async () => {
    const file = tempWorldFile();
    const backend = createFixtureBackend({ file });
    const token = await signIn(backend);
    const content = pdf(MAX_ATTACHMENT_BYTES, 1);
    const { id, ref } = await fileWith(backend, token, content);

    // answered: the attachment is on disk already, whole, under its random id, and the world refers to it
    const folder = attachmentsFolderOf(file);
    expect(folder).toBe(join(file, '..', 'world.attachments'));
    expect(readdirSync(folder)).toEqual([ref.id]);
    expect(Buffer.compare(readFileSync(join(folder, ref.id)), content)).toBe(0);
    const saved = readFileSync(file, 'utf8');
    expect(saved).toContain(ref.id);
    // not a byte of it in the world file (a piece of its base64 from the middle, where no header is alike)
    const base64 = content.toString('base64');
    expect(saved.includes(base64.slice(400_000, 400_064)), 'the world file holds the attachment’s bytes').toBe(false);
    expect(saved.length).toBeLessThan(base64.length);
    expect(ref).toEqual({ id: ref.id, content_type: 'application/pdf', size: MAX_ATTACHMENT_BYTES });

    // a new backend on the file (a restart) downloads it whole
    const again = createFixtureBackend({ file });
    expect(bytesOf(await download(again, token, id))?.equals(content)).toBe(true);
  });

  it('lose their orphans and unfinished writes on start, and a reset of the world drops them', async () => {
    const file = tempWorldFile();
    const backend = createFixtureBackend({ file });
    const token = await signIn(backend);
    const kept = await fileWith(backend, token, pdf(2048, 2));
    const folder = attachmentsFolderOf(file);
    // what a killed process leaves: an attachment written whose request was never saved, a write cut short, a stray
    const orphan = '0123456789abcdef0123456789abcdef';
    writeFileSync(join(folder, orphan), pdf(100, 3));
    writeFileSync(join(folder, `${kept.ref.id}.4242.1.tmp`), 'half');
    writeFileSync(join(folder, 'notas.txt'), 'x');
    const warnings: string[] = [];

    const restarted = createFixtureBackend({ file, log: (line) => warnings.push(line) });
    expect(readdirSync(folder)).toEqual([kept.ref.id]);
    expect(warnings.join('\n')).toMatch(/Removed 3 attachment file/);
    expect(bytesOf(await download(restarted, token, kept.id))?.equals(pdf(2048, 2))).toBe(true);

    // the demo panel's reset: the fresh world refers to none of them, so they go once it is saved
    restarted.reset();
    await restarted.flush();
    expect(readdirSync(folder)).toEqual([]);
    const after = await fileWith(restarted, token, pdf(512, 4));
    expect(readdirSync(folder)).toEqual([after.ref.id]);
  });

  it('go with the world file on `npm run demo:reset`', { timeout: 60_000 }, () => {
    const file = tempWorldFile();
    saveWorld(file, buildWorld(2));
    const folder = attachmentsFolderOf(file);
    mkdirSync(folder);
    writeFileSync(join(folder, '0123456789abcdef0123456789abcdef'), 'x');
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'fixtures/reset.ts'], {
      env: { ...process.env, WORLD_FILE: file },
      encoding: 'utf8',
    });
    expect(out).toContain(`Deleted ${folder}`);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(folder)).toBe(false);
  });

  it('live in memory when the world has no file', async () => {
    const backend = createFixtureBackend({ file: null });
    const token = await signIn(backend);
    const content = pdf(4096, 5);
    const { id } = await fileWith(backend, token, content);
    expect(
      JSON.stringify(backend.world).includes(content.toString('base64').slice(1000, 1064)),
      'the world holds the attachment’s bytes',
    ).toBe(false);
    expect(bytesOf(await download(backend, token, id))?.equals(content)).toBe(true);
  });
});
