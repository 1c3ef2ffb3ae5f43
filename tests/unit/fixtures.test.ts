import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFixtureBackend } from '../../fixtures/backend';
import { REFRESH_GRACE } from '../../fixtures/core/auth';
import type { RestResponse } from '../../gateway/backend/protocol';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((f) => rmSync(f, { recursive: true, force: true })));

const body = (r: RestResponse) => ('json' in r ? (r.json as Record<string, unknown>) : {});
const post = (
  b: ReturnType<typeof createFixtureBackend>,
  path: string,
  payload: Record<string, unknown> = {},
  token: string | null = null,
) => b.dispatch({ method: 'POST', path, token, body: payload });

async function loginToken(b: ReturnType<typeof createFixtureBackend>, email = 'cliente@demo.cl') {
  const r = body(await post(b, '/login/email', { email, password: 'Gas.Demo.2026' }));
  return (r.data as { token: string }).token;
}

describe('fixture backend', () => {
  it('builds the same world from the same seed, another from another', () => {
    const a = createFixtureBackend({ file: null, seed: 7 }).world;
    const b = createFixtureBackend({ file: null, seed: 7 }).world;
    const c = createFixtureBackend({ file: null, seed: 8 }).world;
    expect(a.accounts.map((x) => x.client_cod)).toEqual(b.accounts.map((x) => x.client_cod));
    expect(a.accounts.map((x) => x.client_cod)).not.toEqual(c.accounts.map((x) => x.client_cod));
    expect(c.persons.some((p) => p.email === 'cliente@demo.cl')).toBe(true);
  });

  it('refuses no token with 401, the other population with 403, an expired token with 401', async () => {
    let now = Date.UTC(2026, 10, 23);
    const backend = createFixtureBackend({ file: null, tokenTtlSeconds: 60, now: () => now });
    expect((await post(backend, '/bussines_line/meter/list')).status).toBe(401);
    const token = await loginToken(backend);
    expect((await post(backend, '/bussines_line/meter/list', {}, token)).status).toBe(200);
    expect((await post(backend, '/company_user/services', {}, token)).status).toBe(403);
    const company = body(await post(backend, '/company_user/login', { email: 'admin@empresa.demo.cl', password: 'Gas.Demo.2026' }))
      .token as string;
    expect((await post(backend, '/bussines_line/meter/list', {}, company)).status).toBe(403);
    now += 61_000;
    expect((await post(backend, '/bussines_line/meter/list', {}, token)).status).toBe(401);
  });

  it('refreshes an expired token once; the old one is refused after the grace window', async () => {
    let now = Date.UTC(2026, 10, 23);
    const backend = createFixtureBackend({ file: null, tokenTtlSeconds: 60, now: () => now });
    const token = await loginToken(backend);
    now += 120_000;
    const refreshed = body(await post(backend, '/refresh_token', {}, token));
    const fresh = (refreshed.data as { token: string }).token;
    expect((await post(backend, '/me', {}, fresh)).status).toBe(200);
    now += REFRESH_GRACE + 1;
    expect((await post(backend, '/refresh_token', {}, token)).status).toBe(401);
  });

  it('shows a person only their own accounts, a funcionario only the services they hold privileges on', async () => {
    const backend = createFixtureBackend({ file: null });
    const cliente = body(await post(backend, '/bussines_line/meter/list', {}, await loginToken(backend)));
    const nuevo = body(await post(backend, '/bussines_line/meter/list', {}, await loginToken(backend, 'nuevo@demo.cl')));
    expect((cliente.data as unknown[]).length).toBe(2);
    expect(nuevo.status).toBe('empty');
    const limited = body(await post(backend, '/company_user/login', { email: 'limitado@empresa.demo.cl', password: 'Gas.Demo.2026' }))
      .token as string;
    const services = body(await post(backend, '/company_user/services', {}, limited)).data as Array<{ pivot: { privileges: number[] } }>;
    expect(services.map((s) => s.pivot.privileges)).toEqual([[1002, 1007]]);
  });

  it('saves each change and reloads it on start', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sv-world-'));
    folders.push(folder);
    const file = join(folder, 'world.json');
    const first = createFixtureBackend({ file });
    const token = await loginToken(first);
    await post(first, '/housing/notification/check', {}, token);
    await first.flush();
    const second = createFixtureBackend({ file });
    expect(
      second.world.notifications
        .filter((n) => n.owner.id === first.world.persons.find((p) => p.email === 'cliente@demo.cl')!.id)
        .every((n) => n.status === '1'),
    ).toBe(true);
    expect((await post(second, '/me', {}, token)).status).toBe(200);
  });
});
