import { beforeAll, describe, expect, it } from 'vitest';
import type { CylinderOrderRecord } from '../../fixtures/areas/cylinder/model';
import { GEOCODER_PATH } from '../../fixtures/backend';
import { REGIONS } from '../../fixtures/core/geo';
import { addressPoint } from '../../fixtures/core/places';
import { catchBackendFailures } from '../support/console';
import { sandboxGateway } from '../support/gateway';
import { speakingSpec } from '../support/spec-speaking';

const gateway = sandboxGateway();
let cliente: string;

beforeAll(async () => {
  cliente = await gateway.signIn('cliente@demo.cl');
});

const world = () => gateway.backend.world;
const person = () => world().persons.find((p) => p.email === 'cliente@demo.cl')!;
const account = () => world().accounts.find((a) => a.id === person().linked.cylinder[0])!;
const stranger = () => world().accounts.find((a) => a.line === 'cylinder' && !person().linked.cylinder.includes(a.id))!;
const strangerOrder = () => world().cylinderOrders.find((o) => o.account === stranger().id)!;
const order = (test: (o: CylinderOrderRecord) => boolean) => {
  const found = world().cylinderOrders.find((o) => person().linked.cylinder.includes(o.account) && test(o));
  if (!found) throw new Error('no such seeded order');
  return found;
};
const codeOf = (answer: { errors?: Array<{ extensions?: { code?: string } }> }) => answer.errors?.[0]?.extensions?.code;

const FIELDS = `orderNumber createdAt scheduledDate deliveredDate state stateLabel amount products { product quantity amount }
  productSummary address commune region clientCode truckCode canCancel isCanceled canClaim hasClaim`;
interface Order {
  orderNumber: string;
  createdAt: string | null;
  scheduledDate: string | null;
  deliveredDate: string | null;
  state: string;
  amount: number | null;
  products: Array<{ product: string; quantity: number; amount: number | null }>;
  productSummary: string;
  address: string;
  clientCode: string;
  truckCode: string | null;
  canCancel: boolean;
  isCanceled: boolean;
  canClaim: boolean;
  hasClaim: boolean;
}
const orders = (vars: Record<string, unknown>, token = cliente) =>
  gateway.gql<{ viewer: { cylinderOrders: { orders: Order[]; emptyMessage: string | null } | null } }>(
    `query($d: Int, $n: String) { viewer { cylinderOrders(days: $d, orderNumber: $n) { orders { ${FIELDS} } emptyMessage } } }`,
    vars,
    token,
  );
const detail = (number: string, clientCode?: string) =>
  gateway.gql<{ viewer: { cylinderOrder: Order | null } }>(
    `query($n: String!, $c: String) { viewer { cylinderOrder(orderNumber: $n, clientCode: $c) { ${FIELDS} } } }`,
    { n: number, c: clientCode },
    cliente,
  );
const truck = (number: string) =>
  gateway.gql<{ viewer: { cylinderTruckPosition: { latitude: number; longitude: number } | null } }>(
    'query($n: String!) { viewer { cylinderTruckPosition(orderNumber: $n) { latitude longitude } } }',
    { n: number },
    cliente,
  );
type Action = { outcome: string; message: string | null };
const cancel = (number: string, comment?: string) =>
  gateway.gql<{ cancelCylinderOrder: Action }>(
    'mutation($n: String!, $c: String) { cancelCylinderOrder(orderNumber: $n, comment: $c) { outcome message } }',
    { n: number, c: comment },
    cliente,
  );
const claim = (number: string, comment?: string) =>
  gateway.gql<{ claimCylinderOrder: Action }>(
    'mutation($n: String!, $c: String) { claimCylinderOrder(orderNumber: $n, comment: $c) { outcome message } }',
    { n: number, c: comment },
    cliente,
  );

/** how many days before now an order was placed */
const ageInDays = (o: { placedAt: number }) => (Date.now() - o.placedAt) / (24 * 3600_000);

describe('the cylinder orders', () => {
  it('lists the last 30 days by default, newest first, with their products and amounts', async () => {
    const list = (await orders({})).data!.viewer.cylinderOrders!;
    const recent = world().cylinderOrders.filter((o) => o.account === account().id && ageInDays(o) <= 30);
    expect(list.orders.map((o) => o.orderNumber).sort()).toEqual(recent.map((o) => o.orderNumber).sort());
    expect(new Set(list.orders.map((o) => o.state))).toEqual(new Set(['CAMINO', 'ENTREGADO', 'ANULADO', 'PROBLEMA']));
    const created = list.orders.map((o) => o.createdAt!);
    expect([...created].sort().reverse()).toEqual(created);
    const first = list.orders[0]!;
    expect(first.products.length).toBeGreaterThan(0);
    expect(first.amount).toBe(first.products.reduce((sum, p) => sum + (p.amount ?? 0), 0));
    expect(first.productSummary).toMatch(/^\d+ × Cilindro \d+ kg/);
  });

  it('keeps orders at most the period old, and finds one by its exact number', async () => {
    const year = (await orders({ d: 365 })).data!.viewer.cylinderOrders!.orders;
    expect(year.length).toBe(world().cylinderOrders.filter((o) => o.account === account().id && ageInDays(o) <= 365).length);
    const wanted = order((o) => Math.round(ageInDays(o)) === 120);
    const found = (await orders({ n: wanted.orderNumber })).data!.viewer.cylinderOrders!;
    expect(found.orders.map((o) => o.orderNumber)).toEqual([wanted.orderNumber]);
    expect((await orders({ n: wanted.orderNumber.slice(0, 4) })).data!.viewer.cylinderOrders!.orders).toEqual([]);
  });

  it("gives the server's message only when there are no orders at all", async () => {
    const none = await gateway.signIn('vecino@demo.cl');
    const list = (await orders({}, none)).data!.viewer.cylinderOrders!;
    expect(list).toEqual({ orders: [], emptyMessage: 'No se registran pedidos de cilindros' });
    expect((await orders({ n: '1' })).data!.viewer.cylinderOrders!.emptyMessage).toBeNull();
  });

  it('fails the block, not the screen, when the backend fails', async () => {
    gateway.sandbox.faults.add({ path: '/cylinder/order_search', status: 503 });
    const log = catchBackendFailures();
    const answer = await orders({});
    expect(answer.data!.viewer.cylinderOrders).toBeNull();
    expect(codeOf(answer)).toBe('BACKEND_UNAVAILABLE');
    expect(log.failures).toEqual(['UNAVAILABLE /cylinder/order_search']);
  });
});

describe('the delivery address on the truck map', () => {
  const place = (number: string) =>
    gateway.gql<{ viewer: { cylinderOrder: { location: { latitude: number; longitude: number } | null } | null } }>(
      'query($n: String!) { viewer { cylinderOrder(orderNumber: $n) { location { latitude longitude } } } }',
      { n: number },
      cliente,
    );
  const asked = () => gateway.sandbox.calls.get()[GEOCODER_PATH] ?? 0;

  it('is placed by the maps service, asked once per address; a failure is told as not found and asked again', async () => {
    const onTheWay = order((o) => o.state === 'Camino');
    gateway.sandbox.faults.add({ path: GEOCODER_PATH, status: 503, times: 1 });
    expect((await place(onTheWay.orderNumber)).data!.viewer.cylinderOrder).toEqual({ location: null });
    expect(asked()).toBe(1);

    const destination = addressPoint(account())!;
    for (let poll = 0; poll < 3; poll += 1) {
      const location = (await place(onTheWay.orderNumber)).data!.viewer.cylinderOrder!.location!;
      expect(location.latitude).toBeCloseTo(destination.lat, 6);
      expect(location.longitude).toBeCloseTo(destination.lng, 6);
    }
    // the failure was not kept; the answer was, for every later poll and every order at the address
    expect(asked()).toBe(2);
    await place(order((o) => o.state === 'Entregado').orderNumber);
    expect(asked()).toBe(2);
  });

  it('is not asked for when the order list or the detail leave the map out', async () => {
    await orders({ d: 365 });
    await detail(order((o) => o.state === 'Camino').orderNumber);
    expect(asked()).toBe(0);
  });
});

describe('one cylinder order and its truck', () => {
  it('details an order on its way, with the flags and the truck on its way to the address', async () => {
    const onTheWay = order((o) => o.state === 'Camino' && o.cancellable);
    const got = (await detail(onTheWay.orderNumber, account().client_cod)).data!.viewer.cylinderOrder!;
    expect(got).toMatchObject({ state: 'CAMINO', canCancel: true, canClaim: false, clientCode: account().client_cod, deliveredDate: null });
    // the region by its name, not the backend's code
    expect(REGIONS.map((region) => region.name)).toContain((got as Order & { region: string }).region);
    const at = (await truck(onTheWay.orderNumber)).data!.viewer.cylinderTruckPosition!;
    // it sets off a little north-west of the address and drives straight there
    const destination = addressPoint(account())!;
    expect(at.latitude).toBeGreaterThanOrEqual(destination.lat);
    expect(at.latitude).toBeLessThanOrEqual(destination.lat + 0.006);
    expect(at.longitude).toBeLessThanOrEqual(destination.lng);
  });

  it('has no truck for a delivered order, and a delivery date', async () => {
    const delivered = order((o) => o.state === 'Entregado');
    expect((await detail(delivered.orderNumber)).data!.viewer.cylinderOrder!.deliveredDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await truck(delivered.orderNumber)).data!.viewer.cylinderTruckPosition).toBeNull();
  });

  it("refuses another person's order number, and cliente's order under another's client code", async () => {
    const theirs = strangerOrder().orderNumber;
    for (const answer of [await detail(theirs), await detail(theirs, stranger().client_cod)]) {
      expect(answer.data!.viewer.cylinderOrder).toBeNull();
      expect(codeOf(answer)).toBe('FORBIDDEN');
    }
    const position = await truck(theirs);
    expect(position.data!.viewer.cylinderTruckPosition).toBeNull();
    expect(codeOf(position)).toBe('FORBIDDEN');
    const mine = order(() => true).orderNumber;
    expect(codeOf(await detail(mine, stranger().client_cod))).toBe('FORBIDDEN');
    expect(codeOf(await cancel(theirs))).toBe('FORBIDDEN');
    expect(codeOf(await claim(theirs))).toBe('FORBIDDEN');
    expect(strangerOrder().state).toBe('Camino');
    expect(strangerOrder().claims).toEqual([]);
  });

  it('is delivered by the world once its time has come', async () => {
    const onTheWay = order((o) => o.state === 'Camino' && o.cancellable && o.cancelComment === null);
    onTheWay.deliverAt = Date.now() - 1;
    const got = (await detail(onTheWay.orderNumber)).data!.viewer.cylinderOrder!;
    expect(got).toMatchObject({ state: 'ENTREGADO', canCancel: false, canClaim: false });
  });
});

describe('cancel and claim', () => {
  it('cancels an order on its way once, with the trimmed observation; it is then Anulado', async () => {
    const target = order((o) => o.state === 'Camino' && o.cancellable && o.cancelComment === null);
    expect((await cancel(target.orderNumber, '  me equivoqué ')).data!.cancelCylinderOrder).toEqual({
      outcome: 'SENT',
      message: 'Se ha enviado la solicitud de anulación del pedido.',
    });
    expect(target.cancelComment).toBe('me equivoqué');
    expect((await detail(target.orderNumber)).data!.viewer.cylinderOrder).toMatchObject({
      state: 'ANULADO',
      isCanceled: true,
      canCancel: false,
    });
    expect((await cancel(target.orderNumber)).data!.cancelCylinderOrder.outcome).toBe('ALREADY_REQUESTED');
  });

  it("claims a late order under the order's own client code", async () => {
    const late = order((o) => o.state === 'Camino' && !o.cancellable && o.claims.length === 0);
    expect((await detail(late.orderNumber)).data!.viewer.cylinderOrder!.canClaim).toBe(true);
    expect((await claim(late.orderNumber, ' sigo esperando ')).data!.claimCylinderOrder).toEqual({
      outcome: 'SENT',
      message: 'Informaremos al área de despacho para que tu pedido llegue a la brevedad',
    });
    expect(late.claims).toEqual(['sigo esperando']);
    expect((await detail(late.orderNumber)).data!.viewer.cylinderOrder!.hasClaim).toBe(true);
  });

  it('fails the cancellation as unavailable when the backend fails (the dialog then offers Reintentar)', async () => {
    gateway.sandbox.faults.add({ path: '/cylinder/order_cancel', status: 503 });
    const log = catchBackendFailures();
    const target = order((o) => o.state === 'Camino');
    const answer = await cancel(target.orderNumber);
    expect(answer.data?.cancelCylinderOrder ?? null).toBeNull();
    expect(codeOf(answer)).toBe('BACKEND_UNAVAILABLE');
    expect(log.failures).toEqual(['UNAVAILABLE /cylinder/order_cancel']);
  });

  it('refuses an observation longer than the limit before the backend', async () => {
    const target = order((o) => o.state === 'Camino');
    const answer = await claim(target.orderNumber, 'x'.repeat(501));
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
  });
});

describe('prices and discounts', () => {
  it("gives today's prices of the four formats with the service's city and region name", async () => {
    const answer = await gateway.gql<{
      viewer: { cylinderPrices: { prices: Array<{ typeCode: string; price: number }>; city: string; region: string } };
    }>(
      'query($c: String!) { viewer { cylinderPrices(clientCode: $c) { prices { typeCode type price } city region emptyMessage } } }',
      { c: account().client_cod },
      cliente,
    );
    const prices = answer.data!.viewer.cylinderPrices;
    expect(prices.prices.map((p) => p.typeCode)).toEqual(['05', '11', '15', '45']);
    expect(prices.prices.every((p) => p.price > 0)).toBe(true);
    expect(prices.city).toBe(account().city);
    expect(prices.region).not.toBe(account().region_cod);
    expect(gateway.sandbox.calls.get()['/cylinder/get_prices']).toBe(1);
  });

  it("gives the service's discounts", async () => {
    const answer = await gateway.gql<{
      viewer: { cylinderDiscounts: { discounts: Array<{ typeCode: string; discount: number; validUntil: string | null }> } };
    }>(
      'query($c: String!) { viewer { cylinderDiscounts(clientCode: $c) { discounts { typeCode type discount validUntil } emptyMessage } } }',
      { c: account().client_cod },
      cliente,
    );
    const discounts = answer.data!.viewer.cylinderDiscounts.discounts;
    expect(discounts.map((d) => [d.typeCode, d.discount])).toEqual([
      ['11', 2000],
      ['15', 3000],
    ]);
    expect(discounts[0]!.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(discounts[1]!.validUntil).toBeNull();
  });

  it("refuses another person's client code", async () => {
    for (const field of ['cylinderPrices(clientCode: $c) { city }', 'cylinderDiscounts(clientCode: $c) { emptyMessage }']) {
      const answer = await gateway.gql<{ viewer: Record<string, unknown> }>(
        `query($c: String!) { viewer { ${field} } }`,
        { c: stranger().client_cod },
        cliente,
      );
      expect(codeOf(answer)).toBe('FORBIDDEN');
    }
  });
});

describe('the demo ordering portal and the status-change notifications', () => {
  it('places an order in Camino that the world delivers, and tells the bell of the delivery once', async () => {
    const direct = gateway.transport(5000);
    const refused = await direct
      .call(
        '/sandbox/cylinder/place_order',
        { client_cod: account().client_cod, units: [{ type_code: '12', quantity: 1 }] },
        { token: cliente },
      )
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    const placed = await direct.call(
      '/sandbox/cylinder/place_order',
      {
        client_cod: account().client_cod,
        units: [
          { type_code: '15', quantity: 2 },
          { type_code: '05', quantity: 1 },
        ],
      },
      { token: cliente },
    );
    const number = placed.data!.order_number;
    const got = (await detail(number)).data!.viewer.cylinderOrder!;
    expect(got).toMatchObject({ state: 'CAMINO', canCancel: true });
    expect(got.products.map((p) => [p.product, p.quantity])).toEqual([
      ['Cilindro 15 kg', 2],
      ['Cilindro 5 kg', 1],
    ]);

    const bell = async () =>
      (
        await gateway.gql<{ viewer: { notifications: Array<{ description: string; path: string | null }> } }>(
          '{ viewer { notifications { description path } } }',
          {},
          cliente,
        )
      ).data!.viewer.notifications.filter((n) => n.description.includes(number));
    const check = () => gateway.gql('mutation { checkCylinderNotifications(firstTime: false) { ok } }', {}, cliente);
    await check();
    expect(await bell()).toEqual([]);
    world().cylinderOrders.find((o) => o.orderNumber === number)!.deliverAt = Date.now() - 1;
    await check();
    await check();
    expect(await bell()).toEqual([
      { description: `Tu pedido de cilindros N° ${number} fue entregado`, path: `/mis-servicios/cilindro/pedidos/${number}` },
    ]);
  });

  it('refuses to place an order for another person', async () => {
    const refused = await gateway
      .transport(5000)
      .call(
        '/sandbox/cylinder/place_order',
        { client_cod: stranger().client_cod, units: [{ type_code: '15', quantity: 1 }] },
        { token: cliente },
      )
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(world().cylinderOrders.filter((o) => o.account === stranger().id && Number(o.orderNumber) >= 40_000_000)).toEqual([]);
  });
});

describe("a cylinder service in spec 2 §3's shape (issue 37)", () => {
  it('is listed by its client_id alone, and its orders, detail and prices resolve with that id as its code', async () => {
    const a = account();
    const saved = a.client_cod;
    // a backend that knows the service by its client_id, written as SAP writes it (leading zeros)
    const clientId = `000${a.id}`;
    a.client_cod = clientId;
    const list = speakingSpec(gateway.backend, '/bussines_line/cylinder/list', (json) => {
      const answer = json as { status: string; data?: Array<Record<string, unknown>> };
      return {
        ...answer,
        // only what spec 2 §3 names for a cylinder service
        data: answer.data?.map((s) => ({
          client_id: s.client_id === a.id ? clientId : s.client_id,
          client_address: 'LOS ALERCES 120, depto. 34',
          client_city: s.client_city,
          client_region_cod: s.client_region_cod,
        })),
      };
    });
    const prices = speakingSpec(gateway.backend, '/cylinder/get_prices');
    try {
      const services = await gateway.gql<{ viewer: { services: { cylinder: unknown[] | null } } }>(
        '{ viewer { services { cylinder { id clientCode clientId address city holderName } } } }',
        {},
        cliente,
      );
      expect(services.errors).toBeUndefined();
      expect(services.data!.viewer.services.cylinder).toEqual([
        {
          id: `CYLINDER:${clientId}:${clientId}`,
          clientCode: clientId,
          clientId: a.id,
          address: 'LOS ALERCES 120, depto. 34',
          city: a.city,
          holderName: null,
        },
      ]);

      const priced = await gateway.gql<{ viewer: { cylinderPrices: { prices: Array<{ typeCode: string }>; city: string } | null } }>(
        'query($c: String!) { viewer { cylinderPrices(clientCode: $c) { prices { typeCode price } city region } } }',
        { c: clientId },
        cliente,
      );
      expect(priced.errors).toBeUndefined();
      expect(priced.data!.viewer.cylinderPrices!.prices.map((p) => p.typeCode)).toEqual(['05', '11', '15', '45']);
      expect(prices.bodies).toEqual([{ client_cod: clientId, comuna: a.city }]);

      const listed = await orders({ d: 365 });
      const mine = listed.data!.viewer.cylinderOrders!.orders;
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((o) => o.clientCode === clientId)).toBe(true);
      const one = await detail(mine[0]!.orderNumber, clientId);
      expect(one.errors).toBeUndefined();
      expect(one.data!.viewer.cylinderOrder).toMatchObject({ orderNumber: mine[0]!.orderNumber, clientCode: clientId });
    } finally {
      prices.restore();
      list.restore();
      a.client_cod = saved;
    }
  });
});
