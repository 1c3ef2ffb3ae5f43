import type { Transport } from '../../gateway/backend/transport';

export interface WaveTransport {
  transport: Transport;
  /** starts counting for the next GraphQL request */
  reset(): void;
  /** the backend latencies the calls since reset() took end to end: how many waves they were released in */
  depth(): number;
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
  let held: Array<() => void> = [];
  let releasing = false;
  let waves = 0;

  async function release() {
    let seen = -1;
    while (seen !== held.length) {
      seen = held.length;
      await quiet();
    }
    const wave = held;
    held = [];
    releasing = false;
    waves += 1;
    for (const run of wave) run();
  }

  function hold<T>(run: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      held.push(() => {
        run().then(resolve, reject);
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
      call: (path, payload, options) => hold(() => inner.call(path, payload, options)),
      binary: (path, params, options) => hold(() => inner.binary(path, params, options)),
      download: (path, fields, options) => hold(() => inner.download(path, fields, options)),
    },
    reset: () => {
      waves = 0;
    },
    depth: () => waves,
  };
}
