import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { PRIVILEGE } from '../../../machines/rules/privileges';
import type { FeatureDeclaration } from '../../../client/shared/routing';
import { createScreenWorld, currentPath, renderScreen } from '../../support/screen';

/**
 * The route gate of a company screen reads the selected client's privileges (spec 3 §2, §6). The industrial bulk
 * screens land with their own issue; until then a stand-in feature declares the Detalle de Deuda route exactly as
 * spec/routes.tsv gives it, so the gate is shown in the whole app.
 */
vi.mock('../../../client/app/registry', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../client/app/registry')>();
  const { buildRouteTable, sessionPathsOf } = await import('../../../client/app/route-table');
  const debtScreen = lazy(async () => ({ default: () => <h1>Deuda industrial de prueba</h1> }));
  const industrial: FeatureDeclaration = {
    name: 'industrial-stand-in',
    routes: [
      {
        path: '/mis-servicios/granel/detalle-deuda',
        title: 'Detalle de Deuda',
        access: 'company',
        consent: true,
        flag: 'granel_industrial_detalle_deuda',
        privilege: PRIVILEGE.debtDetail,
        screen: debtScreen,
      },
    ],
  };
  const features = [...real.features, industrial];
  const routeTable = buildRouteTable(features);
  return { ...real, features, routeTable, sessionPaths: sessionPathsOf(routeTable) };
});

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
    expect(screen.queryByRole('heading', { name: 'Deuda industrial de prueba' })).toBeNull();
  });

  it('opens it for a Funcionario who holds 1008 on the client the URL selects', async () => {
    const [client] = industrialClients('funcionario@empresa.demo.cl');
    await renderScreen(`/mis-servicios/granel/detalle-deuda?cliente=${client!.code}`, { as: 'funcionario@empresa.demo.cl' });
    expect(await screen.findByRole('heading', { name: 'Deuda industrial de prueba' })).toBeDefined();
    expect(currentPath()).toBe('/mis-servicios/granel/detalle-deuda');
  });

  it('keeps it closed for a person, whose own bulk screen has the path', async () => {
    await renderScreen('/mis-servicios/granel/detalle-deuda', { as: 'cliente@demo.cl' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Granel Habitacional' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Deuda industrial de prueba' })).toBeNull();
  });
});
