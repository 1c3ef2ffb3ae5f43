import type { BusinessLine } from '../gql/graphql';

/**
 * The client (or plate) a user last had selected in each area, kept in this browser so that opening the area by a
 * bare URL (a reload of a link without `?cliente=`, a bookmark) shows it again, and its read can start before the
 * area's list has answered. Only the code is kept, under the account's key: nothing else of the user's.
 */

/** Whose selections these are: the account's kind and id (a session as stored). */
export function accountKey(session: { kind: string; user: { id: string } } | null | undefined): string | null {
  return session ? `${session.kind}:${session.user.id}` : null;
}

const storageKey = (account: string, line: BusinessLine) => `seleccion:${account}:${line}`;

export function rememberSelection(account: string | null, line: BusinessLine, code: string): void {
  if (!account) return;
  try {
    localStorage.setItem(storageKey(account, line), code);
  } catch {
    // storage refused (private mode, full): the next visit waits for the list, as a first one does
  }
}

/** The code this account last had selected in the area, or null. */
export function rememberedSelection(account: string | null, line: BusinessLine): string | null {
  if (!account) return null;
  try {
    return localStorage.getItem(storageKey(account, line));
  } catch {
    return null;
  }
}
