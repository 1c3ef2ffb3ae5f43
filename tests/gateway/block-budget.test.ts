import { print } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardQuery, RequestsQuery } from '../../client/gql/graphql';
import { REQUESTS } from '../../client/features/requests/api';
import { DASHBOARD } from '../../client/features/dashboard/api';
import { catchBackendFailures } from '../support/console';
import { sandboxGateway } from '../support/gateway';

/**
 * One slow backend line never holds the dashboard (issue 37): each card is a block with its own budget
 * (gateway/block-budget.ts). The budget here is far below the backend timeout, so a block that waited for the
 * hanging call would come back as TIMEOUT, not as SLOW_BLOCK, and the others would wait with it.
 */
const gateway = sandboxGateway({ env: { BLOCK_BUDGET_MS: '300' }, http: { timeoutMs: 10_000, deadlineMs: 15_000 } });
let person: string;

beforeAll(async () => {
  person = await gateway.signIn('cliente@demo.cl');
});

describe('a slow line on the dashboard', () => {
  it('/me hanging: the other cards are shown, the user block fails alone as slow', async () => {
    const log = catchBackendFailures();
    gateway.sandbox.faults.add({ path: '/me', delayMs: 5_000, times: 1 });
    const answer = await gateway.gql<DashboardQuery>(print(DASHBOARD), {}, person);
    const viewer = answer.data?.viewer;
    expect(viewer?.user).toBeNull();
    expect(answer.errors?.map((e) => [e.path?.join('.'), e.extensions?.reason])).toEqual([['viewer.user', 'SLOW_BLOCK']]);
    expect(viewer?.services?.meter?.length).toBeGreaterThan(0);
    expect(viewer?.services?.autogas?.length).toBeGreaterThan(0);
    expect(viewer?.campaigns).not.toBeNull();
    expect(log.failures).toEqual(['SLOW_BLOCK Viewer.user']);
  });

  it('a slow list and a slow card figure each fail alone, and the rest of the answer comes', async () => {
    const log = catchBackendFailures();
    gateway.sandbox.faults.add({ path: '/bussines_line/cylinder/list', delayMs: 5_000, times: 1 });
    gateway.sandbox.faults.add({ path: '/autogas/dashboard', delayMs: 5_000 });
    const answer = await gateway.gql<DashboardQuery>(print(DASHBOARD), {}, person);
    const services = answer.data?.viewer?.services;
    expect(services?.cylinder).toBeNull();
    expect(services?.bulk?.length).toBeGreaterThan(0);
    expect(services?.autogas?.every((vehicle) => vehicle.summary === null)).toBe(true);
    expect(services?.autogas?.every((vehicle) => vehicle.nextMaintenance !== null)).toBe(true);
    expect(answer.data?.viewer?.user?.name).toBeTruthy();
    expect(new Set(log.failures)).toEqual(new Set(['SLOW_BLOCK PersonServices.cylinder', 'SLOW_BLOCK AutogasVehicle.summary']));
  });

  it('the requests screen: a slow filter tree leaves the list shown', async () => {
    const log = catchBackendFailures();
    gateway.sandbox.faults.add({ path: '/request/type/tree', delayMs: 5_000, times: 1 });
    const answer = await gateway.gql<RequestsQuery>(print(REQUESTS), { filter: {} }, person);
    expect(answer.data?.viewer?.requestTypeTree).toBeNull();
    expect(answer.data?.viewer?.requests?.length).toBeGreaterThan(0);
    expect(log.failures).toEqual(['SLOW_BLOCK Viewer.requestTypeTree']);
  });
});
