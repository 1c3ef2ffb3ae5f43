import { describe, expect, it } from 'vitest';
import { sandboxGateway } from '../support/gateway';

/** Issue 38, item 4: a token outlived "Cerrar sesión"; an expired one still cost every call of a screen. */
const gateway = sandboxGateway();
const { gql } = gateway;

const VIEWER = '{ viewer { user { email } } }';
const code = (answer: { errors?: Array<{ extensions?: { code?: string } }> }) => answer.errors?.[0]?.extensions?.code;
const backendCalls = () => Object.values(gateway.sandbox.calls.get()).reduce((sum, n) => sum + n, 0);

describe('Cerrar sesión ends the token at the gateway', () => {
  it('refuses the logged-out token for reads, refreshes and changes, without asking the backend; other sessions go on', async () => {
    const other = await gateway.signIn('cliente@demo.cl');
    const token = await gateway.signIn('cliente@demo.cl');
    expect((await gql<{ logout: boolean }>('mutation { logout }', {}, token)).data?.logout).toBe(true);

    gateway.sandbox.calls.reset();
    const read = await gql<{ viewer: unknown }>(VIEWER, {}, token);
    expect(read.data?.viewer).toBeNull();
    expect(code(read)).toBe('UNAUTHENTICATED');
    expect(code(await gql('mutation { refreshSession { token } }', {}, token))).toBe('UNAUTHENTICATED');
    expect(code(await gql('mutation { acceptConsent { ok } }', {}, token))).toBe('UNAUTHENTICATED');
    expect(backendCalls()).toBe(0);

    expect((await gql<{ viewer: { user: { email: string } } }>(VIEWER, {}, other)).data?.viewer.user.email).toBe('cliente@demo.cl');
  });

  it('answers a logout without a session as done', async () => {
    expect((await gql<{ logout: boolean }>('mutation { logout }')).data?.logout).toBe(true);
  });
});
