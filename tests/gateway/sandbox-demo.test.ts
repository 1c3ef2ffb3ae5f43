import { describe, expect, it } from 'vitest';
import { sandboxGateway } from '../support/gateway';

const gateway = sandboxGateway();
const { gql } = gateway;

interface Mail {
  to: string;
  subject: string;
  sentAt: string;
}
interface GoogleAccount {
  email: string;
  name: string;
  token: string;
  registered: boolean;
}

const mailbox = async () => (await gql<{ demoMailbox: Mail[] }>('{ demoMailbox { to subject sentAt } }')).data?.demoMailbox;

describe('the demo conveniences through the http transport', () => {
  it('shows in the demo mailbox the mail a recovery sent, newest first', async () => {
    await gql('mutation { recoverPassword(email: "nuevo@demo.cl", company: false) { ok } }');
    const [newest] = (await mailbox()) ?? [];
    expect(newest).toMatchObject({ to: 'nuevo@demo.cl' });
    expect(Number.isNaN(Date.parse(newest?.sentAt ?? ''))).toBe(false);
  });

  it('offers the simulated Google chooser a registered account and one that is not', async () => {
    const accounts =
      (await gql<{ demoGoogleAccounts: GoogleAccount[] }>('{ demoGoogleAccounts { email name token registered } }')).data
        ?.demoGoogleAccounts ?? [];
    expect(accounts).toContainEqual({
      email: 'cliente@demo.cl',
      name: 'Camila Fuentes Soto',
      token: 'google-demo:cliente@demo.cl:Camila:Fuentes Soto',
      registered: true,
    });
    expect(accounts.find((a) => !a.registered)).toMatchObject({ email: 'martina.lopez.demo@gmail.com', name: 'Martina López' });
  });

  it('shows an empty mailbox when the backend has no demo paths (a real backend answers 404)', async () => {
    gateway.sandbox.faults.add({ path: '/sandbox/outbox', status: 404 });
    const answer = await gql<{ demoMailbox: Mail[] }>('{ demoMailbox { to } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.demoMailbox).toEqual([]);
  });

  it('still reports a demo backend that fails', async () => {
    gateway.sandbox.faults.add({ path: '/sandbox/outbox', status: 503 });
    const answer = await gql<{ demoMailbox: Mail[] }>('{ demoMailbox { to } }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('BACKEND_UNAVAILABLE');
  });
});
