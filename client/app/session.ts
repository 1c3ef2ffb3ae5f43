import { atom, createStore } from 'jotai';
import type { StoredSession } from '../../machines/session.machine';
import { resetSessionScoped } from '../shared/session-scoped';

export type { StoredSession };

/** spec 1 §3: the session lives in local storage as { user, token, role, hasConsentSalesForce } */
const STORAGE_KEY = 'session';

export function readStoredSession(): StoredSession | null {
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<StoredSession>;
    if (!parsed.token || !parsed.user || !parsed.role) return null;
    return {
      kind: parsed.kind ?? (parsed.role === 'Administrador' || parsed.role === 'Funcionario' ? 'COMPANY' : 'PERSON'),
      ...parsed,
    } as StoredSession;
  } catch {
    return null;
  }
}

/** One jotai store, shared by React and the Apollo link (which lives outside React). */
export const appStore = createStore();
export const sessionAtom = atom<StoredSession | null>(readStoredSession());

export function writeSession(session: StoredSession): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  appStore.set(sessionAtom, session);
}

export function clearSession(): void {
  localStorage.clear();
  appStore.set(sessionAtom, null);
  resetSessionScoped(appStore);
}

export function currentSession(): StoredSession | null {
  return appStore.get(sessionAtom);
}

/**
 * The token another tab stored for this same account (it refreshed first), or null: a tab never takes the token
 * of another account signed in meanwhile in the same browser.
 */
export function tokenStoredForThisAccount(): string | null {
  const stored = readStoredSession();
  const current = currentSession();
  if (!stored || !current || stored.kind !== current.kind || stored.user.id !== current.user.id) return null;
  return stored.token;
}
