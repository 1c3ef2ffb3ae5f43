import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { PRIVILEGE } from '../../machines/rules/privileges';
import { createScreenWorld, currentPath, renderScreen } from '../support/screen';

/**
 * The route gate of a company screen reads the selected client's privileges (spec 3 §2, §6): the URL's client (its
 * `?cliente=` or the path's client), else the first client holding the privilege.
 */

/** The industrial clients of a company user, with the privileges granted on each. */
function industrialClients(email: string) {
  const world = createScreenWorld().backend.world;
  const user = world.companyUsers.find((u) => u.email === email)!;
  return world.companyServices
    .filter((s) => s.business_line_id === 6 && user.companies.includes(s.company_id))
    .map((s) => ({ code: s.client_cod, privileges: user.privileges[String(s.id)] ?? [] }));
}

describe('a privileged company route, opened by URL', () => {
  it('sends a Funcionario without 1008 on the selected client to /mis-servicios', async () => {
    const [client] = industrialClients('limitado@empresa.demo.cl').filter((c) => c.privileges.length > 0);
    expect(client!.privileges).not.toContain(PRIVILEGE.debtDetail);
    await renderScreen(`/mis-servicios/granel/detalle-deuda?cliente=${client!.code}`, { as: 'limitado@empresa.demo.cl' });
    await vi.waitFor(() => expect(currentPath()).toBe('/mis-servicios'), { timeout: 5000 });
    expect(screen.queryByRole('heading', { level: 1, name: 'Granel Industrial' })).toBeNull();
  });

  it('opens it for a Funcionario who holds 1008 on the client the URL selects', async () => {
    const [client] = industrialClients('funcionario@empresa.demo.cl');
    await renderScreen(`/mis-servicios/granel/detalle-deuda?cliente=${client!.code}`, { as: 'funcionario@empresa.demo.cl' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Granel Industrial' })).toBeDefined();
    expect(currentPath()).toBe('/mis-servicios/granel/detalle-deuda');
    expect(screen.getByRole('link', { name: 'Detalle de Deuda' }).getAttribute('aria-current')).toBe('page');
  });

  it('keeps it closed for a person, whose own bulk screen has the path', async () => {
    await renderScreen('/mis-servicios/granel/detalle-deuda', { as: 'cliente@demo.cl' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Granel Habitacional' })).toBeDefined();
    expect(screen.queryByRole('heading', { level: 1, name: 'Granel Industrial' })).toBeNull();
  });

  it('opens a tab without a client in the URL on the first client holding its privilege', async () => {
    const [client] = industrialClients('limitado@empresa.demo.cl').filter((c) => c.privileges.includes(PRIVILEGE.payments));
    await renderScreen('/mis-servicios/granel/historial-pagos', { as: 'limitado@empresa.demo.cl' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Granel Industrial' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Historial de Pagos' }).getAttribute('href')).toContain(`cliente=${client!.code}`);
    // limitado holds 1002 and 1007 there: its other tabs do not show
    expect(screen.queryByRole('link', { name: 'Detalle de Deuda' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Telemetría' })).toBeNull();
  });
});
