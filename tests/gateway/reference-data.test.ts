import { beforeAll, describe, expect, it } from 'vitest';
import { catchBackendFailures } from '../support/console';
import { sandboxGateway } from '../support/gateway';

/**
 * Reference data (the regions) is the same for every user: the gateway asks the backend once and keeps the answer, so
 * it is never on a screen's critical path (issue 44). A failure is not kept.
 */
const gateway = sandboxGateway();
let cliente: string;
let otro: string;

beforeAll(async () => {
  cliente = await gateway.signIn('cliente@demo.cl');
  otro = await gateway.signIn('nuevo@demo.cl');
});

const regions = (token: string) => gateway.gql<{ regions: Array<{ code: string }> | null }>('{ regions { code } }', {}, token);

describe('reference data kept by the gateway', () => {
  it('does not keep a failed answer: the next request asks again', async () => {
    gateway.sandbox.faults.add({ path: '/regions', status: 503 });
    const log = catchBackendFailures();
    expect((await regions(cliente)).data?.regions).toBeNull();
    expect(log.failures).toEqual(['UNAVAILABLE /regions']);
    gateway.sandbox.faults.clear();
    expect((await regions(cliente)).data?.regions?.length).toBeGreaterThan(0);
    expect(gateway.sandbox.calls.get()['/regions']).toBe(2);
  });

  it('asks once for every request and user after a success', async () => {
    const first = await regions(cliente);
    const second = await regions(otro);
    expect(second.data?.regions).toEqual(first.data?.regions);
    expect(first.data?.regions?.length).toBeGreaterThan(0);
    expect(gateway.sandbox.calls.get()['/regions']).toBeUndefined();
  });
});
