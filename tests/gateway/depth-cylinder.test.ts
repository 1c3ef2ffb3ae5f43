import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CylinderOrderRecord } from '../../fixtures/areas/cylinder/model';
import type { FixtureBackend } from '../../fixtures/backend';
import { json } from '../../fixtures/core/context';
import { sandboxGateway } from '../support/gateway';
import { speakingSpec } from '../support/spec-speaking';
import { startWaveGateway, type WaveGateway, type WaveSession } from '../support/wave-gateway';

/**
 * Cilindro without chains (issue 44): the order's truck is located beside the order that names it when the client
 * names the truck it holds (`truckCode`, from the orders list), and a service's prices are asked beside the list that
 * names its commune when the client names the commune it holds (`commune`). The hint changes nothing else: a hint the
 * lookup does not agree with is set aside, its answer dropped even when the backend gives one, and the looked-up
 * value asked for.
 */
const gateway = sandboxGateway();

type World = FixtureBackend['world'];
const person = (world: World) => world.persons.find((p) => p.email === 'cliente@demo.cl')!;
const own = (world: World, test: (o: CylinderOrderRecord) => boolean) =>
  world.cylinderOrders.find((o) => person(world).linked.cylinder.includes(o.account) && test(o))!;
const onTheWay = (world: World) => own(world, (o) => o.state === 'Camino' && o.truck_code !== null);
/** a truck that is not this order's: another of the person's orders, another person's */
const otherTrucks = (world: World, order: CylinderOrderRecord) => [
  own(world, (o) => o.truck_code !== null && o.truck_code !== order.truck_code).truck_code!,
  world.cylinderOrders.find((o) => !person(world).linked.cylinder.includes(o.account) && o.state === 'Camino' && o.truck_code)!.truck_code!,
];
const serviceOf = (world: World, order: CylinderOrderRecord) => world.accounts.find((a) => a.id === order.account)!;

const DETAIL = `query ($n: String!, $c: String, $t: String) { viewer {
  cylinderOrder(orderNumber: $n, clientCode: $c) { orderNumber state truckCode }
  cylinderTruckPosition(orderNumber: $n, clientCode: $c, truckCode: $t) { latitude longitude } } }`;
const PRICES = `query ($c: String!, $m: String) { viewer { cylinderPrices(clientCode: $c, commune: $m) {
  prices { typeCode price } city region emptyMessage } } }`;

/** a session of its own for each request compared: a session's reads are shared for a few seconds (session-reads.ts) */
const session = () => gateway.signIn('cliente@demo.cl');

/** The backend answering any truck's position, as one that does not check whose truck it is would. */
function laxCoordinates(backend: FixtureBackend, truck: string) {
  const original = backend.dispatch;
  backend.dispatch = async (request) =>
    request.path === '/cylinder/order_coordinates' && request.body.truck_code === truck
      ? json({ status: 'ok', data: { latitude: -20.2, longitude: -70.1 } })
      : original.call(backend, request);
  return () => void (backend.dispatch = original);
}

async function sent(query: string, variables: Record<string, unknown>, path: string, key: string) {
  const spoken = speakingSpec(gateway.backend, path);
  try {
    const answer = await gateway.gql<{ viewer: Record<string, unknown> }>(query, variables, await session());
    return { answer, asked: spoken.bodies.map((body) => body[key]) };
  } finally {
    spoken.restore();
  }
}

describe("an order's truck named by the client", () => {
  const located = (order: CylinderOrderRecord, truck?: string) =>
    sent(
      DETAIL,
      { n: order.orderNumber, c: serviceOf(gateway.backend.world, order).client_cod, t: truck },
      '/cylinder/order_coordinates',
      'truck_code',
    );

  it('gives the same answer as without it, the truck asked once', async () => {
    const order = onTheWay(gateway.backend.world);
    const without = await located(order);
    const named = await located(order, order.truck_code!);
    expect(without.answer.errors).toBeUndefined();
    expect(without.answer.data!.viewer.cylinderTruckPosition).not.toBeNull();
    expect(named.answer).toEqual(without.answer);
    expect(named.asked).toEqual([order.truck_code]);
    expect(without.asked).toEqual([order.truck_code]);
  });

  it("sets another truck aside for the order's own, its answer dropped even when the backend gives one", async () => {
    const order = onTheWay(gateway.backend.world);
    const without = await located(order);
    for (const wrong of [...otherTrucks(gateway.backend.world, order), 'NO-EXISTE']) {
      const restore = laxCoordinates(gateway.backend, wrong);
      try {
        const named = await located(order, wrong);
        expect(named.answer, wrong).toEqual(without.answer);
        expect(named.asked, wrong).toEqual([wrong, order.truck_code]);
      } finally {
        restore();
      }
    }
  });

  it("locates no truck of an order that is not the person's, whatever truck is named", async () => {
    const world = gateway.backend.world;
    const theirs = world.cylinderOrders.find((o) => !person(world).linked.cylinder.includes(o.account) && o.truck_code)!;
    const restore = laxCoordinates(gateway.backend, theirs.truck_code!);
    try {
      const { answer } = await located(theirs, theirs.truck_code!);
      expect(answer.data?.viewer.cylinderTruckPosition ?? null).toBeNull();
      expect(answer.errors?.map((e) => e.extensions?.code)).toContain('FORBIDDEN');
    } finally {
      restore();
    }
  });
});

describe("a service's prices with its commune named by the client", () => {
  const priced = (clientCode: string, commune?: string) => sent(PRICES, { c: clientCode, m: commune }, '/cylinder/get_prices', 'comuna');

  it('gives the same answer as without it, the prices asked once', async () => {
    const service = serviceOf(gateway.backend.world, onTheWay(gateway.backend.world));
    const without = await priced(service.client_cod);
    const named = await priced(service.client_cod, service.city);
    expect(without.answer.errors).toBeUndefined();
    expect(named.answer).toEqual(without.answer);
    expect(named.asked).toEqual([service.city]);
    expect(without.asked).toEqual([service.city]);
  });

  it("sets another commune aside for the service's own", async () => {
    const service = serviceOf(gateway.backend.world, onTheWay(gateway.backend.world));
    const without = await priced(service.client_cod);
    for (const wrong of ['Punta Arenas', '']) {
      const named = await priced(service.client_cod, wrong);
      expect(named.answer, wrong).toEqual(without.answer);
      expect(named.asked, wrong).toEqual(wrong ? [wrong, service.city] : [service.city]);
    }
  });

  it("refuses another person's service with its own commune, as without it", async () => {
    const world = gateway.backend.world;
    const theirs = world.accounts.find((a) => a.line === 'cylinder' && !person(world).linked.cylinder.includes(a.id))!;
    const { answer } = await priced(theirs.client_cod, theirs.city);
    expect(answer.data?.viewer.cylinderPrices ?? null).toBeNull();
    expect(answer.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([['FORBIDDEN', 'El cliente no está asociado a la cuenta']]);
  });
});

describe('the backend latencies a cylinder screen waits for', () => {
  let waves: WaveGateway;
  let who: WaveSession;
  const post = (query: string, variables: Record<string, unknown>) => waves.ask(who, query, variables);
  const sorted = () => waves.waves.waves().map((wave) => [...wave].sort());

  beforeAll(async () => {
    waves = await startWaveGateway();
    who = await waves.signIn('cliente@demo.cl');
  });
  afterAll(() => waves.close());

  it('the order and its truck: one with the truck named (the order beside the position), two without', async () => {
    const order = onTheWay(waves.backend.world);
    const variables = { n: order.orderNumber, c: serviceOf(waves.backend.world, order).client_cod };
    expect((await post(DETAIL, variables)).errors).toBeUndefined();
    expect(sorted()).toEqual([['/cylinder/order_detail'], ['/cylinder/order_coordinates']]);
    expect((await post(DETAIL, { ...variables, t: order.truck_code })).errors).toBeUndefined();
    expect(sorted()).toEqual([['/cylinder/order_coordinates', '/cylinder/order_detail']]);
  });

  it('the prices: one with the commune named (the list beside the prices), two without', async () => {
    const service = serviceOf(waves.backend.world, onTheWay(waves.backend.world));
    expect((await post(PRICES, { c: service.client_cod })).errors).toBeUndefined();
    expect(waves.waves.depth()).toBe(2);
    expect((await post(PRICES, { c: service.client_cod, m: service.city })).errors).toBeUndefined();
    expect(waves.waves.depth()).toBe(1);
  });
});
