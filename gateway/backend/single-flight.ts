/**
 * Calls that must happen once although several requests ask at the same time (a token refresh: a backend that
 * rotates refresh tokens refuses the second refresh of the same token). Callers with the same key share the
 * call in flight; a success is then given to the same key for `reuseMs` more (a caller whose answer was lost on
 * the way gets it again), a failure to nobody.
 */
export interface SingleFlightOptions {
  reuseMs: number;
  now?: () => number;
  /** at most this many keys held: a new key lets the oldest go (its callers in flight still get their answer) */
  maxKeys?: number;
}

export interface SingleFlight<T> {
  /**
   * The call once for every caller of `key` at the same time. `keep` says whether its success is given again after it
   * settled (by default every success is); one it refuses is given to the callers in flight only, as a failure is.
   */
  run(key: string, call: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
  /** lets every key go: the next caller calls again (the callers in flight still get their answer) */
  clear(): void;
  /** keys held: in flight or reusable (tests) */
  readonly size: number;
}

// Date.now read at each call, not kept when the flight is made: a test's fake clock reaches a flight made before it
const realNow = () => Date.now();

export function createSingleFlight<T>({ reuseMs, now = realNow, maxKeys = Infinity }: SingleFlightOptions): SingleFlight<T> {
  const entries = new Map<string, { promise: Promise<T>; settledAt: number | null }>();

  function prune(): void {
    const t = now();
    for (const [key, entry] of entries) if (entry.settledAt !== null && t - entry.settledAt > reuseMs) entries.delete(key);
  }

  return {
    run(key, call, keep) {
      prune();
      const known = entries.get(key);
      if (known) return known.promise;
      // a full flight lets its oldest key go (a Map keeps its keys in the order they came)
      if (entries.size >= maxKeys) entries.delete(entries.keys().next().value as string);
      // a call that throws at once rejects like one that fails later
      const entry = { promise: (async () => call())(), settledAt: null as number | null };
      entries.set(key, entry);
      // registered before any caller's own `then`: by the time a caller goes on, the entry is kept or gone
      entry.promise.then(
        (value) => {
          if (entries.get(key) !== entry) return;
          if (keep && !keep(value)) entries.delete(key);
          else entry.settledAt = now();
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.promise;
    },
    clear() {
      entries.clear();
    },
    get size() {
      prune();
      return entries.size;
    },
  };
}
