/**
 * Calls that must happen once although several requests ask at the same time (a token refresh: a backend that
 * rotates refresh tokens refuses the second refresh of the same token). Callers with the same key share the
 * call in flight; a success is then given to the same key for `reuseMs` more (a caller whose answer was lost on
 * the way gets it again), a failure to nobody.
 */
export interface SingleFlightOptions {
  reuseMs: number;
  now?: () => number;
}

export interface SingleFlight<T> {
  run(key: string, call: () => Promise<T>): Promise<T>;
  /** keys held: in flight or reusable (tests) */
  readonly size: number;
}

export function createSingleFlight<T>({ reuseMs, now = Date.now }: SingleFlightOptions): SingleFlight<T> {
  const entries = new Map<string, { promise: Promise<T>; settledAt: number | null }>();

  function prune(): void {
    const t = now();
    for (const [key, entry] of entries) if (entry.settledAt !== null && t - entry.settledAt > reuseMs) entries.delete(key);
  }

  return {
    run(key, call) {
      prune();
      const known = entries.get(key);
      if (known) return known.promise;
      // a call that throws at once rejects like one that fails later
      const entry = { promise: (async () => call())(), settledAt: null as number | null };
      entries.set(key, entry);
      entry.promise.then(
        () => {
          entry.settledAt = now();
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.promise;
    },
    get size() {
      prune();
      return entries.size;
    },
  };
}
