import { describe, expect, it } from 'vitest';
import { fillPath } from '../../gateway/backend/protocol';

/** A path parameter is one segment of the contract's path, never a way to another backend path (issue 38, item 7). */
describe('path parameters', () => {
  it('encodes a value as one segment', () => {
    expect(fillPath('/tickets/check_status/{token}', { token: 'a/b?c#d' })).toBe('/tickets/check_status/a%2Fb%3Fc%23d');
    expect(fillPath('/tickets/check_status/{token}', { token: 'v1.2' })).toBe('/tickets/check_status/v1.2');
  });

  it.each(['', '.', '..', '%2e', '%2E%2e', '.%2e', '%2e.'])('refuses %j, which a URL parser would fold into the parent path', (token) => {
    expect(() => fillPath('/tickets/unsuscribe/{token}', { token })).toThrow(
      expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } }),
    );
  });
});
