import { atom, type PrimitiveAtom } from 'jotai';

type Store = { set<V>(target: PrimitiveAtom<V>, value: V): void };

const scoped: Array<(store: Store) => void> = [];

/**
 * An atom of what one signed-in session chose (a selected meter…): back to its initial value when the session ends,
 * so the next person to sign in on this tab starts from the defaults.
 */
export function sessionScopedAtom<V>(initial: V): PrimitiveAtom<V> {
  const scopedAtom = atom(initial);
  scoped.push((store) => store.set(scopedAtom, initial));
  return scopedAtom;
}

/** Called when a session ends (client/app/session.ts). */
export function resetSessionScoped(store: Store): void {
  for (const reset of scoped) reset(store);
}
