import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { PAYMENTS_EMPTY, TO_AFTER_TODAY, TO_BEFORE_FROM } from '../../machines/rules/electricity-rules';
import { catchChartsWithoutLayout } from '../support/console';
import { currentPath, fill, renderScreen } from '../support/screen';

/** Suministro Eléctrico (spec 3 §2, §4, §5), as funcionario@ sees it. */
const FUNCIONARIO = 'funcionario@empresa.demo.cl';
const ROOT = '/mis-servicios/suministro-electrico';

beforeEach(catchChartsWithoutLayout);

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Secciones de Suministro Eléctrico' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** The contract select's options, by their values. */
const contracts = () =>
  [...(screen.getByRole('combobox', { name: 'Suministro eléctrico' }) as HTMLSelectElement).options].map((o) => o.value);

describe('Suministro Eléctrico', () => {
  it('opens on Historial de Consumos, where a contract with one installation draws its chart at once', async () => {
    await renderScreen(ROOT, { as: FUNCIONARIO });
    expect(await screen.findByRole('heading', { name: /^Consumo eléctrico \(kWh\) – Cliente: / })).toBeDefined();
    expect(currentPath()).toBe('/mis-servicios/suministro-electrico/historial-consumos');
    expect(tabNames()).toEqual(['Historial de Consumos', 'Historial de Facturas', 'Historial de Pagos', 'Detalle de Deuda']);
    // one year back to today: every granularity is offered, yearly included
    const granularity = screen.getByRole('combobox', { name: 'Granularidad' }) as HTMLSelectElement;
    expect([...granularity.options].map((o) => o.textContent)).toEqual(['15 minutos', 'Por hora', 'Diaria', 'Mensual', 'Anual']);
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeDefined();
  });

  it('waits for the choice of an installation when the contract has several', async () => {
    const { user } = await renderScreen(ROOT, { as: FUNCIONARIO });
    await screen.findByRole('heading', { name: /^Consumo eléctrico/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Suministro eléctrico' }), contracts()[1]!);
    await waitFor(() => expect(screen.queryByRole('heading', { name: /^Consumo eléctrico/ })).toBeNull());
    const installation = (await screen.findByRole('combobox', { name: 'Instalación' })) as HTMLSelectElement;
    expect(installation.value).toBe('');
    expect(installation.options[0]!.textContent).toBe('Seleccione Instalación');
    expect(screen.queryByRole('heading', { name: /^Consumo eléctrico/ })).toBeNull();
  });

  it('says what is wrong with the dates under Hasta, and offers monthly only from 30 days', async () => {
    const { user } = await renderScreen(ROOT, { as: FUNCIONARIO });
    await screen.findByRole('heading', { name: /^Consumo eléctrico/ });
    const from = screen.getByRole('textbox', { name: 'Desde' });
    const to = screen.getByRole('textbox', { name: 'Hasta' });
    await fill(user, to, '01/01/2099');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText(TO_AFTER_TODAY)).toBeDefined();

    await fill(user, from, '10/01/2026');
    await fill(user, to, '05/01/2026');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText(TO_BEFORE_FROM)).toBeDefined();

    await fill(user, from, '01/01/2026');
    await fill(user, to, '30/01/2026');
    const granularity = screen.getByRole('combobox', { name: 'Granularidad' }) as HTMLSelectElement;
    await waitFor(() => expect([...granularity.options].map((o) => o.value)).toEqual(['QUARTER_HOUR', 'HOURLY', 'DAILY']));
    await fill(user, to, '31/01/2026');
    await waitFor(() => expect([...granularity.options].map((o) => o.value)).toContain('MONTHLY'));
  });

  it('lists the payments with their columns', async () => {
    await renderScreen(`${ROOT}/historial-pagos`, { as: FUNCIONARIO });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['N° de Boleta', 'Fecha de Pago', 'Monto', 'Pagado en']);
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('says so when a range has no payments', async () => {
    await renderScreen(`${ROOT}/historial-pagos?desde=2020-01-01&hasta=2020-02-01`, { as: FUNCIONARIO });
    expect(await screen.findByText(PAYMENTS_EMPTY)).toBeDefined();
  });

  it('shows the debt with its bill and the green Pagar Cuenta', async () => {
    await renderScreen(`${ROOT}/detalle-deuda`, { as: FUNCIONARIO });
    const debt = await screen.findByRole('region', { name: 'Detalle de Deuda' });
    expect(within(debt).getByText('Deuda actual').nextSibling?.textContent).toMatch(/^\$\d{1,3}(\.\d{3})+$/);
    expect(within(debt).getByRole('button', { name: 'Pagar Cuenta' })).toBeDefined();
  });
});
