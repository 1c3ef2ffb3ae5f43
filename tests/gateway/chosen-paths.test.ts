import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_PROVIDED_MESSAGE } from '../../gateway/backend/chosen-paths';
import { readChosenPaths } from '../../gateway/backend/chosen-paths';
import { catchBackendFailures } from '../support/console';
import { sandboxGateway } from '../support/gateway';

/**
 * A backend that serves the calls the spec gives no path for elsewhere, or not at all (issue 37): the token exchange
 * is left out, the meter debt is declared absent, the cylinder discounts are served at a path this backend (the
 * sandbox) does not have, and each degrades as gateway/backend/chosen-paths.ts says instead of failing.
 */
const gateway = sandboxGateway({
  env: { BACKEND_PATH_TOKEN_EXCHANGE: 'none', BACKEND_PATH_METER_DEBT: 'none', BACKEND_PATH_CYLINDER_DISCOUNTS: '/descuentos/cilindro' },
});
let person: string;

beforeAll(async () => {
  person = await gateway.signIn('cliente@demo.cl');
});

const SERVICES = `{ viewer { services { meter { contractCode } cylinder { clientCode } } } }`;
type Services = { viewer: { services: { meter: Array<{ contractCode: string }>; cylinder: Array<{ clientCode: string }> } } };

describe('the calls whose path we chose', () => {
  it('signs a person in without the token exchange when the backend has none', async () => {
    gateway.sandbox.calls.reset();
    const token = await gateway.signIn('cliente@demo.cl');
    expect(token).toBeTruthy();
    expect(gateway.sandbox.calls.get()['/login/token_exchange']).toBeUndefined();
    expect(gateway.sandbox.calls.get()['/login/email']).toBe(1);
  });

  it('a block whose call the backend lacks says so, without calling it and without "intenta más tarde"', async () => {
    const log = catchBackendFailures();
    const services = await gateway.gql<Services>(SERVICES, {}, person);
    const contractCode = services.data!.viewer.services.meter[0]!.contractCode;
    gateway.sandbox.calls.reset();
    const answer = await gateway.gql<{ viewer: { meter: { debt: unknown; readingChart: unknown[] | null } } }>(
      `query ($c: String!) { viewer { meter(contractCode: $c) { debt { amount } readingChart { month } } } }`,
      { c: contractCode },
      person,
    );
    expect(answer.data?.viewer.meter.debt).toBeNull();
    expect(answer.data?.viewer.meter.readingChart).not.toBeNull();
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: NOT_PROVIDED_MESSAGE,
        path: ['viewer', 'meter', 'debt'],
        extensions: expect.objectContaining({ reason: 'NOT_PROVIDED' }),
      }),
    ]);
    expect(gateway.sandbox.calls.get()['/meter/debt']).toBeUndefined();
    expect(log.failures).toEqual(['NOT_PROVIDED /meter/debt']);
  });

  it('a call served elsewhere goes there; a 404 there means the backend lacks it, and the prices show without discounts', async () => {
    const services = await gateway.gql<Services>(SERVICES, {}, person);
    const clientCode = services.data!.viewer.services.cylinder[0]!.clientCode;
    gateway.sandbox.calls.reset();
    const answer = await gateway.gql<{ viewer: { cylinderDiscounts: { discounts: unknown[] } } }>(
      `query ($c: String!) { viewer { cylinderDiscounts(clientCode: $c) { discounts { type } } } }`,
      { c: clientCode },
      person,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.viewer.cylinderDiscounts.discounts).toEqual([]);
    expect(gateway.sandbox.calls.get()['/descuentos/cilindro']).toBe(1);
    expect(gateway.sandbox.calls.get()['/cylinder/get_discounts']).toBeUndefined();
  });

  it('refuses at start a value that is neither a path nor none', () => {
    expect(() => readChosenPaths({ BACKEND_PATH_METER_DEBT: 'https://otro.example/deuda' })).toThrow(/BACKEND_PATH_METER_DEBT/);
    expect(() => readChosenPaths({ BACKEND_PATH_METER_DEBT: '/a/../b' })).toThrow(/BACKEND_PATH_METER_DEBT/);
    expect(readChosenPaths({ BACKEND_PATH_METER_DEBT: 'none', BACKEND_PATH_HOUSING_DEBT: '/deuda/granel' })).toEqual({
      '/meter/debt': null,
      '/housing/debt': '/deuda/granel',
    });
  });
});
