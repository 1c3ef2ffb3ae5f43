// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { appStore, clearSession } from '../../client/app/session';
import { selectedMeterAtom } from '../../client/features/meter/selected';

describe('what a session chose', () => {
  it('is forgotten when the session ends, so the next person on this tab starts from the defaults', () => {
    appStore.set(selectedMeterAtom, '11153734');
    expect(appStore.get(selectedMeterAtom)).toBe('11153734');
    clearSession();
    expect(appStore.get(selectedMeterAtom)).toBeNull();
  });
});
