import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../../client/shared/paths';
import { catchChartsWithoutLayout } from '../support/console';
import { requestWaves } from '../support/request-waves';
import { createScreenWorld, renderScreen, type ScreenWorld } from '../support/screen';

/**
 * Suministro Eléctrico's tabs read their data in one GraphQL round trip (issue 44), counted without a clock
 * (request-waves.ts): by a URL, the company's clients and the tab's read go out at once (the contract then looked up
 * by the gateway); by a click, the tab's read alone, naming the contract of the cached clients. Historial de Consumos
 * asks for its installations and the shown one's consumption in one query, not the list and then the consumption.
 */
const COMPANY = 'funcionario@empresa.demo.cl';
/** What the shell reads around every screen: not the screen's data. */
const SHELL_READS = ['AppConfig', 'Shell', 'CheckCylinderNotifications', 'UnreadNotifications'];

const TABS = [
  [paths.electricity.consumption, 'ElectricityConsumption', 'Historial de Consumos'],
  [paths.electricity.invoices, 'ElectricityInvoices', 'Historial de Facturas'],
  [paths.electricity.payments, 'ElectricityPayments', 'Historial de Pagos'],
  [paths.electricity.debt, 'ElectricityDebt', 'Detalle de Deuda'],
] as const;

/** funcionario@'s line-7 clients with one installation: the consumption tab shows it without a choice */
function singleInstallationClients(world: ScreenWorld) {
  const data = world.backend.world;
  const user = data.companyUsers.find((u) => u.email === COMPANY)!;
  return data.companyServices
    .filter((s) => s.business_line_id === 7 && user.companies.includes(s.company_id))
    .filter((s) => data.electricityInstallations.filter((i) => i.service_id === s.id).length === 1)
    .map((s) => s.client_cod);
}

/** Until nothing on the screen says it is loading. */
const settled = () =>
  waitFor(() => expect(screen.queryAllByRole('status').filter((status) => /Cargando/.test(status.textContent ?? ''))).toEqual([]));

describe('a Suministro Eléctrico tab opened by URL', () => {
  it.each(TABS)('%s reads the clients and its data in one round trip', async (path, read) => {
    catchChartsWithoutLayout();
    const world = createScreenWorld();
    const code = singleInstallationClients(world).at(-1)!;
    const waves = requestWaves();
    await renderScreen(`${path}?cliente=${code}`, { as: COMPANY, world, onRequest: waves.onRequest });
    await screen.findByRole('heading', { level: 1, name: 'Suministro Eléctrico' });
    await waitFor(() => expect(waves.log().map((entry) => entry.name)).toContain(read));
    await settled();
    const own = waves.log().filter((entry) => !SHELL_READS.includes(entry.name));
    expect(own.filter((entry) => entry.name === read)).toHaveLength(1);
    expect({ own, waves: new Set(own.map((entry) => entry.wave)).size }).toMatchObject({ waves: 1 });
  });

  it('Historial de Consumos draws the only installation’s chart from that one answer', async () => {
    catchChartsWithoutLayout();
    const world = createScreenWorld();
    const code = singleInstallationClients(world).at(-1)!;
    await renderScreen(`${paths.electricity.consumption}?cliente=${code}`, { as: COMPANY, world });
    expect(await screen.findByRole('region', { name: 'Consumo eléctrico' })).toBeDefined();
  });
});

describe('a Suministro Eléctrico tab by a click', () => {
  it.each(TABS.filter(([path]) => path !== paths.electricity.invoices))(
    '%s asks for its data alone, at the click',
    async (path, read, label) => {
      catchChartsWithoutLayout();
      const world = createScreenWorld();
      const code = singleInstallationClients(world).at(-1)!;
      const waves = requestWaves();
      await renderScreen(`${paths.electricity.invoices}?cliente=${code}`, { as: COMPANY, world, onRequest: waves.onRequest });
      await screen.findByRole('heading', { level: 1, name: 'Suministro Eléctrico' });
      await settled();
      waves.restart();
      const bar = screen.getAllByRole('navigation').find((nav) => within(nav).queryByRole('link', { name: label }))!;
      fireEvent.click(within(bar).getByRole('link', { name: label }));
      await waitFor(() => expect(waves.log().map((entry) => entry.name)).toContain(read));
      await settled();
      expect(waves.log()).toEqual([{ name: read, wave: 0 }]);
    },
  );
});
