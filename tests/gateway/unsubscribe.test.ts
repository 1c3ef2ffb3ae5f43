import { beforeAll, describe, expect, it } from 'vitest';
import { catchBackendFailures } from '../support/console';
import { sandboxGateway } from '../support/gateway';

const gateway = sandboxGateway();
let cliente: string;
beforeAll(async () => {
  cliente = await gateway.signIn('cliente@demo.cl');
});

const world = () => gateway.backend.world;
const person = (email: string) => world().persons.find((p) => p.email === email)!;
const contactOf = (email: string, account: number) =>
  world().subscriptionContacts.find((c) => c.person === person(email).id && c.account === account)!;
const fullMeter = () => world().accounts.find((a) => a.id === person('cliente@demo.cl').linked.meter[0])!;

interface Unsubscription {
  clientNumber: string | null;
  email: string;
  alreadyProcessed: boolean;
}
// no session: the link is opened from a mail, signed in or not
const read = (token: string) =>
  gateway.gql<{ billUnsubscription: Unsubscription | null }>(
    'query($t: String!) { billUnsubscription(token: $t) { clientNumber email alreadyProcessed } }',
    { t: token },
    null,
  );
const unsubscribe = (token: string) =>
  gateway.gql<{ unsubscribeBill: { ok: boolean; othersStillReceive: boolean } }>(
    'mutation($t: String!) { unsubscribeBill(token: $t) { ok othersStillReceive } }',
    { t: token },
    null,
  );
const subscribe = (id: number, subscribed: boolean) =>
  gateway.gql(
    'mutation($i: [BillSubscriptionInput!]!) { updateBillSubscriptions(input: $i) { outcome } }',
    { i: [{ id: String(id), subscribed, category: 'OWNER' }] },
    cliente,
  );

describe('the electronic bill’s unsubscribe link (spec 3 §4)', () => {
  it('comes in the mail a new subscription sends; its token names the client number and e-mail, read in two calls', async () => {
    const contact = contactOf('cliente@demo.cl', fullMeter().id);
    await subscribe(contact.id, false);
    await subscribe(contact.id, true);
    const mail = world().outbox[0]!;
    expect(mail).toMatchObject({ to: 'cliente@demo.cl', subject: 'Suscripción a boleta electrónica' });
    const token = /^\/desuscribir\/([\w-]+)$/.exec(mail.link ?? '')?.[1];
    expect(token).toBe(contact.unsubscribeToken);

    gateway.sandbox.calls.reset();
    const answer = await read(token!);
    expect(answer.data!.billUnsubscription).toEqual({
      clientNumber: fullMeter().contract_cod,
      email: 'cliente@demo.cl',
      alreadyProcessed: false,
    });
    expect(gateway.sandbox.calls.get()).toEqual({ '/tickets/decrypt_token': 1, [`/tickets/check_status/${token}`]: 1 });
  });

  it('cancels the subscription once: the bill keeps going to the other e-mail, and the link then says it was processed', async () => {
    const contact = contactOf('cliente@demo.cl', fullMeter().id);
    const done = await unsubscribe(contact.unsubscribeToken!);
    expect(done.data!.unsubscribeBill).toEqual({ ok: true, othersStillReceive: true });
    expect(contact.subscribed).toBe(false);
    expect((await read(contact.unsubscribeToken!)).data!.billUnsubscription!.alreadyProcessed).toBe(true);
    // a second click of the same link changes nothing and says the same
    expect((await unsubscribe(contact.unsubscribeToken!)).data!.unsubscribeBill.ok).toBe(true);
  });

  it('tells when no other e-mail receives the bill: it goes on paper', async () => {
    const vecino = person('vecino@demo.cl');
    const contact = contactOf('vecino@demo.cl', vecino.linked.meter[0]!);
    expect((await unsubscribe(contact.unsubscribeToken!)).data!.unsubscribeBill).toEqual({ ok: true, othersStillReceive: false });
  });

  it('names nothing and cancels nothing for an unknown or replaced token, and asks nothing for a blank one', async () => {
    const contact = contactOf('cliente@demo.cl', fullMeter().id);
    const old = contact.unsubscribeToken!;
    await subscribe(contact.id, true);
    expect(contact.unsubscribeToken).not.toBe(old);
    expect((await read(old)).data!.billUnsubscription).toBeNull();
    expect((await read('no-es-un-token')).data!.billUnsubscription).toBeNull();
    expect((await unsubscribe('no-es-un-token')).data!.unsubscribeBill.ok).toBe(false);
    expect(contact.subscribed).toBe(true);

    gateway.sandbox.calls.reset();
    expect((await read('   ')).data!.billUnsubscription).toBeNull();
    expect((await unsubscribe('')).data!.unsubscribeBill.ok).toBe(false);
    expect(gateway.sandbox.calls.get()).toEqual({});
  });

  it('refuses an overlong token before any call, and a failing backend is an error, not an unknown link', async () => {
    gateway.sandbox.calls.reset();
    const long = await read('x'.repeat(300));
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(gateway.sandbox.calls.get()).toEqual({});

    const token = contactOf('cliente@demo.cl', fullMeter().id).unsubscribeToken!;
    gateway.sandbox.faults.add({ path: '/tickets/check_status/{token}', status: 503 });
    const log = catchBackendFailures();
    const down = await read(token);
    expect(down.data?.billUnsubscription ?? null).toBeNull();
    expect(down.errors?.[0]?.extensions?.code).toBe('BACKEND_UNAVAILABLE');
    expect(log.failures).toEqual(['UNAVAILABLE /tickets/check_status/{token}']);
  });
});
