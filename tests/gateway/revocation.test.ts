import { describe, expect, it } from 'vitest';
import { sandboxGateway } from '../support/gateway';
import { present } from '../support/items';

/** Issue 11: tokens stayed valid after a password change or reset. */

const gateway = sandboxGateway();
const { gql } = gateway;

const VIEWER = '{ viewer { user { email } } }';
const viewerEmail = async (token: string) => (await gql<{ viewer: { user: { email: string } } | null }>(VIEWER, {}, token)).data?.viewer;
const refresh = (token: string) => gql<{ refreshSession: { token: string } }>('mutation { refreshSession { token } }', {}, token);
const code = (answer: { errors?: Array<{ extensions?: { code?: string } }> }) => answer.errors?.[0]?.extensions?.code;

describe('a new password ends the old sessions, through the http transport', () => {
  it('a reset revokes the old token: it reads nothing and refreshes into nothing', async () => {
    const old = await gateway.signIn('nuevo@demo.cl');
    expect(await viewerEmail(old)).toEqual({ user: { email: 'nuevo@demo.cl' } });

    const reset = await gql<{ recoverPassword: { ok: boolean } }>(
      'mutation { recoverPassword(email: "nuevo@demo.cl", company: false) { ok } }',
    );
    expect(reset.data?.recoverPassword.ok).toBe(true);

    expect(code(await gql(VIEWER, {}, old))).toBe('UNAUTHENTICATED');
    expect(code(await refresh(old))).toBe('UNAUTHENTICATED');
    const mail = present(
      gateway.backend.world.outbox.find((m) => m.to === 'nuevo@demo.cl'),
      'the mail with the new password',
    );
    const password = present(/es: (\S+)$/.exec(mail.body)?.[1], 'the new password');
    expect(await viewerEmail(await gateway.signIn('nuevo@demo.cl', { password }))).toEqual({ user: { email: 'nuevo@demo.cl' } });
  });

  it("a company user's reset revokes that user's token", async () => {
    const old = await gateway.signIn('limitado@empresa.demo.cl', { company: true });
    await gql('mutation { recoverPassword(email: "limitado@empresa.demo.cl", company: true) { ok } }');
    expect(code(await gql(VIEWER, {}, old))).toBe('UNAUTHENTICATED');
    expect(code(await refresh(old))).toBe('UNAUTHENTICATED');
  });

  it('a password change in the profile ends the other session and keeps the one that made it', async () => {
    const elsewhere = await gateway.signIn('cliente@demo.cl');
    const here = await gateway.signIn('cliente@demo.cl');
    const changed = await gql<{ updateProfile: { ok: boolean; fieldErrors: unknown[] } }>(
      `mutation($i: ProfileInput!) { updateProfile(input: $i) { ok fieldErrors { field message } } }`,
      {
        i: {
          name: 'Camila',
          lastName: 'Fuentes Soto',
          phone: '987654321',
          password: 'Otra.Clave.2026',
          passwordConfirmation: 'Otra.Clave.2026',
          currentPassword: 'Gas.Demo.2026',
          notificationCheck: true,
          syncSecondAccount: false,
        },
      },
      here,
    );
    expect(changed.data?.updateProfile).toEqual({ ok: true, fieldErrors: [] });
    expect(code(await gql(VIEWER, {}, elsewhere))).toBe('UNAUTHENTICATED');
    expect(await viewerEmail(here)).toEqual({ user: { email: 'cliente@demo.cl' } });
  });

  it('changes no password without the current one, and a wrong one counts as a failed sign-in (issue 38, item 4)', async () => {
    const here = await gateway.signIn('consentimiento@demo.cl');
    const change = (currentPassword: string | null) =>
      gql<{ updateProfile: { ok: boolean; fieldErrors: Array<{ field: string; message: string }> } }>(
        `mutation($i: ProfileInput!) { updateProfile(input: $i) { ok fieldErrors { field message } } }`,
        {
          i: {
            name: 'Nuevo',
            lastName: 'Usuario',
            phone: '987654321',
            password: 'Robada.Clave.2026',
            passwordConfirmation: 'Robada.Clave.2026',
            currentPassword,
            notificationCheck: true,
            syncSecondAccount: false,
          },
        },
        here,
      );
    expect((await change(null)).data?.updateProfile.fieldErrors).toEqual([
      { field: 'currentPassword', message: 'Ingresa tu contraseña actual para cambiarla' },
    ]);
    expect((await change('Adivinada.2026!')).data?.updateProfile.fieldErrors).toEqual([
      { field: 'currentPassword', message: 'La contraseña actual no es correcta' },
    ]);
    expect(gateway.sandbox.calls.get()['/person/profile/update']).toBeUndefined();
    expect(await viewerEmail(await gateway.signIn('consentimiento@demo.cl'))).toEqual({ user: { email: 'consentimiento@demo.cl' } });
  });
});
