/**
 * What a session's last answers said its chains need (issue 44): the plates its autogas list named, the industrial
 * clients whose credit its dashboard showed. The dashboard's cards need each vehicle's plate and each client's code,
 * which only the lists answer; with the last ones remembered, the gateway asks for the cards beside the lists instead
 * of after them, so a session's dashboard waits for one backend latency from its second load on. A hint only starts a
 * call early: what the caller is given is decided by the fresh list, as without it (a plate the list no longer names is
 * asked about and dropped; one it newly names is asked once the list answers). Kept by token, never shared across
 * sessions; carried to the token a refresh gives; the codes only, nothing of the answers.
 */
export interface SessionHints {
  of(token: string, kind: HintKind): readonly string[];
  remember(token: string, kind: HintKind, values: readonly string[]): void;
  /** the session continues under a refreshed token */
  carry(from: string, to: string): void;
  forget(token: string): void;
}

export type HintKind = 'autogas-plates' | 'industrial-credit';

/** Sessions remembered at once: past it the least recently used is let go (its next dashboard waits for two latencies). */
export const MAX_HINT_SESSIONS = 10_000;
/** Values per kind: a fleet larger than this gets the first ones early, the rest after the list. */
export const MAX_HINT_VALUES = 32;
const MAX_VALUE_LENGTH = 40;

export function createSessionHints({ maxSessions = MAX_HINT_SESSIONS, maxValues = MAX_HINT_VALUES } = {}): SessionHints {
  const byToken = new Map<string, Partial<Record<HintKind, readonly string[]>>>();
  const touch = (token: string) => {
    const hints = byToken.get(token);
    if (hints) {
      byToken.delete(token);
      byToken.set(token, hints);
    }
    return hints;
  };
  return {
    of: (token, kind) => touch(token)?.[kind] ?? [],
    remember(token, kind, values) {
      const kept = [...new Set(values)].filter((value) => value.length > 0 && value.length <= MAX_VALUE_LENGTH).slice(0, maxValues);
      const hints = touch(token) ?? {};
      hints[kind] = kept;
      byToken.set(token, hints);
      while (byToken.size > maxSessions) byToken.delete(byToken.keys().next().value!);
    },
    carry(from, to) {
      const hints = byToken.get(from);
      if (!hints) return;
      byToken.delete(from);
      byToken.set(to, hints);
    },
    forget: (token) => void byToken.delete(token),
  };
}
