import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureBackend } from '../../fixtures/backend';
import { hostGuard } from '../../gateway/allowed-host';
import { createInprocessTransport } from '../../gateway/backend/inprocess';
import { readConfig } from '../../gateway/config';
import { startGateway, type RunningGateway } from '../../gateway/server';

/** Issue 38, item 6: any web page could drive a presenter's demo by DNS rebinding (any Host was answered). */
function post(url: string, host: string, query: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/graphql`, { method: 'POST', headers: { host, 'content-type': 'application/json' } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(JSON.stringify({ query }));
  });
}

describe('the demo answers only its own host', () => {
  let running: RunningGateway;
  beforeAll(async () => {
    const config = readConfig({ DATA_SOURCE: 'fixtures', ALLOWED_HOSTS: 'demo.ventas.local' });
    const backend = createFixtureBackend({ file: null, faults: [] });
    running = await startGateway({ config, transport: createInprocessTransport(backend), staticDir: null }, 0);
  });
  afterAll(async () => {
    await running.close();
  });

  it('refuses a request addressed to another name, before any resolver runs', async () => {
    const refused = await post(running.url, 'rebinding.example:4000', '{ demoPanel { password } }');
    expect(refused.status).toBe(421);
    expect(refused.body).not.toContain('Gas.Demo');
  });

  it('answers its address, localhost and the names in ALLOWED_HOSTS', async () => {
    for (const host of [new URL(running.url).host, 'localhost:4000', 'demo.ventas.local:4000', '[::1]:4000']) {
      expect((await post(running.url, host, '{ __typename }')).status).toBe(200);
    }
  });
});

describe('hostGuard', () => {
  it('reads the name without its port, IPv6 included, and is blind to case', () => {
    const allowed = hostGuard(['Demo.Ventas.Local']);
    expect(allowed('DEMO.ventas.local:80')).toBe(true);
    expect(allowed('192.168.1.20:4000')).toBe(true);
    expect(allowed('[fe80::1]:4000')).toBe(true);
    expect(allowed('127.0.0.1.nip.io:4000')).toBe(false);
    expect(allowed(undefined)).toBe(false);
  });
});
