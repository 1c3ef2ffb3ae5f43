import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFixtureBackend, type FixtureBackend } from '../../fixtures/backend';
import { demoWorldOf } from '../../fixtures/demo-world';
import { startSandbox, type Sandbox } from '../../fixtures/server';
import { createHttpTransport } from '../../gateway/backend/http';
import { createInprocessTransport } from '../../gateway/backend/inprocess';
import type { Transport } from '../../gateway/backend/transport';
import { readConfig } from '../../gateway/config';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { catchBackendFailures } from '../support/console';
import { DEMO_PASSWORD, type GraphQLAnswer } from '../support/gateway';

/**
 * Issue 43, item 4: the demo panel's 'Demora mayor al tiempo de espera' for the next call, or the next 3, made no
 * call time out: the one it hit was answered late and went through. Every call it hits times out, and a write it
 * hits is never made. The gateway's backend timeout is short here, so nothing waits for long.
 */
const TIMEOUT_MS = 100;
const WRITE = '/person/profile/update';
const PROFILE = { name: 'Camila', lastName: 'Fuentes Soto', notificationCheck: true, syncSecondAccount: false };

/** The fixture backend, with every call it is sent kept, so a test can wait for the late ones to be answered. */
function watched(backend: FixtureBackend): { backend: FixtureBackend; answered(): Promise<unknown> } {
  const pending: Array<Promise<unknown>> = [];
  return {
    backend: Object.assign(Object.create(backend) as FixtureBackend, {
      dispatch: (request: Parameters<FixtureBackend['dispatch']>[0]) => {
        const answer = backend.dispatch(request);
        pending.push(answer);
        return answer;
      },
    }),
    answered: () => Promise.all(pending),
  };
}

function scenario(name: string, start: (backend: FixtureBackend) => Promise<{ gateway: RunningGateway; stop(): Promise<void> }>) {
  describe(name, () => {
    let world: FixtureBackend;
    let answered: () => Promise<unknown>;
    let running: { gateway: RunningGateway; stop(): Promise<void> };
    let token: string;

    const gql = async <T>(query: string, variables: Record<string, unknown> = {}, bearer?: string): Promise<GraphQLAnswer<T>> => {
      const response = await fetch(`${running.gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphQLAnswer<T>;
    };
    const savePhone = (phone: string) =>
      gql<{ updateProfile: { ok: boolean; message: string | null } | null }>(
        'mutation($i: ProfileInput!) { updateProfile(input: $i) { ok message } }',
        { i: { ...PROFILE, phone } },
        token,
      );
    const phoneInWorld = () => world.world.persons.find((p) => p.email === 'cliente@demo.cl')?.phone;

    beforeAll(async () => {
      world = createFixtureBackend({ file: null, faults: [] });
      const seen = watched(world);
      answered = seen.answered;
      running = await start(seen.backend);
      const login = await gql<{ login: { session: { token: string } | null } }>(
        'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { session { token } } }',
        { e: 'cliente@demo.cl', p: DEMO_PASSWORD },
      );
      token = login.data!.login.session!.token;
      // the profile update reads the user first: with it read now, the fault meets the write alone
      await savePhone('900000000');
    });
    afterAll(() => running.stop());
    beforeEach(() => world.faults.clear());

    it.each([1, 3])('a timeout for the next %i call(s): each times out, none is written, and the next goes through', async (times) => {
      const log = catchBackendFailures();
      const added = await gql<{ demoAddFault: { faults: Array<{ kind: string; times: number | null }> } }>(
        'mutation($p: String!, $t: Int!) { demoAddFault(fault: { kind: TIMEOUT, path: $p, times: $t }) { faults { kind times } } }',
        { p: WRITE, t: times },
      );
      if (added.errors) expect(added.errors[0]?.extensions?.code).toBe('FORBIDDEN');
      // against a real backend the panel is refused: the sandbox's own control sets the same fault
      else expect(added.data!.demoAddFault.faults).toEqual([{ kind: 'TIMEOUT', times }]);
      if (added.errors) world.faults.add({ path: WRITE, delayMs: TIMEOUT_MS + 1000, times });
      const before = phoneInWorld();

      for (let call = 1; call <= times; call += 1) {
        const answer = await savePhone(`91111000${call}`);
        expect(answer.data?.updateProfile ?? null, `call ${call}`).toBeNull();
        expect(answer.errors?.[0]?.extensions, `call ${call}`).toEqual({ code: 'BACKEND_UNAVAILABLE', reason: 'TIMEOUT' });
      }
      // the held calls are over: none of them was written, late or not
      await answered();
      expect(phoneInWorld()).toBe(before);
      expect(log.failures).toEqual(Array.from({ length: times }, () => `TIMEOUT ${WRITE}`));

      expect((await savePhone('922223333')).data?.updateProfile?.ok).toBe(true);
      expect(phoneInWorld()).toBe('922223333');
      expect(world.faults.list()).toEqual([]);
    });
  });
}

scenario('the demo (in-process transport)', async (backend) => {
  const config = readConfig({ DATA_SOURCE: 'fixtures', BACKEND_TIMEOUT_MS: String(TIMEOUT_MS) });
  const transport: Transport = createInprocessTransport(backend, { timeoutMs: config.backendTimeoutMs });
  const gateway = await startGateway({ config, transport, demo: demoWorldOf(backend), staticDir: null }, 0);
  return { gateway, stop: () => gateway.close() };
});

scenario('the sandbox over HTTP (the same fault model)', async (backend) => {
  const sandbox: Sandbox = await startSandbox({ port: 0, backend });
  const config = readConfig({ DATA_SOURCE: 'rest', BACKEND_URL: sandbox.url });
  // the breaker stays closed through the 3 timeouts: each call meets the fault, none the breaker
  const transport = createHttpTransport({
    baseUrl: sandbox.url,
    timeoutMs: TIMEOUT_MS,
    breaker: { failures: 10 },
    chosenPaths: config.chosenPaths,
  });
  const gateway = await startGateway({ config, transport, demo: null, staticDir: null }, 0);
  return {
    gateway,
    stop: async () => {
      await gateway.close();
      await sandbox.close();
    },
  };
});
