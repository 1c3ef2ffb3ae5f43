import { describe, expect, it } from 'vitest';
import { demoGateway } from '../support/demo-gateway';
import { sandboxGateway } from '../support/gateway';

/** The payment portal's stand-in (demo data, in-process): it shows what it was sent and its 'Pagar' pays the meter's debt. */
const demo = demoGateway();
const { gql, signIn } = demo;

describe('the payment portal stand-in', () => {
  it('lists what it was sent, escaped, with its Pagar form and a script served beside it', async () => {
    const response = await fetch(`${demo.url}/demo/portal-pagos`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ codCliente: '300123', email: 'a@b.cl', movil: '<b>9</b>', reposicion: '0' }).toString(),
    });
    const html = await response.text();
    expect(html).toContain('<th scope="row">codCliente</th><td>300123</td>');
    expect(html).toContain('&#60;b&#62;9&#60;/b&#62;');
    expect(html).not.toContain('<b>9</b>');
    expect(html).toContain('data-cliente="300123"');
    expect(html).toContain('<script src="/demo/portal-pagos.js" defer></script>');
    const script = await fetch(`${demo.url}/demo/portal-pagos.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('payMeterDebtInDemo');
  });

  it("pays the meter's debt: the debt and the menu's debt flag change, and someone else's meter is refused", async () => {
    const token = await signIn('cliente@demo.cl');
    const cliente = demo.backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!;
    const code = demo.backend.world.accounts.find((a) => a.id === cliente.linked.meter[0])!.contract_cod!;
    const debt = () =>
      gql<{ viewer: { user: { hasDebt: boolean }; meter: { debt: { amount: number; documents: unknown[] } } } }>(
        'query($c: String!) { viewer { user { hasDebt } meter(contractCode: $c) { debt { amount documents { billNumber } } } } }',
        { c: code },
        token,
      );
    const before = (await debt()).data.viewer;
    expect(before.user.hasDebt).toBe(true);
    expect(before.meter.debt.documents).toHaveLength(2);

    const vecino = demo.backend.world.persons.find((p) => p.email === 'vecino@demo.cl')!;
    const other = demo.backend.world.accounts.find((a) => a.id === vecino.linked.meter[0])!.contract_cod!;
    const refused = await gql<{ payMeterDebtInDemo: unknown }>(
      'mutation($c: String!) { payMeterDebtInDemo(contractCode: $c) { ok } }',
      { c: other },
      token,
    );
    expect(refused.errors).toBeDefined();

    const paid = await gql<{ payMeterDebtInDemo: { ok: boolean } }>(
      'mutation($c: String!) { payMeterDebtInDemo(contractCode: $c) { ok } }',
      { c: code },
      token,
    );
    expect(paid.data.payMeterDebtInDemo.ok).toBe(true);
    const after = (await debt()).data.viewer;
    expect(after.user.hasDebt).toBe(false);
    expect(after.meter.debt).toEqual({ amount: 0, documents: [] });
  });
});

describe('against a REST backend', () => {
  const rest = sandboxGateway();
  it('has no portal stand-in and pays nothing', async () => {
    const token = await rest.signIn('cliente@demo.cl');
    const answer = await rest.gql<{ payMeterDebtInDemo: { ok: boolean } }>(
      'mutation { payMeterDebtInDemo(contractCode: "1") { ok } }',
      {},
      token,
    );
    expect(answer.data!.payMeterDebtInDemo.ok).toBe(false);
    expect(rest.sandbox.calls.get()['/sandbox/meter/pay']).toBeUndefined();
  });
});

describe('the ordering portal stand-in', () => {
  it('shows, escaped, the fields a bulk order posts to it, and the app is told where it is', async () => {
    const response = await fetch(`${demo.url}/demo/portal-pedidos/pedidos/granel/info-cliente-sap-sucursal`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        tipo_servicio: 'GR',
        codigo_cliente: '4001',
        direccion: '<i>Colón 1711</i>',
        telefono: '912345678',
      }).toString(),
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Portal de pedidos de granel');
    expect(html).toContain('&#60;i&#62;Colón 1711&#60;/i&#62;');
    expect(html).not.toContain('<i>');
    const config = await gql<{ appConfig: { links: { orderingPortal: string } } }>('{ appConfig { links { orderingPortal } } }', {});
    expect(config.data.appConfig.links.orderingPortal).toBe('/demo/portal-pedidos');
  });
});
