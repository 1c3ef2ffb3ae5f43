import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { BulkOrderRecord } from '../../fixtures/areas/bulk/model';
import type { AccountRecord } from '../../fixtures/core/model';
import { routeTable } from '../../client/app/registry';
import type { LazyScreen } from '../../client/shared/lazy-screen';
import { href, paths } from '../../client/shared/paths';
import { catchChartsWithoutLayout } from '../support/console';
import { requestWaves, type RequestWaves } from '../support/request-waves';
import { createScreenWorld, renderScreen, type ScreenWorld } from '../support/screen';

/**
 * The bulk screens opened from a list (an order, a document, a tank, its history) and Granel's own path read their
 * data in one GraphQL round trip (issue 44), counted without a clock (request-waves.ts): by a reload, a company
 * user's client list (what its route's gate reads) goes out beside the screen's read, not before it; by a click from
 * the list, what the list holds (the order's patent, the document's files) goes with the read, so the order's truck
 * is asked at the click beside the order and the document's files beside its detail.
 */

const PERSON = 'cliente@demo.cl';
const COMPANY = 'funcionario@empresa.demo.cl';
/** What the shell reads around every screen: not the screen's data. */
const SHELL_READS = ['AppConfig', 'Shell', 'CheckCylinderNotifications', 'UnreadNotifications'];

/** the user's bulk accounts: a person's housing ones, the industrial clients the company user holds privileges on */
function accountsOf(world: ScreenWorld, as: string): AccountRecord[] {
  const data = world.backend.world;
  if (as === PERSON) {
    const person = data.persons.find((p) => p.email === PERSON)!;
    return person.linked.housing.map((id) => data.accounts.find((a) => a.id === id)!);
  }
  const user = data.companyUsers.find((u) => u.email === COMPANY)!;
  return data.companyServices
    .filter((s) => s.business_line_id === 6 && (user.privileges[String(s.id)] ?? []).length > 0)
    .map((s) => data.accounts.find((a) => a.line === 'industrial' && a.client_cod === s.client_cod)!);
}
const onRoute = (world: ScreenWorld, as: string): { order: BulkOrderRecord; account: AccountRecord } => {
  const accounts = accountsOf(world, as);
  const order = world.backend.world.bulkOrders.find((o) => o.state === 'En Ruta' && accounts.some((a) => a.id === o.account))!;
  return { order, account: accounts.find((a) => a.id === order.account)! };
};
const tankOf = (world: ScreenWorld, as: string) => {
  const accounts = accountsOf(world, as);
  const tank = world.backend.world.tanks.find((t) => accounts.some((a) => a.id === t.account))!;
  return { clientCode: accounts.find((a) => a.id === tank.account)!.client_cod, tankId: tank.meter_code };
};

/** Until nothing on the screen says it is loading. */
const settled = () =>
  waitFor(() => expect(screen.queryAllByRole('status').filter((status) => /Cargando|Buscando/.test(status.textContent ?? ''))).toEqual([]));

const own = (waves: RequestWaves) => waves.log().filter((entry) => !SHELL_READS.includes(entry.name));

interface Reload {
  label: string;
  as: string;
  path(world: ScreenWorld): string;
  heading: RegExp;
  read: string;
}

const RELOADS: Reload[] = [PERSON, COMPANY].flatMap((as) => [
  {
    label: `${as}: an order's detail`,
    as,
    path: (world: ScreenWorld) => {
      const { order, account } = onRoute(world, as);
      return `${href(paths.bulk.orderDetail, { id: order.orderNumber })}?cliente=${account.client_cod}`;
    },
    heading: /^Pedido N°/,
    read: 'BulkOrderDetail',
  },
  {
    label: `${as}: a document's detail`,
    as,
    path: (world: ScreenWorld) => {
      const account = accountsOf(world, as)[0]!;
      const document = world.backend.world.bulkDocuments.find((d) => d.account === account.id && d.issuedDaysAgo < 300)!;
      const year = new Date(Date.now() - document.issuedDaysAgo * 86_400_000).getFullYear();
      return `${href(paths.bulk.accountDocument, { id: document.doc_number, docYear: String(year), clientCode: account.client_cod })}?periodo=12`;
    },
    heading: /N°|Detalle del documento/,
    read: 'BulkDocument',
  },
  {
    label: `${as}: a client's tanks`,
    as,
    path: (world) => href(paths.bulk.tanks, tankOf(world, as)),
    heading: /^Tanques del cliente/,
    read: 'Tanks',
  },
  { label: `${as}: a tank`, as, path: (world) => href(paths.bulk.tank, tankOf(world, as)), heading: /^Tanque /, read: 'Tank' },
  {
    label: `${as}: a tank's history`,
    as,
    path: (world) => href(paths.bulk.tankHistory, tankOf(world, as)),
    heading: /^Historial del tanque/,
    read: 'TankReadings',
  },
]);

describe('a bulk screen opened by URL reads its data in one round trip', () => {
  it.each(RELOADS)('$label', async ({ as, path, heading, read }) => {
    catchChartsWithoutLayout();
    const world = createScreenWorld();
    const waves = requestWaves();
    await renderScreen(path(world), { as, world, onRequest: waves.onRequest });
    await screen.findByRole('heading', { level: 1, name: heading });
    await waitFor(() => expect(own(waves).map((entry) => entry.name)).toContain(read));
    await settled();
    const first = own(waves).filter((entry) => entry.name !== 'TruckPosition');
    // one wave: the company's client list beside the read, not before it
    expect({ first, waves: new Set(first.map((entry) => entry.wave)).size }).toMatchObject({ waves: 1 });
    if (as === COMPANY) expect(first.map((entry) => entry.name)).toContain('CompanyClients');
  });

  it("a company user's Granel, its client remembered: the client list and Resumen de Tanques at once", async () => {
    const world = createScreenWorld();
    const code = accountsOf(world, COMPANY).at(-1)!.client_cod;
    const waves = requestWaves();
    await renderScreen(paths.bulk.root, { as: COMPANY, world, onRequest: waves.onRequest, remember: { INDUSTRIAL_BULK: code } });
    await screen.findByRole('heading', { level: 1, name: 'Granel Industrial' });
    await waitFor(() => expect(own(waves).map((entry) => entry.name)).toContain('TankSummary'));
    await settled();
    expect(window.location.pathname).toBe(paths.bulk.tankSummary);
    expect({ own: own(waves), waves: new Set(own(waves).map((entry) => entry.wave)).size }).toMatchObject({ waves: 1 });
    expect(own(waves).filter((entry) => entry.name === 'TankSummary')).toHaveLength(1);
  });
});

/**
 * Clicks `link` once the screen has settled and the chunk of the screen at `path` is in (as the pointer over the link
 * fetches it): the requests sent by the time the click's handlers ran.
 */
async function click(waves: RequestWaves, link: HTMLElement, path: string) {
  await (routeTable.signedIn.find((route) => route.path === path)!.screen as LazyScreen).preload();
  waves.restart();
  let atClick: string[] = [];
  const record = () => (atClick = waves.log().map((entry) => entry.name));
  document.addEventListener('click', record);
  fireEvent.click(link);
  document.removeEventListener('click', record);
  return atClick;
}

describe.each([PERSON, COMPANY])('from a list, as %s', (as) => {
  it('an order En Ruta: its detail and its truck asked at the click, in one round trip, the truck once', async () => {
    const world = createScreenWorld();
    const { order, account } = onRoute(world, as);
    const waves = requestWaves();
    await renderScreen(`${paths.bulk.orders}?cliente=${account.client_cod}&dias=365`, { as, world, onRequest: waves.onRequest });
    const link = await screen.findByRole('link', { name: `Ver Detalle del pedido ${order.orderNumber}` }, { timeout: 10_000 });
    await settled();
    const atClick = await click(waves, link, paths.bulk.orderDetail);
    expect(atClick).toEqual(expect.arrayContaining(['BulkOrderDetail', 'TruckPosition']));
    await screen.findByRole('region', { name: 'Ubicación del camión' });
    await settled();
    expect(waves.log()).toEqual([
      { name: 'BulkOrderDetail', wave: 0 },
      { name: 'TruckPosition', wave: 0 },
    ]);
  });

  it('a document: its detail asked at the click with the files the list gave, in one round trip', async () => {
    const world = createScreenWorld();
    const account = accountsOf(world, as)[0]!;
    const waves = requestWaves();
    await renderScreen(`${paths.bulk.account}?cliente=${account.client_cod}&periodo=12`, { as, world, onRequest: waves.onRequest });
    const link = (await screen.findAllByRole('link', { name: /^Ver detalle del documento/ }))[0]!;
    await settled();
    const atClick = await click(waves, link, paths.bulk.accountDocument);
    expect(atClick).toEqual(['BulkDocument']);
    await screen.findByRole('link', { name: 'Volver a Cuenta Corriente' });
    await settled();
    expect(waves.log()).toEqual([{ name: 'BulkDocument', wave: 0 }]);
  });
});
