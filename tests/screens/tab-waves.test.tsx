import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routeTable } from '../../client/app/registry';
import type { LazyScreen } from '../../client/shared/lazy-screen';
import { paths } from '../../client/shared/paths';
import type { BusinessLine } from '../../client/gql/graphql';
import { catchChartsWithoutLayout } from '../support/console';
import { requestWaves } from '../support/request-waves';
import { createScreenWorld, renderScreen, type ScreenWorld } from '../support/screen';

/**
 * A tab's data in one GraphQL round trip (DESIGN.md "Latency"), counted without a clock (request-waves.ts): opened by
 * a URL that names the client, or by a bare URL of a user whose last client this browser remembers, the area's list
 * and the tab's own read go out in one wave, not the list first and the tab's read once the list has answered.
 */

const PERSON = 'cliente@demo.cl';
const COMPANY = 'funcionario@empresa.demo.cl';

/** What the shell reads around every screen: not the screen's data. */
const SHELL_READS = ['AppConfig', 'Shell', 'CheckCylinderNotifications', 'UnreadNotifications'];

interface Area {
  name: string;
  as: string;
  line: BusinessLine;
  param: 'cliente' | 'patente';
  /** the codes of the user's clients (or plates) of the area, in the list's order */
  codes(world: ScreenWorld): string[];
  /** each tab's path and the operation that reads its data */
  tabs: ReadonlyArray<readonly [path: string, read: string]>;
}

function personCodes(world: ScreenWorld) {
  const data = world.backend.world;
  const person = data.persons.find((p) => p.email === PERSON)!;
  const account = (id: number) => data.accounts.find((a) => a.id === id)!;
  return {
    meter: person.linked.meter.map((id) => account(id).contract_cod!),
    bulk: person.linked.housing.map((id) => account(id).client_cod),
    cylinder: person.linked.cylinder.map((id) => account(id).client_cod),
    autogas: person.linked.autogas.flatMap((l) => l.patents),
  };
}

function companyCodes(world: ScreenWorld, line: number) {
  const data = world.backend.world;
  const user = data.companyUsers.find((u) => u.email === COMPANY)!;
  return data.companyServices.filter((s) => s.business_line_id === line && user.companies.includes(s.company_id)).map((s) => s.client_cod);
}

const AREAS: Area[] = [
  {
    name: 'Medidor',
    as: PERSON,
    line: 'METER',
    param: 'cliente',
    codes: (world) => personCodes(world).meter,
    tabs: [
      [paths.meter.bills, 'MeterBills'],
      [paths.meter.readings, 'MeterReadings'],
      [paths.meter.payments, 'MeterPayments'],
      [paths.meter.debt, 'MeterDebt'],
      [paths.meter.agreements, 'MeterAgreements'],
      [paths.meter.rates, 'MeterRates'],
      [paths.meter.simulator, 'MeterSimulation'],
      [paths.meter.requests, 'RequestCategories'],
    ],
  },
  {
    name: 'Granel Habitacional',
    as: PERSON,
    line: 'BULK',
    param: 'cliente',
    codes: (world) => personCodes(world).bulk,
    tabs: [
      [paths.bulk.order, 'BulkOrderingUser'],
      [paths.bulk.orders, 'BulkOrders'],
      [paths.bulk.payments, 'BulkPayments'],
      [paths.bulk.debt, 'BulkDebt'],
      [paths.bulk.account, 'BulkAccount'],
      [paths.bulk.telemetry, 'Telemetry'],
      [paths.bulk.requests, 'RequestCategories'],
      [paths.bulk.prices, 'BulkPrices'],
    ],
  },
  {
    name: 'Cilindro',
    as: PERSON,
    line: 'CYLINDER',
    param: 'cliente',
    codes: (world) => personCodes(world).cylinder,
    tabs: [
      // its screen reads nothing but the list
      [paths.cylinder.order, 'CylinderClients'],
      [paths.cylinder.prices, 'CylinderPrices'],
      [paths.cylinder.discounts, 'CylinderDiscounts'],
      [paths.cylinder.orders, 'CylinderOrders'],
      [paths.cylinder.requests, 'RequestCategories'],
    ],
  },
  {
    name: 'Autogas',
    as: PERSON,
    line: 'AUTOGAS',
    param: 'patente',
    codes: (world) => personCodes(world).autogas,
    tabs: [
      [paths.autogas.contract, 'AutogasContract'],
      [paths.autogas.consumption, 'AutogasConsumption'],
      [paths.autogas.goals, 'AutogasGoals'],
      [paths.autogas.maintenance, 'MaintenanceHistory'],
      [paths.autogas.requests, 'RequestCategories'],
    ],
  },
  {
    name: 'Granel Industrial',
    as: COMPANY,
    line: 'INDUSTRIAL_BULK',
    param: 'cliente',
    codes: (world) => companyCodes(world, 6),
    tabs: [
      [paths.bulk.tankSummary, 'TankSummary'],
      [paths.bulk.order, 'BulkOrderingUser'],
      [paths.bulk.orders, 'BulkOrders'],
      [paths.bulk.payments, 'BulkPayments'],
      [paths.bulk.debt, 'BulkDebt'],
      [paths.bulk.account, 'BulkAccount'],
      [paths.bulk.telemetry, 'Telemetry'],
      [paths.bulk.requests, 'RequestCategories'],
      [paths.bulk.prices, 'BulkPrices'],
    ],
  },
  {
    name: 'Envasado Institucional',
    as: COMPANY,
    line: 'INSTITUTIONAL_CYLINDER',
    param: 'cliente',
    codes: (world) => companyCodes(world, 2),
    tabs: [
      // its first step reads nothing but the list
      [paths.institutional.quote, 'CompanyClients'],
      [paths.institutional.quotes, 'Quotes'],
      [paths.institutional.account, 'InstitutionalAccount'],
    ],
  },
];

/** Until nothing on the screen says it is loading. */
const settled = () =>
  waitFor(() => expect(screen.queryAllByRole('status').filter((status) => /Cargando/.test(status.textContent ?? ''))).toEqual([]));

const cases = (areas: Area[]) =>
  areas.flatMap((area) => area.tabs.map(([path, read]) => ({ area, path, read, label: `${area.name} ${path}` })));

/** Opens `path` by URL and returns the waves of the screen's own requests (the shell's left out). */
async function openByUrl(area: Area, path: string, read: string, how: 'url' | 'remembered') {
  catchChartsWithoutLayout();
  const world = createScreenWorld();
  // the second client: neither the list's first nor a default could have guessed it
  const code = area.codes(world).at(-1)!;
  const waves = requestWaves();
  await renderScreen(how === 'url' ? `${path}?${area.param}=${code}` : path, {
    as: area.as,
    world,
    onRequest: waves.onRequest,
    ...(how === 'remembered' && { remember: { [area.line]: code } }),
  });
  await screen.findByRole('heading', { level: 1, name: area.name });
  await waitFor(() => expect(waves.log().map((entry) => entry.name)).toContain(read));
  await settled();
  // the screen shows the client it was asked for
  const tabs = screen.getAllByRole('navigation').find((nav) => nav.getAttribute('aria-label')?.startsWith('Secciones de'))!;
  for (const link of within(tabs).getAllByRole('link')) expect(link.getAttribute('href')).toContain(`${area.param}=${code}`);
  const own = waves.log().filter((entry) => !SHELL_READS.includes(entry.name));
  return { own, waves: new Set(own.map((entry) => entry.wave)) };
}

describe('a tab opened by URL reads its data in one round trip', () => {
  it.each(cases(AREAS))('$label, its client named in the URL', async ({ area, path, read }) => {
    const { own, waves } = await openByUrl(area, path, read, 'url');
    expect(own.map((entry) => entry.name)).toContain(read);
    expect({ own, waves: waves.size }).toMatchObject({ waves: 1 });
  });

  it.each(cases(AREAS))('$label, its client the one this browser remembers', async ({ area, path, read }) => {
    const { own, waves } = await openByUrl(area, path, read, 'remembered');
    expect(own.map((entry) => entry.name)).toContain(read);
    expect({ own, waves: waves.size }).toMatchObject({ waves: 1 });
  });
});

describe('a tab click', () => {
  it('has asked for the tab’s data before the tab renders, and shows the tab at once (its chunk fetched ahead)', async () => {
    const world = createScreenWorld();
    const [, code] = personCodes(world).meter;
    const payments = routeTable.signedIn.find((route) => route.path === paths.meter.payments)!.screen as LazyScreen;
    const preload = vi.spyOn(payments, 'preload');
    try {
      const waves = requestWaves();
      await renderScreen(`${paths.meter.bills}?cliente=${code}`, { as: PERSON, world, onRequest: waves.onRequest });
      await screen.findByRole('heading', { level: 1, name: 'Medidor' });
      await settled();
      // the sibling tabs' chunks are fetched while the browser is idle
      await waitFor(() => expect(preload).toHaveBeenCalled());
      await preload.mock.results[0]!.value;
      const bar = screen.getByRole('navigation', { name: 'Secciones de Medidor' });
      const tab = within(bar).getByRole('link', { name: 'Historial de Pagos' });
      waves.restart();
      // what was sent by the time the click's handlers ran, before React renders the tab
      let sentAtClick: string[] = [];
      const atClick = () => (sentAtClick = waves.log().map((entry) => entry.name));
      document.addEventListener('click', atClick);
      fireEvent.click(tab);
      document.removeEventListener('click', atClick);
      expect(sentAtClick).toContain('MeterPayments');
      // rendered in the click's own update: no loading screen in the tab's place, its frame already there
      const current = within(screen.getByRole('navigation', { name: 'Secciones de Medidor' })).getByRole('link', {
        name: 'Historial de Pagos',
      });
      expect(current.getAttribute('aria-current')).toBe('page');
      await settled();
      expect(waves.log().map((entry) => entry.name)).toEqual(['MeterPayments']);
    } finally {
      preload.mockRestore();
    }
  });

  it('to a tab whose read needs the client’s item takes the item from the cached list: one request, at the click', async () => {
    const world = createScreenWorld();
    const [, code] = personCodes(world).meter;
    const waves = requestWaves();
    await renderScreen(`${paths.meter.bills}?cliente=${code}`, { as: PERSON, world, onRequest: waves.onRequest });
    await screen.findByRole('heading', { level: 1, name: 'Medidor' });
    await settled();
    waves.restart();
    let sentAtClick: string[] = [];
    const atClick = () => (sentAtClick = waves.log().map((entry) => entry.name));
    document.addEventListener('click', atClick);
    catchChartsWithoutLayout();
    fireEvent.click(screen.getByRole('link', { name: 'Historial de Lectura' }));
    document.removeEventListener('click', atClick);
    await settled();
    expect(sentAtClick).toContain('MeterReadings');
    expect(waves.log().map((entry) => entry.name)).toEqual(['MeterReadings']);
  });
});
