import { describe, expect, it } from 'vitest';
import { createSingleFlight } from '../../gateway/backend/single-flight';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function setup() {
  const clock = { now: 0 };
  const flight = createSingleFlight<string>({ reuseMs: 10_000, now: () => clock.now });
  let calls = 0;
  const pending: Array<ReturnType<typeof deferred<string>>> = [];
  const call = () => {
    calls += 1;
    const next = deferred<string>();
    pending.push(next);
    return next.promise;
  };
  return { flight, clock, call, pending, calls: () => calls };
}

describe('single-flight calls', () => {
  it('makes one call for twenty callers with the same key at once, and gives each its answer', async () => {
    const { flight, call, pending, calls } = setup();
    const answers = Promise.all(Array.from({ length: 20 }, () => flight.run('t0', call)));
    expect(calls()).toBe(1);
    pending[0]!.resolve('t1');
    expect(await answers).toEqual(Array(20).fill('t1'));
  });

  it('keeps keys apart', async () => {
    const { flight, call, pending, calls } = setup();
    const a = flight.run('a', call);
    const b = flight.run('b', call);
    expect(calls()).toBe(2);
    pending[0]!.resolve('a1');
    pending[1]!.resolve('b1');
    expect([await a, await b]).toEqual(['a1', 'b1']);
  });

  it('gives a success again to the same key within the reuse window, then calls again', async () => {
    const { flight, clock, call, pending, calls } = setup();
    const first = flight.run('t0', call);
    pending[0]!.resolve('t1');
    await first;
    clock.now += 10_000;
    expect(await flight.run('t0', call)).toBe('t1');
    expect(calls()).toBe(1);
    clock.now += 1;
    void flight.run('t0', call);
    expect(calls()).toBe(2);
  });

  it('shares a failure with the callers in flight, but the next caller calls again', async () => {
    const { flight, call, pending, calls } = setup();
    const both = Promise.allSettled([flight.run('t0', call), flight.run('t0', call)]);
    pending[0]!.reject(new Error('refused'));
    expect((await both).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(flight.size).toBe(0);
    void flight.run('t0', call);
    expect(calls()).toBe(2);
  });

  it('forgets what it no longer reuses', async () => {
    const { flight, clock, call, pending } = setup();
    const first = flight.run('t0', call);
    pending[0]!.resolve('t1');
    await first;
    expect(flight.size).toBe(1);
    clock.now += 10_001;
    expect(flight.size).toBe(0);
  });
});
