import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createLimitStore, type LimitStore } from './limit-store';
import { createSignInGuard, SIGN_IN_RULES, type SignInGuard } from './sign-in-guard';

/** What a throttled caller reads, wherever the screen shows a server message. */
export const TOO_MANY_ATTEMPTS = 'Demasiados intentos. Por favor espera unos minutos e intenta nuevamente.';

/**
 * The ways in that can be guessed or abused: sign-in by external code or Google, recovery, the verification code and
 * its resend, registration, and the linking searches (a client code, a contract, a RUT or an address tried one after
 * another shows whose accounts are where). Each is limited per client address; recovery and resend also per e-mail,
 * counting every request (each one sends a mail), and a search per session, counting every one. Password sign-in has
 * its own rule, per account and address (`password`, gateway/sign-in-guard.ts).
 */
export type ThrottledAction = 'signIn' | 'recovery' | 'verification' | 'registration' | 'search';

interface Window {
  points: number;
  seconds: number;
}

interface ActionRule {
  perAddress: Window;
  perAccount?: Window;
}

export const THROTTLE_RULES: Record<ThrottledAction, ActionRule> = {
  signIn: { perAddress: { points: 60, seconds: 60 } },
  recovery: { perAddress: { points: 20, seconds: 600 }, perAccount: { points: 5, seconds: 600 } },
  verification: { perAddress: { points: 30, seconds: 60 }, perAccount: { points: 5, seconds: 600 } },
  registration: { perAddress: { points: 20, seconds: 600 } },
  // a person links a handful of services, a search or three each; many people may share one address (mobile networks)
  search: { perAddress: { points: 120, seconds: 600 }, perAccount: { points: 30, seconds: 600 } },
};

export interface ThrottleKeys {
  /** the e-mail the attempt is about, when it names one; a search's session token */
  account?: string | null;
  /** the caller's address; unknown (in-process tests) is not limited by address */
  address?: string | null;
}

export interface Throttle {
  /** Counts the attempt and says whether it may go ahead: null, or the message to answer instead. */
  admit(action: ThrottledAction, keys: ThrottleKeys): Promise<string | null>;
  /** Whether the action's count is already spent, without counting: null, or the message to answer instead. */
  spent(action: ThrottledAction, keys: ThrottleKeys): Promise<string | null>;
  /** Counts one attempt that has happened (a link that named no account counts as a search). */
  count(action: ThrottledAction, keys: ThrottleKeys): Promise<void>;
  /** password sign-in, per account and address (gateway/sign-in-guard.ts) */
  readonly password: SignInGuard;
}

const accountKey = (account: string) => account.trim().toLowerCase();

/** Counted in the gateway's limit store: one process's memory, the cluster's primary, or Redis (gateway/limit-store.ts). */
export function createThrottle(
  rules: Record<ThrottledAction, ActionRule> = THROTTLE_RULES,
  store: LimitStore = createLimitStore(),
): Throttle {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiter = (name: string, window: Window) => {
    let found = limiters.get(name);
    if (!found) {
      found = store.limiter({ keyPrefix: name, points: window.points, duration: window.seconds });
      limiters.set(name, found);
    }
    return found;
  };
  const consume = async (name: string, window: Window, key: string): Promise<boolean> => {
    try {
      await limiter(name, window).consume(key);
      return true;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return false;
      throw refusal;
    }
  };

  return {
    password: createSignInGuard(TOO_MANY_ATTEMPTS, SIGN_IN_RULES, store),
    async admit(action, { account, address }) {
      const rule = rules[action];
      if (address && !(await consume(`${action}:address`, rule.perAddress, address))) return TOO_MANY_ATTEMPTS;
      if (!rule.perAccount || !account?.trim()) return null;
      return (await consume(`${action}:account`, rule.perAccount, accountKey(account))) ? null : TOO_MANY_ATTEMPTS;
    },
    async spent(action, { account, address }) {
      const rule = rules[action];
      const used = async (name: string, window: Window, key: string) =>
        ((await limiter(name, window).get(key))?.consumedPoints ?? 0) >= window.points;
      if (address && (await used(`${action}:address`, rule.perAddress, address))) return TOO_MANY_ATTEMPTS;
      if (rule.perAccount && account?.trim() && (await used(`${action}:account`, rule.perAccount, accountKey(account))))
        return TOO_MANY_ATTEMPTS;
      return null;
    },
    async count(action, { account, address }) {
      const rule = rules[action];
      if (address) await consume(`${action}:address`, rule.perAddress, address);
      if (rule.perAccount && account?.trim()) await consume(`${action}:account`, rule.perAccount, accountKey(account));
    },
  };
}
