import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFixtureBackend } from '../../fixtures/backend';
import { createWorldSaver, defaultWorldFile, loadWorld, parseWorld, saveWorld } from '../../fixtures/store';
import { buildWorld, type World } from '../../fixtures/world';
import type { RestResponse } from '../../gateway/backend/protocol';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((f) => rmSync(f, { recursive: true, force: true })));

function tempFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'sv-world-'));
  folders.push(folder);
  return join(folder, 'nested', 'world.json');
}

const token = (r: RestResponse) => (r as { json: { data: { token: string } } }).json.data.token;
const read = (file: string, seed = 2026) => parseWorld(readFileSync(file, 'utf8'), seed) as World;

describe('the saved world', () => {
  it('is written when first built, and the same world is loaded back', () => {
    const file = tempFile();
    const first = createFixtureBackend({ file, seed: 11 });
    expect(first.file).toBe(file);
    expect(read(file, 11)).toEqual(first.world);
    expect(createFixtureBackend({ file, seed: 11 }).world).toEqual(first.world);
  });

  it('saves each change, and a new backend on the file gives the changed world, tokens included', async () => {
    const file = tempFile();
    const first = createFixtureBackend({ file });
    const login = await first.dispatch({
      method: 'POST',
      path: '/login/email',
      token: null,
      body: { email: 'consentimiento@demo.cl', password: 'Gas.Demo.2026' },
    });
    const session = token(login);
    await first.dispatch({ method: 'POST', path: '/register_sf/consent', token: session, body: {} });
    await first.dispatch({ method: 'POST', path: '/housing/notification/check', token: session, body: {} });
    await first.flush();

    const second = createFixtureBackend({ file });
    expect(second.world).toEqual(first.world);
    expect(second.world.persons.find((p) => p.email === 'consentimiento@demo.cl')?.consent).toBe(true);
    const validate = await second.dispatch({ method: 'GET', path: '/validate_sf', token: session, body: {} });
    expect(validate).toEqual({ status: 200, json: { status: 'ok', data: { hasConsentSalesForce: true } } });
  });

  it('writes atomically: no temporary file is left beside it', () => {
    const file = tempFile();
    const world = buildWorld(3);
    saveWorld(file, world);
    saveWorld(file, world);
    expect(readdirSync(join(file, '..'))).toEqual(['world.json']);
  });

  it('is built afresh when the saved one has another seed, another version, or is not JSON', () => {
    const file = tempFile();
    const saved = loadWorld(file, 5);
    saved.terms = 'cambiado';
    saveWorld(file, saved);
    expect(loadWorld(file, 5).terms).toBe('cambiado');
    expect(loadWorld(file, 6).seed).toBe(6);
    expect(read(file, 6).seed).toBe(6);

    saveWorld(file, { ...buildWorld(6), version: 'core@1', terms: 'viejo' });
    expect(loadWorld(file, 6).terms).not.toBe('viejo');

    writeFileSync(file, '{"version":');
    expect(loadWorld(file, 6, () => {})).toEqual(buildWorld(6));
  });

  it('keeps a file it cannot read beside it, says so, and builds a new world', () => {
    const file = tempFile();
    saveWorld(file, buildWorld(6));
    writeFileSync(file, '{"version":');
    const lines: string[] = [];
    expect(loadWorld(file, 6, (line) => lines.push(line))).toEqual(buildWorld(6));
    const aside = readdirSync(dirname(file)).filter((name) => name.startsWith('world.json.corrupt-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(dirname(file), aside[0]!), 'utf8')).toBe('{"version":');
    expect(lines).toEqual([expect.stringContaining(aside[0]!)]);
    expect(read(file, 6)).toEqual(buildWorld(6));
  });

  it('lives in memory only with file null', async () => {
    const backend = createFixtureBackend({ file: null });
    expect(backend.file).toBeNull();
    await backend.dispatch({
      method: 'POST',
      path: '/login/email',
      token: null,
      body: { email: 'cliente@demo.cl', password: 'Gas.Demo.2026' },
    });
    expect(backend.world.tokens.size).toBe(1);
  });

  it('defaults to WORLD_FILE, else .data/world.json under the working folder', () => {
    const saved = process.env.WORLD_FILE;
    try {
      delete process.env.WORLD_FILE;
      expect(defaultWorldFile()).toBe(resolve(process.cwd(), '.data/world.json'));
      process.env.WORLD_FILE = '/tmp/otro-mundo.json';
      expect(defaultWorldFile()).toBe('/tmp/otro-mundo.json');
    } finally {
      if (saved === undefined) delete process.env.WORLD_FILE;
      else process.env.WORLD_FILE = saved;
    }
  });

  // two runs of a Node process with tsx: slow on a busy machine, so a longer budget than the default
  it('is deleted by demo:reset, which says what it did', { timeout: 60_000 }, () => {
    const file = tempFile();
    saveWorld(file, buildWorld(2));
    const run = () =>
      execFileSync(process.execPath, ['--import', 'tsx', 'fixtures/reset.ts'], {
        env: { ...process.env, WORLD_FILE: file },
        encoding: 'utf8',
      });
    expect(run()).toContain(`Deleted ${file}`);
    expect(existsSync(file)).toBe(false);
    expect(run()).toContain(`No saved world at ${file}`);
  });
});

describe('saving changes', () => {
  /** a scheduler the test runs by hand: what is pending, and running it */
  function manual() {
    const pending: Array<() => void> = [];
    return { pending, schedule: (write: () => void) => void pending.push(write), run: () => pending.shift()?.() };
  }
  const login = (backend: ReturnType<typeof createFixtureBackend>, email: string, password = 'Gas.Demo.2026') =>
    backend.dispatch({ method: 'POST', path: '/login/email', token: null, body: { email, password } });

  it('answers a call that changed the world once the change is on disk, without waiting for the scheduled write', async () => {
    const file = tempFile();
    const scheduler = manual();
    const backend = createFixtureBackend({ file, schedule: scheduler.schedule });
    const session = token(await login(backend, 'consentimiento@demo.cl'));
    await backend.dispatch({ method: 'POST', path: '/register_sf/consent', token: session, body: {} });
    await backend.dispatch({ method: 'POST', path: '/housing/notification/check', token: session, body: {} });
    // an acknowledged write survives a crash (issue 38, item 2): the file already holds it
    expect(read(file)).toEqual(backend.world);
    expect(read(file).tokens.has(session)).toBe(true);
    scheduler.run();
    expect(scheduler.pending).toHaveLength(0);
  });

  it('never overlaps two writes: a change during a write is saved by the next one', async () => {
    const file = tempFile();
    const world = buildWorld(4);
    saveWorld(file, world);
    const scheduler = manual();
    const saver = createWorldSaver(file, world, { schedule: scheduler.schedule });
    world.terms = 'primera';
    saver.changed();
    saver.changed();
    expect(scheduler.pending).toHaveLength(1);
    scheduler.run();
    world.terms = 'segunda';
    saver.changed();
    // the second write waits for the first to end
    expect(scheduler.pending).toHaveLength(0);
    await vi.waitFor(() => expect(scheduler.pending).toHaveLength(1));
    expect(read(file, 4).terms).toBe('primera');
    scheduler.run();
    await saver.flush();
    expect(read(file, 4).terms).toBe('segunda');
  });

  it('is not asked to write by a call that identifies nobody', async () => {
    const file = tempFile();
    const scheduler = manual();
    const backend = createFixtureBackend({ file, schedule: scheduler.schedule });
    await backend.dispatch({ method: 'POST', path: '/login/token_exchange', token: null, body: { email: 'quien@sea.cl' } });
    await login(backend, 'cliente@demo.cl', 'no-es-la-clave');
    await backend.dispatch({ method: 'POST', path: '/me', token: 'inventado', body: {} });
    await backend.dispatch({ method: 'POST', path: '/bussines_line/meter/search', token: null, body: { contract_cod: '12345678' } });
    expect(scheduler.pending).toHaveLength(0);
  });

  it('writes what is pending when flushed, before a restart on the same file', async () => {
    const file = tempFile();
    const backend = createFixtureBackend({ file, schedule: () => {} });
    const session = token(await login(backend, 'cliente@demo.cl'));
    await backend.flush();
    expect(createFixtureBackend({ file }).world.tokens.has(session)).toBe(true);
  });
});
