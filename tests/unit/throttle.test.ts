import { describe, expect, it } from 'vitest';
import { createThrottle, TOO_MANY_ATTEMPTS } from '../../gateway/throttle';

describe('throttle of the ways in', () => {
  it('makes the address that fails a password wait, while the owner elsewhere still signs in', async () => {
    const throttle = createThrottle();
    for (let i = 0; i < 5; i++) {
      expect(await throttle.password.refused('Cliente@Demo.cl', '10.0.0.1')).toBeNull();
      await throttle.password.failed('cliente@demo.cl ', '10.0.0.1');
    }
    expect(await throttle.password.refused('cliente@demo.cl', '10.0.0.1')).toBe(TOO_MANY_ATTEMPTS);
    expect(await throttle.password.refused('cliente@demo.cl', '10.0.0.2')).toBeNull();
    expect(await throttle.password.refused('otra@demo.cl', '10.0.0.1')).toBeNull();
  });

  it("forgets a pair's failures once its password is right", async () => {
    const throttle = createThrottle();
    for (let i = 0; i < 4; i++) await throttle.password.failed('cliente@demo.cl', '10.0.0.1');
    await throttle.password.succeeded('cliente@demo.cl', '10.0.0.1');
    for (let i = 0; i < 4; i++) await throttle.password.failed('cliente@demo.cl', '10.0.0.1');
    expect(await throttle.password.refused('cliente@demo.cl', '10.0.0.1')).toBeNull();
  });

  it('gives an address a budget of failures across accounts', async () => {
    const throttle = createThrottle();
    for (let i = 0; i < 60; i++) await throttle.password.failed(`p${i}@demo.cl`, '10.0.0.7');
    expect(await throttle.password.refused('nadie@demo.cl', '10.0.0.7')).toBe(TOO_MANY_ATTEMPTS);
    expect(await throttle.password.refused('nadie@demo.cl', '10.0.0.8')).toBeNull();
  });

  it('limits every attempt per address, and recovery mails per e-mail', async () => {
    const throttle = createThrottle({
      signIn: { perAddress: { points: 3, seconds: 60 } },
      recovery: { perAddress: { points: 100, seconds: 600 }, perAccount: { points: 2, seconds: 600 } },
      verification: { perAddress: { points: 1, seconds: 60 } },
      registration: { perAddress: { points: 1, seconds: 60 } },
      search: { perAddress: { points: 1, seconds: 60 } },
    });
    for (let i = 0; i < 3; i++) expect(await throttle.admit('signIn', { account: `p${i}@demo.cl`, address: '10.0.0.1' })).toBeNull();
    expect(await throttle.admit('signIn', { account: 'p9@demo.cl', address: '10.0.0.1' })).toBe(TOO_MANY_ATTEMPTS);
    expect(await throttle.admit('signIn', { account: 'p9@demo.cl', address: '10.0.0.2' })).toBeNull();
    expect(await throttle.admit('recovery', { account: 'a@demo.cl', address: '10.0.0.1' })).toBeNull();
    expect(await throttle.admit('recovery', { account: 'a@demo.cl', address: '10.0.0.2' })).toBeNull();
    expect(await throttle.admit('recovery', { account: 'A@demo.cl', address: '10.0.0.3' })).toBe(TOO_MANY_ATTEMPTS);
  });

  it('does not limit by address when the address is unknown (in-process)', async () => {
    const throttle = createThrottle({
      signIn: { perAddress: { points: 1, seconds: 60 } },
      recovery: { perAddress: { points: 1, seconds: 60 } },
      verification: { perAddress: { points: 1, seconds: 60 } },
      registration: { perAddress: { points: 1, seconds: 60 } },
      search: { perAddress: { points: 1, seconds: 60 } },
    });
    for (let i = 0; i < 3; i++) expect(await throttle.admit('registration', { address: null })).toBeNull();
  });
});
