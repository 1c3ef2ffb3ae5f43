import { describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS } from '../../gateway/throttle';
import { sandboxGateway } from '../support/gateway';

const gateway = sandboxGateway();

const login = (email: string, password: string) =>
  gateway.gql<{ login: { outcome: string; message: string | null; session: { token: string } | null } }>(
    'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { outcome message session { token } } }',
    { e: email, p: password },
  );
const recover = (email: string) =>
  gateway.gql<{ recoverPassword: { ok: boolean; message: string | null } }>(
    'mutation($e: String!) { recoverPassword(email: $e, company: false) { ok message } }',
    { e: email },
  );
const backendCalls = (path: string) => gateway.sandbox.calls.get()[path] ?? 0;

describe('sign-in, recovery and verification are throttled (issue 11)', () => {
  it('refuses the 6th sign-in in a minute after 5 wrong passwords, even with the right one, without asking the backend', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('cliente@demo.cl', `incorrecta-${i}`)).data?.login.message).toBe('Correo o contraseña inválidos.');
    const before = backendCalls('/login/email');
    const sixth = (await login('cliente@demo.cl', 'Gas.Demo.2026')).data?.login;
    expect(sixth).toMatchObject({ outcome: 'ERROR', message: TOO_MANY_ATTEMPTS, session: null });
    expect(backendCalls('/login/email')).toBe(before);
    // another account from the same address still signs in
    expect((await login('nuevo@demo.cl', 'Gas.Demo.2026')).data?.login.session?.token).toBeTruthy();
  });

  it('refuses a 6th recovery mail for one e-mail', async () => {
    for (let i = 0; i < 5; i++) expect((await recover('vecino@demo.cl')).data?.recoverPassword.message).not.toBe(TOO_MANY_ATTEMPTS);
    expect((await recover('vecino@demo.cl')).data?.recoverPassword).toEqual({ ok: false, message: TOO_MANY_ATTEMPTS });
  });
});

describe('the linking searches are throttled', () => {
  const search = (token: string, clientCode: string) =>
    gateway.gql<{ searchAccounts: { candidates: Array<{ clientCode: string }>; message: string | null } }>(
      'query($s: AccountSearch!) { searchAccounts(line: BULK, search: $s) { candidates { clientCode } message } }',
      { s: { by: 'CLIENT_CODE', value: clientCode } },
      token,
    );

  it('refuses a session its 31st search in ten minutes without asking the backend; another session still searches', async () => {
    const guesser = await gateway.signIn('nuevo@demo.cl');
    for (let i = 0; i < 30; i++)
      expect((await search(guesser, String(100_000 + i))).data?.searchAccounts.message).not.toBe(TOO_MANY_ATTEMPTS);
    const before = backendCalls('/bussines_line/housing/search');
    expect((await search(guesser, '100031')).data?.searchAccounts).toEqual({ candidates: [], message: TOO_MANY_ATTEMPTS });
    expect(backendCalls('/bussines_line/housing/search')).toBe(before);
    const other = await gateway.signIn('consentimiento@demo.cl');
    expect((await search(other, '100032')).data?.searchAccounts.message).not.toBe(TOO_MANY_ATTEMPTS);
  });
});
