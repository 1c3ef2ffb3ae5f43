import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../fixtures/server';
import { sandboxGateway } from '../support/gateway';

/**
 * Against a REST backend (the sandbox here, the supplier's in production) the gateway offers none of the demo's
 * conveniences: it cannot tell a demo backend from a real one (issue 11: `/demo/*` was served against a real
 * backend). The in-process demo is tests/gateway/demo-mailbox.test.ts.
 */
const gateway = sandboxGateway();
const { gql } = gateway;
const site = () => gateway.graphqlUrl.replace(/\/graphql$/, '');

describe('the demo conveniences with DATA_SOURCE=rest', () => {
  it('shows no mailbox and no simulated Google accounts, and never asks the backend for them', async () => {
    await gql('mutation { recoverPassword(email: "nuevo@demo.cl", company: false) { ok } }');
    const answer = await gql<{ demoMailbox: unknown[]; demoGoogleAccounts: unknown[]; appConfig: { demo: boolean } }>(
      '{ demoMailbox { to } demoGoogleAccounts { email } appConfig { demo } }',
    );
    expect(answer.data).toEqual({ demoMailbox: [], demoGoogleAccounts: [], appConfig: { demo: false } });
    expect(Object.keys(gateway.sandbox.calls.get()).filter((path) => path.startsWith('/sandbox/'))).toEqual([]);
  });

  it.each(['/demo/correos', '/demo/tutorial', '/demo/portal-pagos', '/demo/info/gas', '/flujos'])('answers %s with 404', async (path) => {
    expect((await fetch(`${site()}${path}`)).status).toBe(404);
  });

  it('gives no browser a demo id', async () => {
    const response = await fetch(gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ appConfig { demo } }' }),
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('the sandbox itself', () => {
  it('listens on 127.0.0.1 only', () => {
    expect(new URL(gateway.sandbox.url).hostname).toBe('127.0.0.1');
  });

  it('refuses a body over its limit with 413, and still answers the next call', async () => {
    const big = JSON.stringify({ email: 'x'.repeat(MAX_BODY_BYTES) });
    const refused = await fetch(`${gateway.sandbox.url}/recover`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(refused.status).toBe(413);
    expect((await fetch(`${gateway.sandbox.url}/consent_sf`)).status).toBe(200);
  });
});
