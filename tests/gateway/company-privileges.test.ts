import { beforeAll, describe, expect, it } from 'vitest';
import { PRIVILEGE } from '../../machines/rules/privileges';
import { NO_PRIVILEGE_MESSAGE } from '../../gateway/company-privileges';
import { sandboxGateway } from '../support/gateway';

/**
 * A company call about a client is checked against the signed-in user's privileges on that client by the gateway,
 * before it reaches the backend (spec 3 §6): hiding the tab is not a permission.
 */
const gateway = sandboxGateway();
let limitado: string;
let funcionario: string;
let cliente: string;

beforeAll(async () => {
  limitado = await gateway.signIn('limitado@empresa.demo.cl', { company: true });
  funcionario = await gateway.signIn('funcionario@empresa.demo.cl', { company: true });
  cliente = await gateway.signIn('cliente@demo.cl');
});

/** limitado's one industrial client, on which it holds 1002 and 1007 but not 1008 (the seed's personas) */
function limitedClient(): { code: string; held: number[] } {
  const world = gateway.backend.world;
  const user = world.companyUsers.find((u) => u.email === 'limitado@empresa.demo.cl')!;
  const [id, held] = Object.entries(user.privileges).find(([, list]) => list.length > 0)!;
  return { code: world.companyServices.find((s) => String(s.id) === id)!.client_cod, held };
}

const DEBT = 'query ($c: String!) { viewer { bulkDebt(clientCode: $c) { items { billNumber } } } }';
const PAYMENTS = 'query ($c: String!) { viewer { bulkPayments(clientCode: $c) { emptyMessage } } }';

describe('privileges checked by the gateway on company calls', () => {
  it('refuses the debt of a client the Funcionario holds no 1008 on with FORBIDDEN, nothing of the backend’s answer kept', async () => {
    const { code, held } = limitedClient();
    expect(held).not.toContain(PRIVILEGE.debtDetail);
    const answer = await gateway.gql<{ viewer: { bulkDebt: unknown } | null }>(DEBT, { c: code }, limitado);
    expect(answer.data?.viewer?.bulkDebt).toBeNull();
    expect(answer.errors?.map((e) => [e.path?.join('.'), e.extensions?.code, e.message])).toEqual([
      ['viewer.bulkDebt', 'FORBIDDEN', NO_PRIVILEGE_MESSAGE],
    ]);
    // the read is asked beside the check, so a screen waits for one backend latency; its answer is dropped
    expect(gateway.sandbox.calls.get()['/privileges/self_get']).toBe(1);
  });

  it('lets through a call whose privilege the Funcionario holds on that client', async () => {
    const { code, held } = limitedClient();
    expect(held).toContain(PRIVILEGE.payments);
    await gateway.gql(PAYMENTS, { c: code }, limitado);
    expect(gateway.sandbox.calls.get()['/company_user/industrial/payment/record']).toBe(1);
  });

  it('refuses a client of another company, whatever the privilege', async () => {
    const world = gateway.backend.world;
    const user = world.companyUsers.find((u) => u.email === 'limitado@empresa.demo.cl')!;
    const foreign = world.companyServices.find((s) => s.business_line_id === 6 && !user.companies.includes(s.company_id))!;
    const answer = await gateway.gql(PAYMENTS, { c: foreign.client_cod }, limitado);
    expect(answer.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([['FORBIDDEN', NO_PRIVILEGE_MESSAGE]]);
    expect((answer.data as { viewer: { bulkPayments: unknown } | null } | null)?.viewer?.bulkPayments ?? null).toBeNull();
  });

  it('keeps a write from the backend until the privilege is checked: a payment for a client it cannot pay is never asked', async () => {
    const world = gateway.backend.world;
    const user = world.companyUsers.find((u) => u.email === 'limitado@empresa.demo.cl')!;
    const foreign = world.companyServices.find((s) => s.business_line_id === 6 && !user.companies.includes(s.company_id))!;
    const answer = await gateway.gql(
      'mutation ($c: String!) { payBulkDebt(clientCode: $c, billNumbers: ["1"]) { outcome } }',
      { c: foreign.client_cod },
      limitado,
    );
    expect(answer.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([['FORBIDDEN', NO_PRIVILEGE_MESSAGE]]);
    expect(Object.keys(gateway.sandbox.calls.get())).toEqual(['/privileges/self_get']);
  });

  it('reads the privileges once for a query of several guarded blocks', async () => {
    const { code } = limitedClient();
    const both =
      'query ($c: String!) { viewer { bulkDebt(clientCode: $c) { items { billNumber } } bulkPayments(clientCode: $c) { emptyMessage } } }';
    await gateway.gql(both, { c: code }, funcionario);
    expect(gateway.sandbox.calls.get()['/privileges/self_get']).toBe(1);
  });

  it('does not ask a person for privileges', async () => {
    const bulk = gateway.backend.world.accounts.find((a) => a.line === 'housing')!;
    await gateway.gql(DEBT, { c: bulk.client_cod }, cliente);
    expect(gateway.sandbox.calls.get()['/privileges/self_get']).toBeUndefined();
  });
});

describe('/company/list in the sandbox', () => {
  it('lists a Funcionario only the clients it was granted something on, an Administrador every client of its companies (issue 38, item 7)', async () => {
    const list = async (email: string) => {
      const token = await gateway.signIn(email, { company: true });
      const answer = await gateway.transport(2000).call('/company/list', {}, { token });
      return (answer.data ?? []).flatMap((c) => (c.sap_clients ?? []).map((s) => s.client_cod)).sort();
    };
    const world = gateway.backend.world;
    const limited = world.companyUsers.find((u) => u.email === 'limitado@empresa.demo.cl')!;
    const granted = world.companyServices.filter((s) => (limited.privileges[String(s.id)] ?? []).length > 0).map((s) => s.client_cod);
    expect(await list('limitado@empresa.demo.cl')).toEqual(granted.sort());
    const admin = world.companyUsers.find((u) => u.email === 'admin@empresa.demo.cl')!;
    const all = world.companyServices.filter((s) => admin.companies.includes(s.company_id)).map((s) => s.client_cod);
    expect(await list('admin@empresa.demo.cl')).toEqual(all.sort());
  });
});
