import { describe, expect, it } from 'vitest';
import { sandboxGateway } from '../support/gateway';

const gateway = sandboxGateway();

describe('a path parameter cannot reach another backend path (issue 38, item 7)', () => {
  it('answers unsubscribeBill(token: "..") as bad input, without calling the backend', async () => {
    const answer = await gateway.gql('mutation { unsubscribeBill(token: "..") { ok } }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(gateway.sandbox.calls.get()).filter((path) => path.startsWith('/tickets'))).toEqual([]);
  });
});
