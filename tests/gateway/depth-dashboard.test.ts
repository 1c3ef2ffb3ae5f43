import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD } from '../../client/features/dashboard/api';
import { startWaveGateway, type WaveGateway, type WaveSession } from '../support/wave-gateway';

/**
 * The dashboard's cards need each vehicle's plate and each industrial client's code, which only the lists answer:
 * its first load waits for two backend latencies. The gateway remembers what the session's last lists named
 * (gateway/session-hints.ts) and asks for the cards beside the lists from then on: one latency. What is shown is
 * decided by the fresh list, as before; nothing is remembered across sessions (issue 44).
 */
const dashboard = print(DASHBOARD);
let gateway: WaveGateway;

beforeAll(async () => {
  gateway = await startWaveGateway();
});
afterAll(() => gateway?.close());

type Dashboard = { viewer: { services: { autogas: Array<{ patent: string }> | null } | null } };

const ask = (session: WaveSession) => gateway.ask<Dashboard>(session, dashboard);

describe.each([
  ['a person', 'cliente@demo.cl', 'PERSON'],
  ['a company user', 'funcionario@empresa.demo.cl', 'COMPANY'],
] as const)("%s's dashboard", (_, email, kind) => {
  it('waits for two backend latencies at its first load, one at the next, with the same answer', async () => {
    const session = await gateway.signIn(email, kind);
    const first = await ask(session);
    expect(first.errors).toBeUndefined();
    expect(gateway.waves.depth()).toBe(2);
    const second = await ask(session);
    expect(gateway.waves.depth()).toBe(1);
    expect(second).toEqual(first);
  });

  it('remembers nothing for another session of the same user', async () => {
    await ask(await gateway.signIn(email, kind));
    await ask(await gateway.signIn(email, kind));
    expect(gateway.waves.depth()).toBe(2);
  });

  it('keeps what it remembered across a token refresh, and forgets it at logout', async () => {
    const session = await gateway.signIn(email, kind);
    await ask(session);
    const refreshed = await gateway.ask<{ refreshSession: { token: string } }>(session, 'mutation { refreshSession { token } }');
    const renewed = { ...session, token: refreshed.data!.refreshSession.token };
    await ask(renewed);
    expect(gateway.waves.depth()).toBe(1);
    await gateway.ask(renewed, 'mutation { logout }');
    const again = await gateway.signIn(email, kind);
    await ask(again);
    expect(gateway.waves.depth()).toBe(2);
  });
});

describe('a plate the list no longer names', () => {
  it('is never shown from what the session remembered: the fresh list decides', async () => {
    const session = await gateway.signIn('cliente@demo.cl');
    const before = await ask(session);
    const plates = before.data!.viewer.services!.autogas!.map((vehicle) => vehicle.patent);
    expect(plates.length).toBeGreaterThan(1);
    const person = gateway.backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!;
    const dropped = plates[0]!;
    const linked = person.linked.autogas;
    person.linked.autogas = linked.map((link) => ({ ...link, patents: link.patents.filter((patent) => patent !== dropped) }));
    try {
      const after = await ask(session);
      expect(after.errors).toBeUndefined();
      expect(after.data!.viewer.services!.autogas!.map((vehicle) => vehicle.patent)).toEqual(plates.slice(1));
      expect(JSON.stringify(after.data)).not.toContain(dropped);
    } finally {
      person.linked.autogas = linked;
    }
  });
});
