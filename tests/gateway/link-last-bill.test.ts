import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpTransport } from '../../gateway/backend/http';
import { readConfig } from '../../gateway/config';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { TOO_MANY_ATTEMPTS } from '../../gateway/throttle';
import type { AccountRecord } from '../../fixtures/core/model';
import { startSpecBackend } from '../../spec-backend/server';
import { DEMO_PASSWORD, sandboxGateway, type GraphQLAnswer } from '../support/gateway';
import { first } from '../support/items';

/**
 * Issue 38, item 1: someone else's account is linked by its bill's code and the total of its last bill, and its holder
 * is told (docs/decisions.md, "Linking someone else's account"). Through the http transport against the sandbox.
 */

const AMOUNT_NEEDED = 'Este servicio está a nombre de otra persona: ingresa el monto total de su última boleta para asociarlo';
const AMOUNT_WRONG = 'El monto no corresponde a la última boleta de este servicio';

interface Payload {
  ok: boolean;
  message: string | null;
  fieldErrors: Array<{ field: string; message: string }>;
}

const gateway = sandboxGateway();
const LINK = 'mutation($i: LinkInput!) { linkAccount(input: $i) { ok message fieldErrors { field message } } }';
const link = (token: string, input: Record<string, unknown>) => gateway.gql<{ linkAccount: Payload }>(LINK, { i: input }, token);
const storeCalls = () => gateway.sandbox.calls.get()['/bussines_line/meter/store'] ?? 0;

const person = (email: string) => gateway.backend.world.persons.find((p) => p.email === email)!;
const vecinosMeter = () =>
  first(
    gateway.backend.world.accounts.filter((a) => person('vecino@demo.cl').linked.meter.includes(a.id)),
    "vecino's meter",
  );
/** the 'Total a pagar' of the meter's newest bill */
const lastBill = (meter: AccountRecord) =>
  first(
    gateway.backend.world.meterBills
      .filter((b) => b.account === meter.id && b.amount !== null)
      .sort((a, b) => b.issued.localeCompare(a.issued)),
    'meter bill',
  ).amount!;
const meterInput = (meter: AccountRecord, extra: Record<string, unknown> = {}) => ({
  line: 'METER',
  clientCode: meter.client_cod,
  contractCode: meter.contract_cod,
  ...extra,
});

describe("linking someone else's account through the gateway", () => {
  it('asks for the amount under lastBillAmount, refuses a wrong one, links with the right one, and tells the holder', async () => {
    const nuevo = await gateway.signIn('nuevo@demo.cl');
    const meter = vecinosMeter();
    const dispatch = vi.spyOn(gateway.backend, 'dispatch');

    expect((await link(nuevo, meterInput(meter))).data?.linkAccount).toEqual({
      ok: false,
      message: AMOUNT_NEEDED,
      fieldErrors: [{ field: 'lastBillAmount', message: AMOUNT_NEEDED }],
    });
    expect((await link(nuevo, meterInput(meter, { lastBillAmount: lastBill(meter) + 1 }))).data?.linkAccount).toEqual({
      ok: false,
      message: AMOUNT_WRONG,
      fieldErrors: [{ field: 'lastBillAmount', message: AMOUNT_WRONG }],
    });
    expect(person('nuevo@demo.cl').linked.meter).not.toContain(meter.id);

    expect((await link(nuevo, meterInput(meter, { lastBillAmount: lastBill(meter) }))).data?.linkAccount).toMatchObject({
      ok: true,
      message: 'El servicio se ha vinculado a tu cuenta correctamente',
    });
    expect(person('nuevo@demo.cl').linked.meter).toContain(meter.id);
    // the amount went as last_bill_amount, and only when given
    const bodies = dispatch.mock.calls.map(([r]) => r).filter((r) => r.path === '/bussines_line/meter/store');
    expect(bodies.map((r) => r.body.last_bill_amount)).toEqual([undefined, lastBill(meter) + 1, lastBill(meter)]);
    expect(bodies[0]?.body).not.toHaveProperty('last_bill_amount');
    dispatch.mockRestore();

    // the holder reads it in their bell, and a mail went to them
    const vecino = await gateway.signIn('vecino@demo.cl');
    const bell = await gateway.gql<{ viewer: { notifications: Array<{ description: string; read: boolean }> } }>(
      '{ viewer { notifications { description read } } }',
      {},
      vecino,
    );
    expect(bell.errors).toBeUndefined();
    expect(bell.data?.viewer.notifications[0]).toMatchObject({ read: false });
    expect(bell.data?.viewer.notifications[0]?.description).toContain(meter.client_cod);
    const mail = gateway.backend.world.outbox.find((m) => m.to === person('vecino@demo.cl').email);
    expect(mail?.body).toContain(`${meter.street} ${meter.number}`);
  });

  it('refuses an amount that is not whole pesos within bounds before asking the backend', async () => {
    const nuevo = await gateway.signIn('nuevo@demo.cl');
    const meter = vecinosMeter();
    const before = storeCalls();
    for (const amount of [-1, 100_000_000]) {
      const answer = (await link(nuevo, meterInput(meter, { lastBillAmount: amount }))).data?.linkAccount;
      expect(answer?.ok).toBe(false);
      expect(answer?.fieldErrors.map((e) => e.field)).toEqual(['lastBillAmount']);
    }
    // not a whole number: GraphQL's Int refuses it
    expect((await link(nuevo, meterInput(meter, { lastBillAmount: 45.5 }))).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(storeCalls()).toBe(before);
  });

  it('counts wrong amounts with the searches: the 31st try of a session is refused without asking the backend', async () => {
    const guesser = await gateway.signIn('consentimiento@demo.cl');
    const { world } = gateway.backend;
    // a stranger's free meter, given a bill of 30.000 pesos
    const meter = first(
      world.accounts.filter(
        (a) => a.line === 'meter' && !world.persons.some((p) => p.dni === a.client_rut || p.linked.meter.includes(a.id)),
      ),
      "a stranger's free meter",
    );
    world.meterBills.push({ ...first(world.meterBills, 'a bill'), account: meter.id, amount: 30_000, current_amount: 30_000 });
    for (let i = 1; i <= 30; i++) {
      const answer = (await link(guesser, meterInput(meter, { lastBillAmount: 30_000 + i }))).data?.linkAccount;
      expect(answer).toMatchObject({ ok: false, message: AMOUNT_WRONG });
    }
    const before = storeCalls();
    expect((await link(guesser, meterInput(meter, { lastBillAmount: 30_000 }))).data?.linkAccount.message).toBe(TOO_MANY_ATTEMPTS);
    expect(storeCalls()).toBe(before);
    expect(person('consentimiento@demo.cl').linked.meter).not.toContain(meter.id);
  });
});

describe('the same link against the spec-only backend, which has no such rule', () => {
  let backend: Awaited<ReturnType<typeof startSpecBackend>>;
  let specGateway: RunningGateway;
  beforeAll(async () => {
    backend = await startSpecBackend({ port: 0 });
    const config = readConfig({ DATA_SOURCE: 'rest', BACKEND_URL: backend.url });
    specGateway = await startGateway(
      { config, transport: createHttpTransport({ baseUrl: backend.url, timeoutMs: 5_000 }), staticDir: null },
      0,
    );
  });
  afterAll(async () => {
    await specGateway?.close();
    await backend?.close();
  });
  const gql = async <T>(query: string, variables: Record<string, unknown>, token = ''): Promise<GraphQLAnswer<T>> => {
    const response = await fetch(`${specGateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-account-kind': 'PERSON' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLAnswer<T>;
  };

  it('links with the amount given: the backend ignores the field it does not know', async () => {
    const signIn = await gql<{ login: { session: { token: string } | null } }>(
      'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { session { token } } }',
      { e: 'nuevo@demo.cl', p: DEMO_PASSWORD },
    );
    const token = signIn.data!.login.session!.token;
    const answer = await gql<{ linkAccount: Payload }>(
      LINK,
      { i: { line: 'METER', clientCode: '0012345690', contractCode: '0040005678', lastBillAmount: 45230 } },
      token,
    );
    expect(answer.data?.linkAccount).toMatchObject({ ok: true, fieldErrors: [] });
  });
});
