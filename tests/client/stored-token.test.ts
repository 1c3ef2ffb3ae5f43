// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, tokenStoredForThisAccount, writeSession, type StoredSession } from '../../client/app/session';

const session = (id: string, token: string, kind: StoredSession['kind'] = 'PERSON'): StoredSession =>
  ({
    token,
    kind,
    role: 'Cliente',
    hasConsentSalesForce: true,
    user: { id, name: 'Ana', lastName: 'Rojas', email: `${id}@demo.cl` },
  }) as StoredSession;

afterEach(() => clearSession());

describe("another tab's token", () => {
  it('is taken when another tab refreshed the same account', () => {
    writeSession(session('7', 'old'));
    localStorage.setItem('session', JSON.stringify(session('7', 'newer')));
    expect(tokenStoredForThisAccount()).toBe('newer');
  });

  it('is never taken when another account signed in meanwhile in the same browser', () => {
    writeSession(session('7', 'mine'));
    localStorage.setItem('session', JSON.stringify(session('8', 'someone-else')));
    expect(tokenStoredForThisAccount()).toBeNull();
    localStorage.setItem('session', JSON.stringify(session('7', 'company', 'COMPANY')));
    expect(tokenStoredForThisAccount()).toBeNull();
  });
});
