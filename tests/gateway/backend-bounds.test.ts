import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { BackendError } from '../../gateway/backend/errors';
import { createHttpTransport } from '../../gateway/backend/http';
import { catchBackendFailures } from '../support/console';
import { sandboxGateway } from '../support/gateway';

/** the breakers' clock: the cool-down passes when a test says so, not by waiting */
const clock = { now: 0 };
const COOL_DOWN_MS = 10_000;
const gateway = sandboxGateway({ http: { timeoutMs: 1_000, breaker: { failures: 3, coolDownMs: COOL_DOWN_MS, now: () => clock.now } } });
let token: string;
/** two more sessions of the same customer: the gateway shares a session's identical reads, never another session's */
let others: [string, string];

beforeAll(async () => {
  token = await gateway.signIn('cliente@demo.cl');
  others = [await gateway.signIn('cliente@demo.cl'), await gateway.signIn('cliente@demo.cl')];
});

const USER = '{ viewer { user { email } } }';
const METERS = '{ viewer { services { meter { id } } } }';
const UNAVAILABLE = 'En este momento no es posible obtener la información. Por favor intenta más tarde';

/** the code, the reason and the message of a query's first error; 'ok' when it had none */
async function outcome(query: string, as = token): Promise<string | { code?: string; reason?: string; message: string }> {
  const answer = await gateway.gql(query, {}, as);
  const error = answer.errors?.[0];
  return error ? { code: error.extensions?.code, reason: error.extensions?.reason, message: error.message } : 'ok';
}

const hang = () => gateway.sandbox.faults.add({ path: '/me', delayMs: 5_000 });

/** three queries that time out on /me open its breaker: three sessions', each its own call */
async function openTheBreaker() {
  hang();
  const answers = await Promise.all([outcome(USER), outcome(USER, others[0]), outcome(USER, others[1])]);
  for (const answer of answers) expect(answer).toEqual({ code: 'BACKEND_UNAVAILABLE', reason: 'TIMEOUT', message: UNAVAILABLE });
}

describe('a backend path that hangs', () => {
  it('is refused at once after three timeouts, without reaching the backend; other paths still answer', async () => {
    const log = catchBackendFailures();
    await openTheBreaker();
    gateway.sandbox.calls.reset();

    expect(await outcome(USER)).toEqual({ code: 'BACKEND_UNAVAILABLE', reason: 'CIRCUIT_OPEN', message: UNAVAILABLE });
    expect(await outcome(USER)).toMatchObject({ reason: 'CIRCUIT_OPEN' });
    expect(gateway.sandbox.calls.get()['/me']).toBeUndefined();
    expect(await outcome(METERS)).toBe('ok');
    expect(gateway.sandbox.calls.get()['/bussines_line/meter/list']).toBe(1);

    // the backend recovers; after the cool-down one probe goes, and its answer closes the breaker
    gateway.sandbox.faults.clear();
    clock.now += COOL_DOWN_MS;
    expect(await outcome(USER)).toBe('ok');
    // another session's read reaches the backend: the breaker is closed (this session's would take the kept answer)
    expect(await outcome(USER, others[0])).toBe('ok');
    expect(gateway.sandbox.calls.get()['/me']).toBe(2);
    // an open breaker's refusals make one line per path every 10 s, not one each
    expect(log.failures).toEqual(['TIMEOUT /me', 'TIMEOUT /me', 'TIMEOUT /me', 'CIRCUIT_OPEN /me']);
  });

  it('stays open for another cool-down when the probe times out too', async () => {
    const log = catchBackendFailures();
    await openTheBreaker();
    clock.now += COOL_DOWN_MS;
    gateway.sandbox.calls.reset();

    expect(await outcome(USER)).toMatchObject({ reason: 'TIMEOUT' });
    expect(await outcome(USER)).toMatchObject({ reason: 'CIRCUIT_OPEN' });
    expect(gateway.sandbox.calls.get()['/me']).toBe(1);

    gateway.sandbox.faults.clear();
    clock.now += COOL_DOWN_MS;
    expect(await outcome(USER)).toBe('ok');
    // the open breaker's line comes once per 10 s of real time: whether the previous test's line still stands for
    // this refusal depends on the machine's speed
    expect(log.failures.filter((failure) => !failure.startsWith('CIRCUIT_OPEN '))).toEqual(Array(4).fill('TIMEOUT /me'));
  });
});

describe("a GraphQL request's deadline", () => {
  // a request that started `ago` ms before, with a 1 s timeout per call and 1.5 s for all the request's calls
  const callStarted = async (ago: number) => {
    const transport = createHttpTransport({ baseUrl: gateway.sandbox.url, timeoutMs: 1_000, deadlineMs: 1_500 });
    try {
      await transport.call('/me', {}, { token, startedAt: Date.now() - ago });
      return 'ok';
    } catch (error) {
      if (error instanceof BackendError) return error.kind;
      throw error;
    }
  };

  it('sends no call once it has passed', async () => {
    gateway.sandbox.calls.reset();
    expect(await callStarted(1_500)).toBe('TIMEOUT');
    expect(gateway.sandbox.calls.get()['/me']).toBeUndefined();
  });

  it('gives a call only what is left of it, less than its own timeout', async () => {
    gateway.sandbox.faults.add({ path: '/me', delayMs: 800 });
    expect(await callStarted(1_400)).toBe('TIMEOUT');
  });
});

describe('the sockets to the backend', () => {
  it('are at most BACKEND_CONNECTIONS, kept open and shared by the calls beyond them', async () => {
    let sockets = 0;
    const backend = http.createServer((_, response) => {
      // each answer waits a little, so the calls overlap
      setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}'), 20);
    });
    backend.on('connection', () => (sockets += 1));
    await new Promise<void>((resolve) => backend.listen(0, resolve));
    try {
      const { port } = backend.address() as AddressInfo;
      const transport = createHttpTransport({ baseUrl: `http://localhost:${port}`, connections: 4 });
      const answers = await Promise.all(Array.from({ length: 60 }, () => transport.call('/me', {}, { token: 't' })));
      expect(answers).toHaveLength(60);
      expect(sockets).toBeLessThanOrEqual(4);
    } finally {
      backend.closeAllConnections();
      await new Promise((resolve) => backend.close(resolve));
    }
  });

  it('refuse a call at once, without sending it, when BACKEND_QUEUE calls already wait for one', async () => {
    const held: Array<() => void> = [];
    let received = 0;
    const backend = http.createServer((_, response) => {
      received += 1;
      held.push(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}'));
    });
    await new Promise<void>((resolve) => backend.listen(0, resolve));
    try {
      const { port } = backend.address() as AddressInfo;
      const transport = createHttpTransport({ baseUrl: `http://localhost:${port}`, connections: 2, queue: 3 });
      const outcome = (call: Promise<unknown>) =>
        call.then(
          () => 'ok',
          (error: unknown) => (error instanceof BackendError ? error.kind : 'other'),
        );
      // two on the sockets, three waiting
      const first = Array.from({ length: 5 }, () => outcome(transport.call('/me', {}, { token: 't' })));
      expect(await outcome(transport.call('/me', {}, { token: 't' }))).toBe('UNAVAILABLE');
      // the backend catches up: all five are answered, and the queue takes calls again
      const answerAll = setInterval(() => held.splice(0).forEach((answer) => answer()), 10);
      try {
        expect(await Promise.all(first)).toEqual(Array(5).fill('ok'));
        expect(await outcome(transport.call('/me', {}, { token: 't' }))).toBe('ok');
      } finally {
        clearInterval(answerAll);
      }
      expect(received).toBe(6);
    } finally {
      backend.closeAllConnections();
      await new Promise((resolve) => backend.close(resolve));
    }
  });

  it('let a call waiting for one give up at its timeout, while the calls on them go on', async () => {
    let answerFirst = () => {};
    const backend = http.createServer((_, response) => {
      answerFirst = () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    });
    await new Promise<void>((resolve) => backend.listen(0, resolve));
    try {
      const { port } = backend.address() as AddressInfo;
      const transport = createHttpTransport({ baseUrl: `http://localhost:${port}`, connections: 1, timeoutMs: 10_000, deadlineMs: 10_300 });
      let firstSettled = false;
      const first = transport.call('/me', {}, { token: 't' }).finally(() => (firstSettled = true));
      // a call of a request with 300 ms of its deadline left waits for the only socket
      const second = await transport.call('/me', {}, { token: 't', startedAt: Date.now() - 10_000 }).then(
        () => 'ok',
        (error: unknown) => (error instanceof BackendError ? error.kind : 'other'),
      );
      expect(second).toBe('TIMEOUT');
      expect(firstSettled).toBe(false);
      answerFirst();
      expect(await first).toEqual({ status: 'ok' });
    } finally {
      backend.closeAllConnections();
      await new Promise((resolve) => backend.close(resolve));
    }
  });
});
