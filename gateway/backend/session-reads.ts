import { createSingleFlight, type SingleFlight } from './single-flight';

/**
 * How long a session's read is given again after its answer. A page load sends the shell's query and the screen's at
 * once, or the screen's just after the shell's answer (once its chunk has loaded): on a slow phone that is a second or
 * two, so a few seconds let the screen take what the shell's answer brought. Short, because a change the gateway does
 * not see (the same customer on another device, another user's write, the backend's own processes, a payment made at
 * the payment portal) must show at the next reload: a reload a few seconds later asks the backend again.
 */
export const SESSION_READ_REUSE_MS = 5_000;

/**
 * Sessions holding reads at once, per gateway process: a reload's reads last SESSION_READ_REUSE_MS, so a thousand
 * sessions are two hundred page loads a second on one process. Past it the least recently used session lets its reads
 * go (its next read calls again): a flood of tokens costs sharing, never memory.
 */
export const MAX_READ_SESSIONS = 1_000;

/** Distinct reads held per session: a dashboard reload makes 11; a session asking more lets its oldest go. */
export const MAX_READS_PER_SESSION = 64;

export interface SessionReadsOptions {
  reuseMs?: number;
  now?: () => number;
  maxSessions?: number;
  maxReadsPerSession?: number;
}

/**
 * The reads of every session a gateway serves (issue 44): the same read by a session's requests at the same time is
 * made once (single flight), and its answer, when `keep` accepts it, given again for `reuseMs`. Kept by session, so
 * one session's reads are never given to another, and forgotten by session (a write) or all at once (the demo's world
 * changed for everyone).
 */
export interface SessionReads {
  run<T>(session: string, key: string, call: () => Promise<T>, keep: (answer: T) => boolean): Promise<T>;
  /** lets a session's reads go, in flight or kept: its next read calls again (its callers in flight get their answer) */
  forget(session: string): void;
  /** lets every session's reads go */
  forgetAll(): void;
  /** sessions holding a read, in flight or kept (tests) */
  readonly sessions: number;
}

const realNow = () => Date.now();

export function createSessionReads({
  reuseMs = SESSION_READ_REUSE_MS,
  now = realNow,
  maxSessions = MAX_READ_SESSIONS,
  maxReadsPerSession = MAX_READS_PER_SESSION,
}: SessionReadsOptions = {}): SessionReads {
  // least recently used first: a session is put back at the end each time it reads
  const bySession = new Map<string, SingleFlight<unknown>>();
  let sweptAt = now();

  // once a window, the sessions whose reads all expired are let go (each session's flight drops its own expired reads)
  function sweep(force: boolean): void {
    const t = now();
    if (!force && t - sweptAt < reuseMs) return;
    sweptAt = t;
    for (const [session, flight] of bySession) if (flight.size === 0) bySession.delete(session);
  }

  return {
    run<T>(session: string, key: string, call: () => Promise<T>, keep: (answer: T) => boolean): Promise<T> {
      sweep(false);
      let flight = bySession.get(session);
      if (flight) bySession.delete(session);
      else {
        if (bySession.size >= maxSessions) bySession.delete(bySession.keys().next().value as string);
        flight = createSingleFlight<unknown>({ reuseMs, now, maxKeys: maxReadsPerSession });
      }
      bySession.set(session, flight);
      return flight.run(key, call, keep as (answer: unknown) => boolean) as Promise<T>;
    },
    forget(session) {
      bySession.delete(session);
    },
    forgetAll() {
      bySession.clear();
    },
    get sessions() {
      sweep(true);
      return bySession.size;
    },
  };
}
