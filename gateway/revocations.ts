import { createHash } from 'node:crypto';
import { createLimitStore, type LimitStore } from './limit-store';

/**
 * The tokens a "Cerrar sesión" ended (spec 1 §4 clears the browser's storage; the backend has no logout call): the
 * gateway refuses them from then on, as if expired, for as long as a token can live. Kept as blocked keys with a
 * lifetime in the gateway's limit store, so every gateway process refuses them (gateway/limit-store.ts).
 */
export interface Revocations {
  revoke(token: string): Promise<void>;
  isRevoked(token: string): Promise<boolean>;
}

/** The longest a backend token lives (a week), so a revoked one is remembered at least that long. */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

// the store keeps a digest, never a usable token
const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createRevocations(limits: LimitStore = createLimitStore()): Revocations {
  const store = limits.limiter({ keyPrefix: 'revoked', points: 1, duration: 1 });
  return {
    async revoke(token) {
      await store.block(keyOf(token), TOKEN_LIFETIME_SECONDS);
    },
    async isRevoked(token) {
      const entry = await store.get(keyOf(token));
      return entry !== null && entry.consumedPoints > store.points;
    },
  };
}
