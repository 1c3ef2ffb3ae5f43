import { describe, expect, it } from 'vitest';
import { createThrottle, TOO_MANY_ATTEMPTS } from '../../gateway/throttle';

describe('throttle of the ways in', () => {
  it('refuses the 6th sign-in after 5 wrong passwords for the account, whatever the address', async () => {
    const throttle = createThrottle();
    for (let i = 0; i < 5; i++) {
      expect(await throttle.admit('signIn', { account: 'Cliente@Demo.cl', address: `10.0.0.${i}` })).toBeNull();
      await throttle.failed('signIn', 'cliente@demo.cl ');
    }
    expect(await throttle.admit('signIn', { account: 'cliente@demo.cl', address: '10.0.0.99' })).toBe(TOO_MANY_ATTEMPTS);
    expect(await throttle.admit('signIn', { account: 'otra@demo.cl', address: '10.0.0.99' })).toBeNull();
  });

  it('does not count sign-ins that succeed', async () => {
    const throttle = createThrottle();
    for (let i = 0; i < 10; i++) expect(await throttle.admit('signIn', { account: 'cliente@demo.cl', address: '10.0.0.1' })).toBeNull();
  });

  it('limits every attempt per address, and recovery mails per e-mail', async () => {
    const throttle = createThrottle({
      signIn: { perAddress: { points: 3, seconds: 60 } },
      recovery: { perAddress: { points: 100, seconds: 600 }, perAccount: { points: 2, seconds: 600, counts: 'attempts' } },
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
