import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureBackend } from '../../fixtures/backend';
import { createInprocessTransport } from '../../gateway/backend/inprocess';
import { readConfig } from '../../gateway/config';
import { startGateway, type RunningGateway } from '../../gateway/server';

/**
 * The demo (DATA_SOURCE=fixtures, in-process) over real HTTP: the mailbox shows a mail only to the browser that
 * caused it (issue 11: a reset read back from the public mailbox gave an Administrador session).
 */
let gateway: RunningGateway;
beforeAll(async () => {
  const backend = createFixtureBackend({ file: null });
  gateway = await startGateway({ config: readConfig({}), transport: createInprocessTransport(backend), staticDir: null }, 0);
});
afterAll(() => gateway.close());

/** One browser: it keeps the cookies the gateway sets, as a browser does. */
function browser() {
  let cookie = '';
  const cookies: string[] = [];
  return {
    cookies,
    async gql<T>(query: string): Promise<T> {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query }),
      });
      for (const set of response.headers.getSetCookie()) {
        cookies.push(set);
        cookie = set.split(';')[0]!;
      }
      return ((await response.json()) as { data: T }).data;
    },
  };
}

const MAILBOX = '{ demoMailbox { to subject body } }';
type Mailbox = { demoMailbox: Array<{ to: string; subject: string; body: string }> };

describe('the demo mailbox, per browser', () => {
  it('gives a browser an httpOnly id on its first call, once', async () => {
    const one = browser();
    await one.gql('{ appConfig { demo } }');
    await one.gql('{ appConfig { demo } }');
    expect(one.cookies).toHaveLength(1);
    expect(one.cookies[0]).toMatch(/^sv_demo_browser=[\w-]{24}; Path=\/graphql; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
  });

  it("shows the browser that asked for a reset its mail, and no other browser's mailbox has it", async () => {
    const asker = browser();
    const other = browser();
    await other.gql(MAILBOX);
    await asker.gql('mutation { recoverPassword(email: "admin@empresa.demo.cl", company: true) { ok } }');

    expect((await asker.gql<Mailbox>(MAILBOX)).demoMailbox).toEqual([
      { to: 'admin@empresa.demo.cl', subject: 'Tu nueva contraseña', body: expect.stringContaining('tu nueva contraseña') },
    ]);
    expect((await other.gql<Mailbox>(MAILBOX)).demoMailbox).toEqual([]);
    // a caller without the cookie is a new browser: an empty mailbox
    expect((await browser().gql<Mailbox>(MAILBOX)).demoMailbox).toEqual([]);
  });

  it('says it is the demo, offers the simulated Google accounts with tokens that sign in, and serves the stand-in pages', async () => {
    const one = browser();
    const data = await one.gql<{ appConfig: { demo: boolean }; demoGoogleAccounts: Array<{ email: string; token: string }> }>(
      '{ appConfig { demo } demoGoogleAccounts { email token } }',
    );
    expect(data.appConfig.demo).toBe(true);
    const cliente = data.demoGoogleAccounts.find((a) => a.email === 'cliente@demo.cl')!;
    const signed = await one.gql<{ googleLogin: { outcome: string } }>(
      `mutation { googleLogin(googleToken: "${cliente.token}") { outcome } }`,
    );
    expect(signed.googleLogin.outcome).toBe('OK');
    expect((await fetch(`${gateway.url}/demo/tutorial`)).status).toBe(200);
  });

  it('listens on 127.0.0.1 when HOST is not set', () => {
    expect(new URL(gateway.url).hostname).toBe('127.0.0.1');
  });
});
