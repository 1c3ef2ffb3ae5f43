import { createLimitStore, type LimitStore } from './limit-store';

/**
 * Password sign-in's throttle (issue 38, item 3). Wrong passwords count per account and address together: from the
 * address that guesses, each failure past the first five makes the next attempt wait longer (30 s, then 1, 2, 4…
 * minutes, at most 15), while the account's owner, elsewhere, still signs in. Every address also has a budget of
 * failures a minute across accounts, so one address cannot try a password on many accounts. A right password clears
 * its pair's count.
 */
export const SIGN_IN_RULES = {
  freeFailures: 5,
  firstWaitSeconds: 30,
  longestWaitSeconds: 15 * 60,
  /** how long a pair's failures are remembered */
  memorySeconds: 60 * 60,
  addressFailures: { points: 60, seconds: 60 },
};

export interface SignInGuard {
  /** null, or the message to answer instead of asking the backend */
  refused(account: string, address: string | null): Promise<string | null>;
  failed(account: string, address: string | null): Promise<void>;
  succeeded(account: string, address: string | null): Promise<void>;
}

export function createSignInGuard(tooMany: string, rules = SIGN_IN_RULES, store: LimitStore = createLimitStore()): SignInGuard {
  const failures = store.limiter({ keyPrefix: 'signIn:pair', points: 1_000_000, duration: rules.memorySeconds });
  const waits = store.limiter({ keyPrefix: 'signIn:wait', points: 1, duration: 1 });
  const { points, seconds } = rules.addressFailures;
  const byAddress = store.limiter({ keyPrefix: 'signIn:address', points, duration: seconds });
  const pairOf = (account: string, address: string | null) => `${account.trim().toLowerCase()}\u0000${address ?? ''}`;

  return {
    async refused(account, address) {
      if (address && ((await byAddress.get(address))?.consumedPoints ?? 0) >= points) return tooMany;
      const wait = await waits.get(pairOf(account, address));
      return wait !== null && wait.consumedPoints > waits.points ? tooMany : null;
    },
    async failed(account, address) {
      if (address) await byAddress.penalty(address, 1);
      const pair = pairOf(account, address);
      const { consumedPoints } = await failures.penalty(pair, 1);
      const beyond = consumedPoints - rules.freeFailures;
      if (beyond >= 0) await waits.block(pair, Math.min(rules.firstWaitSeconds * 2 ** beyond, rules.longestWaitSeconds));
    },
    async succeeded(account, address) {
      const pair = pairOf(account, address);
      await Promise.all([failures.delete(pair), waits.delete(pair)]);
    },
  };
}
