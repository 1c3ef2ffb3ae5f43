import type { Transport } from '../../gateway/backend/transport';

export interface WaveTransport {
  transport: Transport;
  /** starts counting for the next GraphQL request */
  reset(): void;
  /** the backend latencies the calls since reset() took end to end: how many waves they were released in */
  depth(): number;
  /** the REST paths of each wave since reset(), in the order the gateway made them (a chain's links, wave by wave) */
  waves(): string[][];
}

/** A few turns of the event loop: every call the answers of a wave lead to, without waiting on another, has started by then. */
async function quiet(): Promise<void> {
  for (let turn = 0; turn < 4; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * A transport that holds each call until the gateway has started every call it can without waiting for an answer,
 * then lets them all through at once: a wave. The number of waves a request needs is its backend depth, the latencies
 * a user waits for against a real backend, counted without a clock.
 */
export function createWaveTransport(inner: Transport): WaveTransport {
  let held: Array<{ path: string; run: () => void }> = [];
  let releasing = false;
  let released: string[][] = [];

  async function release() {
    let seen = -1;
    while (seen !== held.length) {
      seen = held.length;
      await quiet();
    }
    const wave = held;
    held = [];
    releasing = false;
    released.push(wave.map((call) => call.path));
    for (const call of wave) call.run();
  }

  function hold<T>(path: string, run: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      held.push({
        path,
        run: () => {
          run().then(resolve, reject);
        },
      });
      if (!releasing) {
        releasing = true;
        void release();
      }
    });
  }

  return {
    transport: {
      name: inner.name,
      call: (path, payload, options) => hold(path, () => inner.call(path, payload, options)),
      binary: (path, params, options) => hold(path, () => inner.binary(path, params, options)),
      download: (path, fields, options) => hold(path, () => inner.download(path, fields, options)),
    },
    reset: () => {
      released = [];
    },
    depth: () => released.length,
    waves: () => released.map((wave) => [...wave]),
  };
}
