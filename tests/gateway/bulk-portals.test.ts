import { describe, expect, it } from 'vitest';
import { catchBackendFailures } from '../support/console';
import { demoGateway } from '../support/demo-gateway';
import { sandboxGateway } from '../support/gateway';
import { chileDay } from '../../machines/rules/chile-time';

/**
 * Residential bulk's stand-ins (demo data, in-process): the ordering portal's 'Confirmar pedido' places the order in
 * the world, the payment portal's 'Pagar' pays the documents it was sent.
 */
const demo = demoGateway();
const { gql, signIn } = demo;

const PLACE = 'mutation($c: String!, $l: Int!) { placeBulkOrderInDemo(clientCode: $c, liters: $l) { ok message } }';
const cliente = () => demo.backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!;
const mineCode = () => demo.backend.world.accounts.find((a) => a.id === cliente().linked.housing[0])!.client_cod;
/** a bulk client that is not cliente's */
const strangerCode = () =>
  demo.backend.world.accounts.find((a) => a.line === 'housing' && !cliente().linked.housing.includes(a.id))!.client_cod;

describe('the bulk ordering portal stand-in', () => {
  it("offers 'Confirmar pedido' with the litres for a GR post, and serves its script beside it", async () => {
    const post = (fields: Record<string, string>) =>
      fetch(`${demo.url}/demo/portal-pedidos/pedidos/granel/info-cliente-sap-sucursal`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }).then((r) => r.text());
    const html = await post({
      tipo_servicio: 'GR',
      codigo_cliente: '<b>4001</b>',
      direccion: 'Colón 1711, Santiago',
      telefono: '912345678',
    });
    expect(html).toContain('Confirmar pedido');
    expect(html).toContain('name="litros" type="number"');
    expect(html).toContain('data-cliente="&#60;b&#62;4001&#60;/b&#62;"');
    expect(html).not.toContain('<b>');
    expect(await post({ codigo_cliente: '4001' })).not.toContain('Confirmar pedido');
    const script = await fetch(`${demo.url}/demo/portal-pedidos-granel.js`);
    expect(await script.text()).toContain('placeBulkOrderInDemo');
  });

  it('places the order, which then shows in the history; refuses another person’s client and litres out of range', async () => {
    const token = await signIn('cliente@demo.cl');
    const mine = mineCode();
    const history = () =>
      gql<{ viewer: { bulkOrders: { orders: Array<{ orderNumber: string; liters: number; state: string }> } } }>(
        'query($c: String!) { viewer { bulkOrders(clientCode: $c) { orders { orderNumber liters state } } } }',
        { c: mine },
        token,
      );
    const before = (await history()).data.viewer.bulkOrders.orders.map((o) => o.orderNumber);

    expect((await gql(PLACE, { c: strangerCode(), l: 300 }, token)).errors).toBeDefined();
    expect((await gql(PLACE, { c: mine, l: 10 }, token)).errors).toBeDefined();
    expect((await gql(PLACE, { c: mine, l: 300 })).errors).toBeDefined();

    const placed = await gql<{ placeBulkOrderInDemo: { ok: boolean; message: string } }>(PLACE, { c: mine, l: 340 }, token);
    expect(placed.data.placeBulkOrderInDemo.ok).toBe(true);
    const number = /Pedido N° (\d+)/.exec(placed.data.placeBulkOrderInDemo.message)![1]!;
    expect(before).not.toContain(number);
    const added = (await history()).data.viewer.bulkOrders.orders.find((o) => o.orderNumber === number);
    expect(added).toMatchObject({ liters: 340, state: 'REALIZADO' });
  });
});

const PAY = 'mutation($c: String!, $d: [String!]!) { payBulkDebtInDemo(clientCode: $c, billNumbers: $d) { ok message } }';
type Paid = { payBulkDebtInDemo: { ok: boolean; message: string | null } };

describe('the payment portal stand-in, for bulk documents', () => {
  const DEBT = 'query($c: String!) { viewer { bulkDebt(clientCode: $c) { items { billNumber } emptyMessage } } }';
  const PAYMENTS = 'query($c: String!) { viewer { bulkPayments(clientCode: $c) { documents { folioNumber paymentDate } } } }';
  type Debt = { viewer: { bulkDebt: { items: Array<{ billNumber: string }>; emptyMessage: string | null } } };

  it('offers Pagar for the documents it was sent, escaped, and its script pays bulk documents', async () => {
    const response = await fetch(`${demo.url}/demo/portal-pagos`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        codCliente: '4001',
        email: 'a@b.cl',
        movil: '9',
        cantidadDocumentos: '2',
        documentos: '11|<i>2</i>',
      }).toString(),
    });
    const html = await response.text();
    expect(html).toContain('data-cliente="4001" data-documentos="11|&#60;i&#62;2&#60;/i&#62;"');
    expect(html).not.toContain('<i>');
    const script = await (await fetch(`${demo.url}/demo/portal-pagos.js`)).text();
    expect(script).toContain('payBulkDebtInDemo');
  });

  it("pays the chosen documents: they leave the debt and show in the payments; refuses another's, unknown and paid ones", async () => {
    const token = await signIn('cliente@demo.cl');
    const mine = mineCode();
    const debt = async () => (await gql<Debt>(DEBT, { c: mine }, token)).data.viewer.bulkDebt.items.map((i) => i.billNumber);
    const owed = await debt();
    expect(owed.length).toBeGreaterThan(1);
    const [first, ...rest] = owed;

    const log = catchBackendFailures();
    expect((await gql<Paid>(PAY, { c: strangerCode(), d: [first] }, token)).errors).toBeDefined();
    expect((await gql<Paid>(PAY, { c: mine, d: ['no-such-bill'] }, token)).errors).toBeDefined();
    expect((await gql<Paid>(PAY, { c: mine, d: [] }, token)).errors).toBeDefined();
    expect((await gql<Paid>(PAY, { c: mine, d: ['x'.repeat(21)] }, token)).errors).toBeDefined();
    expect((await gql<Paid>(PAY, { c: mine, d: [first] })).errors).toBeDefined();
    expect(await debt()).toEqual(owed);
    // the unknown bill is the backend's 404; the others are refused before the backend
    expect(log.failures).toEqual(['NOT_FOUND /sandbox/bulk/pay']);

    const paid = await gql<Paid>(PAY, { c: mine, d: [first] }, token);
    expect(paid.data.payBulkDebtInDemo).toEqual({ ok: true, message: 'Pago registrado' });
    expect(await debt()).toEqual(rest);
    const payments = await gql<{ viewer: { bulkPayments: { documents: Array<{ folioNumber: string; paymentDate: string | null }> } } }>(
      PAYMENTS,
      { c: mine },
      token,
    );
    const today = chileDay();
    expect(payments.data.viewer.bulkPayments.documents.find((d) => d.folioNumber === first)?.paymentDate).toBe(today);

    const again = await gql<Paid>(PAY, { c: mine, d: [first, rest[0]] }, token);
    expect(again.data.payBulkDebtInDemo).toEqual({ ok: false, message: 'Una de las deudas seleccionadas ya ha sido pagada' });
    expect(await debt()).toEqual(rest);
  });
});

describe('against a REST backend (the http transport)', () => {
  const rest = sandboxGateway();
  it('has no ordering stand-in and places nothing', async () => {
    const token = await rest.signIn('cliente@demo.cl');
    const answer = await rest.gql<{ placeBulkOrderInDemo: { ok: boolean } }>(PLACE, { c: '1', l: 300 }, token);
    expect(answer.data!.placeBulkOrderInDemo.ok).toBe(false);
    expect(rest.sandbox.calls.get()['/sandbox/bulk/order']).toBeUndefined();
  });

  it('has no payment stand-in and pays nothing', async () => {
    const token = await rest.signIn('cliente@demo.cl');
    const answer = await rest.gql<Paid>(PAY, { c: '1', d: ['1'] }, token);
    expect(answer.data!.payBulkDebtInDemo.ok).toBe(false);
    expect(rest.sandbox.calls.get()['/sandbox/bulk/pay']).toBeUndefined();
  });
});
