/**
 * A circuit breaker for one family of backend calls. After `failures` timeouts in a row it opens: calls are
 * refused at once instead of waiting for a backend that does not answer. After `coolDownMs` one call goes as a
 * probe (half-open); its answer closes the breaker, its failure opens it for another cool-down.
 */
export interface BreakerOptions {
  /** timeouts in a row that open the breaker */
  failures: number;
  /** how long it stays open before a probe */
  coolDownMs: number;
  /** the clock; tests give their own */
  now?: () => number;
}

export type BreakerState = 'closed' | 'open' | 'halfOpen';

/**
 * How an admitted call went: `answered` (any HTTP answer, even an error: the backend is alive), `failed` (it
 * timed out), `unknown` (it failed before reaching the backend: counts for nothing, except that a probe that
 * learned nothing leaves the breaker open).
 */
export type CallOutcome = 'answered' | 'failed' | 'unknown';

export interface Breaker {
  readonly state: BreakerState;
  /** null when the call must not go; else the function to report how it went */
  admit(): ((outcome: CallOutcome) => void) | null;
}

export function createBreaker({ failures, coolDownMs, now = Date.now }: BreakerOptions): Breaker {
  let state: BreakerState = 'closed';
  let inARow = 0;
  let openedAt = 0;
  // each opening starts a new period: reports of calls admitted in an earlier one are stale and ignored
  let period = 0;

  function open(): void {
    state = 'open';
    openedAt = now();
    inARow = 0;
    period += 1;
  }

  function close(): void {
    state = 'closed';
    inARow = 0;
    period += 1;
  }

  return {
    get state() {
      return state;
    },
    admit() {
      if (state === 'open' && now() - openedAt >= coolDownMs) {
        state = 'halfOpen';
        const probePeriod = period;
        return (outcome) => {
          if (probePeriod !== period) return;
          if (outcome === 'answered') close();
          else open();
        };
      }
      if (state !== 'closed') return null;
      const admittedIn = period;
      return (outcome) => {
        if (admittedIn !== period) return;
        if (outcome === 'answered') inARow = 0;
        else if (outcome === 'failed' && ++inARow >= failures) open();
      };
    },
  };
}
