import { useSyncExternalStore } from 'react';

/** The small-screen breakpoint (spec 1 §9), where the menu becomes a drawer: the same width as styles.css. */
const NARROW = '(max-width: 1100px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is at most 1100 px wide, kept up to date as the window changes. */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}
