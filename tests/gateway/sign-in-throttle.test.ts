import { describe, expect, it } from 'vitest';
import { clientAddressOf } from '../../gateway/client-address';
import { TOO_MANY_ATTEMPTS } from '../../gateway/throttle';
import { sandboxGateway } from '../support/gateway';

/** Issue 38, item 3: the sign-in throttle locked out the owner, and behind a load balancer the whole site. */
const gateway = sandboxGateway({ env: { TRUST_PROXY: '1' } });

async function login(password: string, forwardedFor: string) {
  const response = await fetch(gateway.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({
      query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { message session { token } } }',
      variables: { e: 'cliente@demo.cl', p: password },
    }),
  });
  return ((await response.json()) as { data: { login: { message: string | null; session: { token: string } | null } } }).data.login;
}

describe('password sign-in behind a trusted proxy', () => {
  it('makes the guessing address wait, and lets the owner in from another address', async () => {
    for (let i = 0; i < 5; i++) expect((await login(`incorrecta-${i}`, '203.0.113.9')).session).toBeNull();
    expect(await login('Gas.Demo.2026', '203.0.113.9')).toEqual({ message: TOO_MANY_ATTEMPTS, session: null });
    expect((await login('Gas.Demo.2026', '198.51.100.4')).session?.token).toBeTruthy();
    // a client cannot pick its address: what it writes left of the proxy's entry is not believed
    expect((await login('Gas.Demo.2026', '198.51.100.4, 203.0.113.9')).message).toBe(TOO_MANY_ATTEMPTS);
  });
});

describe('clientAddressOf', () => {
  it('reads the socket without TRUST_PROXY, and the address the farthest trusted proxy saw with it', () => {
    expect(clientAddressOf('10.0.0.1', '1.2.3.4', 0)).toBe('10.0.0.1');
    expect(clientAddressOf('10.0.0.1', '1.2.3.4', 1)).toBe('1.2.3.4');
    expect(clientAddressOf('10.0.0.1', 'mentira, 1.2.3.4', 1)).toBe('1.2.3.4');
    expect(clientAddressOf('10.0.0.2', '1.2.3.4, 10.0.0.1', 2)).toBe('1.2.3.4');
    expect(clientAddressOf('10.0.0.1', undefined, 1)).toBe('10.0.0.1');
  });
});
