import { createHash } from 'node:crypto';
import type { AccountKind } from '../../schema/generated/types';
import { GraphQLError } from 'graphql';
import { createBackendClient } from '../backend/client';
import type { Transport } from '../backend/transport';
import type { Revocations } from '../revocations';

/** Who sent page views: their account (the rate is counted per account) and e-mail (the demo panel shows it). */
export interface Caller {
  account: string;
  email: string | null;
}

/** The caller of a bearer token, null when there is no session; throws when the backend cannot say (unavailable). */
export type SessionCheck = (token: string, kind: AccountKind) => Promise<Caller | null>;

/**
 * How long a token the backend accepted is believed without asking again: a person opens a screen every few seconds,
 * and each batch of views asking the backend who they are would add a call to every screen. A logout is still
 * honoured at once (the revocations are read every time); an expired token is at most this late to be refused.
 */
const BELIEVED_MS = 60_000;
/** the tokens remembered at most (the oldest forgotten first) */
const REMEMBERED = 5_000;

// the cache holds a digest, never a usable token
const digestOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The backend refused the token (expired, ended, not a session): no caller, not a failure. */
const refusedSession = (error: unknown) =>
  error instanceof GraphQLError && (error.extensions.code === 'UNAUTHENTICATED' || error.extensions.code === 'FORBIDDEN');

/** Asks the backend who the token is (/me, for persons and company users alike), as a GraphQL request would. */
export function createSessionCheck(transport: Transport, revocations: Revocations): SessionCheck {
  const believed = new Map<string, { until: number; caller: Caller }>();
  return async (token, kind) => {
    if (await revocations.isRevoked(token)) return null;
    const key = `${kind} ${digestOf(token)}`;
    const now = Date.now();
    const known = believed.get(key);
    if (known && known.until > now) return known.caller;
    believed.delete(key);
    let person: { id?: unknown; email?: unknown };
    try {
      // a session read: the page's own /me (its shell's) answers it when they meet, rather than a second call
      person = (await createBackendClient(transport, token).call('/me', {})).data.person;
    } catch (error) {
      if (refusedSession(error)) return null;
      throw error;
    }
    if (typeof person?.id !== 'number' && typeof person?.id !== 'string') return null;
    const caller = { account: `${kind}:${person.id}`, email: typeof person.email === 'string' ? person.email : null };
    if (believed.size >= REMEMBERED) believed.delete(believed.keys().next().value!);
    believed.set(key, { until: now + BELIEVED_MS, caller });
    return caller;
  };
}
