import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFixtureBackend } from '../../fixtures/backend';

/** Issue 38, item 2: a fifth of acknowledged demo writes were lost to kill -9 (the world was saved after the answer). */
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function worldFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'durable-'));
  folders.push(folder);
  return join(folder, 'world.json');
}

describe('the demo world on disk', () => {
  it('holds a write by the time the write is answered', async () => {
    const file = worldFile();
    const backend = createFixtureBackend({ file, log: () => {} });
    const signIn = await backend.dispatch({
      method: 'POST',
      path: '/login/email',
      token: null,
      body: { email: 'nuevo@demo.cl', password: 'Gas.Demo.2026' },
    });
    const { token, person } = (signIn as { json: { data: { token: string; person: { id: number; name: string; last_name: string } } } })
      .json.data;
    const update = await backend.dispatch({
      method: 'POST',
      path: '/person/profile/update',
      token,
      body: { id: person.id, name: person.name, last_name: person.last_name, phone: '912345678', notification_check: 1 },
    });
    expect((update as { json: { status: string } }).json.status).toBe('ok');
    // read at once, as a process started after a kill -9 would
    expect(readFileSync(file, 'utf8')).toContain('912345678');
  });

  it('removes the unfinished saves a killed process left beside it', () => {
    const file = worldFile();
    createFixtureBackend({ file, log: () => {} });
    const stale = `${file}.4242.7.tmp`;
    writeFileSync(stale, '{"half":');
    const lines: string[] = [];
    createFixtureBackend({ file, log: (line) => lines.push(line) });
    expect(existsSync(stale)).toBe(false);
    expect(lines).toEqual([expect.stringContaining('Removed 1 unfinished save')]);
  });
});
