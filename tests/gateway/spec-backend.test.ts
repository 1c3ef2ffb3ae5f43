import { print } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD } from '../../client/features/dashboard/api';
import { REQUEST_CATEGORIES } from '../../client/shared/request-wizard/api';
import type { DashboardQuery } from '../../client/gql/graphql';
import { catchBackendFailures } from '../support/console';
import { DEMO_PASSWORD } from '../support/gateway';
import { specBackendGateway } from '../support/spec-backend-gateway';

/**
 * The main journeys of every person area through the gateway's http transport against a backend written from the
 * spec's words alone (spec-backend/): per-line service shapes, ISO dates, numbers as numbers, ids with leading
 * zeros, none of the paths we chose (issue 37). What the gateway cannot fit is logged as a misfit: none may be.
 */
const spec = specBackendGateway();
const { misfits } = spec;
let token = '';
const gql = <T>(query: string, variables: Record<string, unknown> = {}) => spec.gql<T>(query, variables, token, 'PERSON');

beforeAll(async () => {
  const signIn = await gql<{ login: { outcome: string; session: { token: string } | null } }>(
    `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { outcome session { token } } }`,
    { e: 'cliente@demo.cl', p: DEMO_PASSWORD },
  );
  token = signIn.data!.login.session!.token;
});

describe('the person areas against the spec-only backend', () => {
  it('signs in without the token exchange, and the dashboard shows every line with its codes as the backend wrote them', async () => {
    const answer = await gql<DashboardQuery>(print(DASHBOARD));
    expect(answer.errors).toBeUndefined();
    const services = answer.data!.viewer!.services!;
    expect(services.meter?.map((m) => [m.clientCode, m.contractCode])).toEqual([['0012345678', '0040001234']]);
    expect(services.bulk?.map((b) => b.clientCode)).toEqual(['0012500101']);
    // spec 2 §3's cylinder service has no client_cod: its client_id is its code (spec 1 §7)
    expect(services.cylinder?.map((c) => c.clientCode)).toEqual(['7101']);
    // spec 2 §3's autogas account: the client code in each patent, no `linked`
    expect(services.autogas?.map((v) => v.patent)).toEqual(['HJRP17', 'KXWT42']);
    expect(services.autogas?.every((v) => v.summary !== null)).toBe(true);
  });

  it('cylinder: the orders by client_id, one cancelled, and the next read shows it', async () => {
    const orders = `{ viewer { cylinderOrders(days: 365) { orders { orderNumber canCancel state } } } }`;
    type Orders = { viewer: { cylinderOrders: { orders: Array<{ orderNumber: string; canCancel: boolean; state: string }> } } };
    const before = await gql<Orders>(orders);
    expect(before.errors).toBeUndefined();
    const cancellable = before.data!.viewer.cylinderOrders.orders.find((o) => o.canCancel)!;
    expect(cancellable.orderNumber).toBe('0001300512');
    const cancel = await gql<{ cancelCylinderOrder: { outcome: string } }>(
      `mutation($n: String!) { cancelCylinderOrder(orderNumber: $n, comment: "Ya no lo necesito") { outcome message } }`,
      { n: cancellable.orderNumber },
    );
    expect(cancel.data?.cancelCylinderOrder.outcome).toBe('SENT');
    const after = await gql<Orders>(orders);
    expect(after.data!.viewer.cylinderOrders.orders.find((o) => o.orderNumber === '0001300512')?.canCancel).toBe(false);
  });

  it('autogas: notice 000410023 keeps its leading zeros, is found and cancelled', async () => {
    type Scheduled = { viewer: { scheduledMaintenances: Array<{ noticeId: string }> } };
    const query = `query($p: String!) { viewer { scheduledMaintenances(patent: $p) { noticeId } } }`;
    const scheduled = await gql<Scheduled>(query, { p: 'KXWT42' });
    expect(scheduled.errors).toBeUndefined();
    expect(scheduled.data!.viewer.scheduledMaintenances.map((m) => m.noticeId)).toContain('000410023');
    const cancel = await gql<{ cancelMaintenance: { outcome: string } }>(
      `mutation($p: String!, $n: ID!) { cancelMaintenance(patent: $p, noticeId: $n) { outcome message } }`,
      { p: 'KXWT42', n: '000410023' },
    );
    expect(cancel.data?.cancelMaintenance.outcome).toBe('SENT');
    const after = await gql<Scheduled>(query, { p: 'KXWT42' });
    expect(after.data!.viewer.scheduledMaintenances.map((m) => m.noticeId)).not.toContain('000410023');
  });

  it('bulk: the orders and an order in route, with its figures read from numbers', async () => {
    type Orders = { viewer: { bulkOrders: { orders: Array<{ orderNumber: string; liters: number | null }> } } };
    const list = await gql<Orders>(
      `query($c: String!) { viewer { bulkOrders(clientCode: $c, days: 365) { orders { orderNumber liters } } } }`,
      {
        c: '0012500101',
      },
    );
    expect(list.errors).toBeUndefined();
    expect(list.data!.viewer.bulkOrders.orders.map((o) => o.orderNumber)).toContain('0001200345');
    expect(list.data!.viewer.bulkOrders.orders.every((o) => typeof o.liters === 'number')).toBe(true);
  });

  it('meter: the bills of the contract, and the debt says its call is not provided', async () => {
    const log = catchBackendFailures();
    const answer = await gql<{ viewer: { meter: { debt: unknown; readingChart: unknown[] } } }>(
      `query($c: String!) { viewer { meter(contractCode: $c) { readingChart { month consumption } debt { amount } } } }`,
      { c: '0040001234' },
    );
    expect(answer.data!.viewer.meter.readingChart.length).toBeGreaterThan(0);
    expect(answer.data!.viewer.meter.debt).toBeNull();
    expect(answer.errors?.map((e) => e.extensions?.reason)).toEqual(['NOT_PROVIDED']);
    expect(log.failures).toEqual(['NOT_PROVIDED /meter/debt']);
  });

  it('requests: the list, and the types labelled by description_front, never by a bare code', async () => {
    const list = await gql<{ viewer: { requests: Array<{ id: string | null }> } }>(`{ viewer { requests(filter: {}) { id } } }`);
    expect(list.errors).toBeUndefined();
    expect(list.data!.viewer.requests.map((r) => r.id)).toContain('3101');
    type Categories = { viewer: { requestCategories: { categories: Array<{ types: Array<{ name: string | null }> }> } } };
    const categories = await gql<Categories>(print(REQUEST_CATEGORIES), { line: 'METER' });
    expect(categories.errors).toBeUndefined();
    const names = categories.data!.viewer.requestCategories.categories.flatMap((c) => c.types.map((t) => t.name));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => name === null || /^[A-Z]{1,2}\d{3,4}$/.test(name))).toEqual([]);
  });

  it('logged no misfit on the way', () => {
    expect(misfits).toEqual([]);
  });
});
