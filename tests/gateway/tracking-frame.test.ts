import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureBackend } from '../../fixtures/backend';
import { createInprocessTransport } from '../../gateway/backend/inprocess';
import { readConfig } from '../../gateway/config';
import { startGateway, type RunningGateway } from '../../gateway/server';

/**
 * Issue 43, item 1: the dashboard's 'Seguir pedido' frames the order tracking page with the order's number
 * (spec 2 §2). The tracking page may be framed by the app, and by nothing else; every other page never.
 */
async function gatewayWith(env: Record<string, string>): Promise<RunningGateway> {
  const backend = createFixtureBackend({ file: null });
  return startGateway({ config: readConfig(env), transport: createInprocessTransport(backend), demo: null, staticDir: null }, 0);
}

/** The CSP's directives by name, each with its sources. */
function cspOf(response: Response): Map<string, string[]> {
  const policy = response.headers.get('content-security-policy') ?? '';
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('with demo data, the tracking stand-in at /demo/seguimiento', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await gatewayWith({});
  });
  afterAll(() => gateway.close());

  it('may be framed by the app itself, and shows the order it was given', async () => {
    const response = await fetch(`${gateway.url}/demo/seguimiento?pedido=4711`);
    expect(response.status).toBe(200);
    expect(cspOf(response).get('frame-ancestors')).toEqual(["'self'"]);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const html = await response.text();
    expect(html).toContain('Seguimiento del pedido 4711');
    // its way back leaves the frame: the app inside its own modal would be refused
    expect(html).toContain('<a href="/" target="_top">Volver a la Sucursal Virtual</a>');
  });

  it('is the only one: the app, the other demo pages and /graphql may be framed by no one', async () => {
    const answers = await Promise.all([
      fetch(`${gateway.url}/demo/tutorial`),
      fetch(`${gateway.url}/demo/chat`),
      fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ __typename }"}',
      }),
    ]);
    for (const response of answers) {
      expect(cspOf(response).get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      // the app's own frames load its own pages only
      expect(cspOf(response).get('frame-src')).toEqual(["'self'"]);
    }
  });
});

describe('in front of a real backend, an external tracking page (ORDER_TRACKING_URL)', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await gatewayWith({
      DATA_SOURCE: 'rest',
      BACKEND_URL: 'http://127.0.0.1:9',
      ORDER_TRACKING_URL: 'https://seguimiento.example.cl/pedidos/estado',
    });
  });
  afterAll(() => gateway.close());

  it("is what the app's frames may load, exactly its origin, while no page of ours may be framed", async () => {
    const answers = await Promise.all([
      fetch(`${gateway.url}/demo/seguimiento?pedido=4711`),
      fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ __typename }"}',
      }),
    ]);
    for (const response of answers) {
      expect(cspOf(response).get('frame-src')).toEqual(["'self'", 'https://seguimiento.example.cl']);
      expect(cspOf(response).get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});
