import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFixtureBackend } from '../../fixtures/backend';
import { defaultWorldFile, loadWorld, saveWorld } from '../../fixtures/store';
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
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as World;

describe('the saved world', () => {
  it('is written when first built, and the same world is loaded back', () => {
    const file = tempFile();
    const first = createFixtureBackend({ file, seed: 11 });
    expect(first.file).toBe(file);
    expect(read(file)).toEqual(first.world);
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

    const second = createFixtureBackend({ file });
    expect(second.world).toEqual(JSON.parse(JSON.stringify(first.world)));
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
    expect(read(file).seed).toBe(6);

    saveWorld(file, { ...buildWorld(6), version: 'core@1', terms: 'viejo' });
    expect(loadWorld(file, 6).terms).not.toBe('viejo');

    writeFileSync(file, '{"version":');
    expect(loadWorld(file, 6)).toEqual(buildWorld(6));
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
    expect(Object.keys(backend.world.tokens)).toHaveLength(1);
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

  it('is deleted by demo:reset, which says what it did', () => {
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
