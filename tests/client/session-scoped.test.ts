// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { appStore, clearSession } from '../../client/app/session';
import { sessionScopedAtom } from '../../client/shared/session-scoped';

/** what a session chose, as a feature declares it (the meter's selection once was one; it now rides in the URL) */
const chosenAtom = sessionScopedAtom<string | null>(null);

describe('what a session chose', () => {
  it('is forgotten when the session ends, so the next person on this tab starts from the defaults', () => {
    appStore.set(chosenAtom, '11153734');
    expect(appStore.get(chosenAtom)).toBe('11153734');
    clearSession();
    expect(appStore.get(chosenAtom)).toBeNull();
  });
});
