import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxGateway } from '../support/gateway';
import { speakingSpec } from '../support/spec-speaking';
import { startWaveGateway, type WaveGateway, type WaveSession } from '../support/wave-gateway';

/**
 * Historial de Lectura asks by the meter's contract alone (issue 44): the gateway finds the meter's client id, which
 * the reading-request check needs, in the user's meters. The client id the screen holds (the cached meter list, on a
 * click) rides as a hint, asked beside that lookup: one backend latency instead of two. A wrong or foreign id is never
 * answered: the listed one is asked instead, and the answer is the one without the hint.
 */
const READINGS = `query ($k: String!, $c: Int, $f: String!, $t: String!) { viewer {
  meter(contractCode: $k) { id readings(from: $f, to: $t) { month value } readingChart { month consumption } }
  canRequestReading(clientId: $c, contractCode: $k) } }`;

const monthsAgo = (months: number) => {
  const day = new Date();
  day.setUTCDate(1);
  day.setUTCMonth(day.getUTCMonth() - months);
  return day.toISOString().slice(0, 7);
};
const RANGE = { f: monthsAgo(11), t: monthsAgo(1) };

describe('the backend latencies Historial de Lectura waits for', () => {
  let gateway: WaveGateway;
  let cliente: WaveSession;
  const meters = () => {
    const world = gateway.backend.world;
    const person = world.persons.find((p) => p.email === 'cliente@demo.cl')!;
    return person.linked.meter.map((id) => world.accounts.find((a) => a.id === id)!);
  };

  beforeAll(async () => {
    gateway = await startWaveGateway();
    cliente = await gateway.signIn('cliente@demo.cl');
    // the request catalogue's type ids are reference data, kept by the gateway once read
    await gateway.ask(cliente, READINGS, { k: meters()[0]!.contract_cod, ...RANGE });
  });
  afterAll(() => gateway.close());

  it('one with the client id named, the lookup beside the check; two without it', async () => {
    const [meter] = meters();
    const named = await gateway.ask(await gateway.signIn('cliente@demo.cl'), READINGS, { k: meter!.contract_cod, c: meter!.id, ...RANGE });
    expect(named.errors).toBeUndefined();
    expect(gateway.waves.depth()).toBe(1);
    const bare = await gateway.ask(await gateway.signIn('cliente@demo.cl'), READINGS, { k: meter!.contract_cod, ...RANGE });
    expect(bare.errors).toBeUndefined();
    expect(bare.data).toEqual(named.data);
    expect(gateway.waves.waves().at(-1)).toEqual(['/request/type/get']);
    expect(gateway.waves.depth()).toBe(2);
  });
});

describe('the client id Historial de Lectura names', () => {
  const gateway = sandboxGateway();
  const world = () => gateway.backend.world;
  const ownMeters = () => {
    const person = world().persons.find((p) => p.email === 'cliente@demo.cl')!;
    return person.linked.meter.map((id) => world().accounts.find((a) => a.id === id)!);
  };
  const foreignMeter = () => {
    const own = new Set(world().persons.find((p) => p.email === 'cliente@demo.cl')!.linked.meter);
    return world().accounts.find((a) => a.contract_cod && !own.has(a.id) && world().persons.some((p) => p.linked.meter.includes(a.id)))!;
  };

  /** the readings as the screen asks them, in a session of its own, and the client ids the reading check was asked for */
  async function asked(contractCode: string, clientId?: number) {
    const token = await gateway.signIn('cliente@demo.cl');
    const spoken = speakingSpec(gateway.backend, '/request/type/get');
    try {
      const answer = await gateway.gql<{ viewer: { canRequestReading: boolean | null } }>(
        READINGS,
        { k: contractCode, c: clientId, ...RANGE },
        token,
      );
      return { answer, ids: spoken.bodies.map((body) => body.client_id) };
    } finally {
      spoken.restore();
    }
  }

  it("is asked once when it is the meter's", async () => {
    const [meter] = ownMeters();
    const named = await asked(meter!.contract_cod!, meter!.id);
    expect(named.answer.errors).toBeUndefined();
    expect(named.ids).toEqual([meter!.id]);
    expect(named.answer).toEqual((await asked(meter!.contract_cod!)).answer);
  });

  it("is set aside for the meter's own when it is another meter's or another person's, its answer dropped", async () => {
    const [meter, other] = ownMeters();
    const without = await asked(meter!.contract_cod!);
    expect(without.ids).toEqual([meter!.id]);
    for (const wrong of [other!.id, foreignMeter().id, 999_999]) {
      const named = await asked(meter!.contract_cod!, wrong);
      expect(named.answer, String(wrong)).toEqual(without.answer);
      expect(named.ids, String(wrong)).toEqual([wrong, meter!.id]);
    }
  });

  it("answers null for a contract that is not one of the user's meters, whatever the id named", async () => {
    const foreign = foreignMeter();
    const named = await asked(foreign.contract_cod!, foreign.id);
    expect(named.answer.data?.viewer.canRequestReading ?? null).toBeNull();
  });
});
