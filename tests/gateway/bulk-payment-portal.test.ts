import { describe, expect, it } from 'vitest';
import { catchBackendFailures } from '../support/console';
import { demoGateway } from '../support/demo-gateway';

/**
 * Issue 43 item 16c and the bulk writes that fail: the payment portal's stand-in pays the bulk documents it was sent
 * (so the bulk payment story closes in the demo), and a write whose backend call fails is never answered as done.
 */
const demo = demoGateway();
const { gql, signIn } = demo;

const cliente = () => demo.backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!;
const account = (i: number) => demo.backend.world.accounts.find((a) => a.id === cliente().linked.housing[i])!;

const DEBT = 'query($c: String!) { viewer { bulkDebt(clientCode: $c) { items { billNumber } } } }';
const debt = async (code: string, token: string) =>
  (await gql<{ viewer: { bulkDebt: { items: Array<{ billNumber: string }> } } }>(DEBT, { c: code }, token)).data.viewer.bulkDebt.items.map(
    (i) => i.billNumber,
  );
const PAY =
  'mutation($c: String!, $d: [String!]!) { payBulkDebt(clientCode: $c, billNumbers: $d) { outcome message portal { url fields { name value } } } }';
const PAY_IN_DEMO = 'mutation($c: String!, $d: [String!]!) { payBulkDebtInDemo(clientCode: $c, billNumbers: $d) { ok message } }';
const PLACE_IN_DEMO = 'mutation($c: String!, $l: Int!) { placeBulkOrderInDemo(clientCode: $c, liters: $l) { ok message } }';

type Portal = { url: string; fields: Array<{ name: string; value: string }> };

describe("the payment portal's stand-in, for Detalle de Deuda's documents", () => {
  it("is posted what 'Pagar' sends, offers Pagar for those documents, and paying them clears them from the debt", async () => {
    const token = await signIn('cliente@demo.cl');
    const code = account(1).client_cod;
    const owed = await debt(code, token);
    expect(owed.length).toBeGreaterThan(0);
    const chosen = owed[0]!;

    // 'Pagar' on Detalle de Deuda: the portal's form
    const pay = await gql<{ payBulkDebt: { outcome: string; portal: Portal } }>(PAY, { c: code, d: [chosen] }, token);
    expect(pay.data.payBulkDebt.outcome).toBe('OPEN');
    const portal = pay.data.payBulkDebt.portal;
    const url = new URL(portal.url, demo.url);
    const page = await (
      await fetch(new URL(url.pathname, demo.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(portal.fields.map((f) => [f.name, f.value])).toString(),
      })
    ).text();
    expect(page).toContain(`data-cliente="${code}" data-documentos="${chosen}"`);
    expect(page).toContain('<button type="submit">Pagar</button>');

    // the stand-in's Pagar
    const paid = await gql<{ payBulkDebtInDemo: { ok: boolean } }>(PAY_IN_DEMO, { c: code, d: [chosen] }, token);
    expect(paid.data.payBulkDebtInDemo.ok).toBe(true);
    expect(await debt(code, token)).toEqual(owed.slice(1));
  });
});

describe('a failed bulk write is never answered as done', () => {
  it("the stand-in's payment: one failed call pays nothing and says it is not done; the next pays", async () => {
    const token = await signIn('cliente@demo.cl');
    const code = account(0).client_cod;
    const owed = await debt(code, token);
    const log = catchBackendFailures();
    demo.backend.faults.add({ path: '/sandbox/bulk/pay', status: 503, times: 1 });
    const failed = await gql<{ payBulkDebtInDemo: { ok: boolean } | null }>(PAY_IN_DEMO, { c: code, d: [owed[0]] }, token);
    expect(failed.data?.payBulkDebtInDemo?.ok ?? false).toBe(false);
    expect(log.failures.length).toBeGreaterThan(0);
    expect(await debt(code, token)).toEqual(owed);
    const paid = await gql<{ payBulkDebtInDemo: { ok: boolean } }>(PAY_IN_DEMO, { c: code, d: [owed[0]] }, token);
    expect(paid.data.payBulkDebtInDemo.ok).toBe(true);
  });

  it("'Pagar': one failed check of the portal opens no portal", async () => {
    const token = await signIn('cliente@demo.cl');
    const code = account(0).client_cod;
    const owed = await debt(code, token);
    catchBackendFailures();
    demo.backend.faults.add({ path: '/housing/can_pay', status: 503, times: 1 });
    const failed = await gql<{ payBulkDebt: { outcome: string; portal: Portal | null } | null }>(PAY, { c: code, d: [owed[0]] }, token);
    expect(failed.data?.payBulkDebt?.outcome ?? 'FAILED').not.toBe('OPEN');
    expect(failed.data?.payBulkDebt?.portal ?? null).toBeNull();
  });

  it("the ordering stand-in's order: one failed call places nothing and says it is not done", async () => {
    const token = await signIn('cliente@demo.cl');
    const code = account(0).client_cod;
    const before = demo.backend.world.bulkOrders.length;
    catchBackendFailures();
    demo.backend.faults.add({ path: '/sandbox/bulk/order', status: 503, times: 1 });
    const failed = await gql<{ placeBulkOrderInDemo: { ok: boolean } | null }>(PLACE_IN_DEMO, { c: code, l: 300 }, token);
    expect(failed.data?.placeBulkOrderInDemo?.ok ?? false).toBe(false);
    expect(demo.backend.world.bulkOrders).toHaveLength(before);
  });
});
