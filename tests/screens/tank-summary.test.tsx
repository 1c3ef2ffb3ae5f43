import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createScreenWorld, renderScreen } from '../support/screen';

/** Resumen de Tanques (spec 3 §2), as funcionario@ sees it. */
const PATH = '/mis-servicios/granel/resumen-tanques';
const FUNCIONARIO = 'funcionario@empresa.demo.cl';

describe('Resumen de Tanques', () => {
  it('groups the centrals by technical location and under "Centrales sin UT asignada", each row opening on its tanks', async () => {
    const { user } = await renderScreen(PATH, { as: FUNCIONARIO });
    const unassigned = await screen.findByRole('region', { name: 'Centrales sin UT asignada' });
    const location = screen.getAllByRole('region', { name: /^Ubicación técnica / })[0]!;
    // the location's place and its capacity in litres with thousands dots
    expect(within(location).getByText('Capacidad total').nextSibling?.textContent).toMatch(/^\d{1,3}(\.\d{3})* litros$/);
    expect(within(location).getAllByRole('button', { name: /^Central / }).length).toBeGreaterThan(0);

    const row = within(unassigned).getAllByRole('button', { name: /^Central / })[0]!;
    expect(row.getAttribute('aria-expanded')).toBe('false');
    const tanks = document.getElementById(row.getAttribute('aria-controls')!)!;
    expect(tanks.hidden).toBe(true);
    row.focus();
    await user.keyboard('{Enter}');
    expect(row.getAttribute('aria-expanded')).toBe('true');
    expect(tanks.hidden).toBe(false);
    const table = within(tanks).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Tanque', 'N° de serie', 'Capacidad (litros)']);
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    await user.keyboard(' ');
    expect(row.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the error with Reintentar inside the area when the summary cannot be read', async () => {
    const world = createScreenWorld();
    world.faults.fail('/company_user/bussines_line/industrial/resume');
    await renderScreen(PATH, { as: FUNCIONARIO, world });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Granel Industrial' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Resumen de Tanques' })).toBeDefined();
  });
});
