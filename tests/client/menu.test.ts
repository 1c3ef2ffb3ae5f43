import { describe, expect, it } from 'vitest';
import { buildMenu, type MenuInput } from '../../client/app/menu';

const allOn = () => true;
const labels = (input: MenuInput) => buildMenu(input).map((e) => [e.label, ...(e.children ?? []).map((c) => `  ${c.label}`)]).flat();

describe('sidebar menu', () => {
  it('shows each line a person has, with its flag on', () => {
    const menu = buildMenu({ kind: 'PERSON', flag: allOn, hasDebt: false, hasRequests: true, person: { meter: 1, bulk: 2, cylinder: 1, autogas: 1 } });
    expect(menu[0].children?.map((c) => c.label)).toEqual(['Medidor', 'Granel', 'Cilindro', 'Autogas']);
    expect(menu.map((e) => e.label)).toEqual(['Mis Servicios', 'Mis Requerimientos', 'Información de Interés', 'Administrar mis servicios/productos']);
  });

  it('adds #showmodal to Medidor when the user has debt', () => {
    const menu = buildMenu({ kind: 'PERSON', flag: allOn, hasDebt: true, hasRequests: false, person: { meter: 1, bulk: 0, cylinder: 0, autogas: 0 } });
    expect(menu[0].children?.[0].href).toBe('/mis-servicios/medidor#showmodal');
  });

  it('hides a line whose flag is off, requests without requests, administration without services', () => {
    const flag = (name: string) => name !== 'cilindro';
    // administration still shows: it needs services in any line, whatever the line's flag
    expect(labels({ kind: 'PERSON', flag, hasDebt: false, hasRequests: false, person: { meter: 0, bulk: 0, cylinder: 3, autogas: 0 } })).toEqual([
      'Mis Servicios',
      'Información de Interés',
      'Administrar mis servicios/productos',
    ]);
    expect(labels({ kind: 'PERSON', flag: allOn, hasDebt: false, hasRequests: false, person: { meter: 0, bulk: 0, cylinder: 0, autogas: 0 } })).toEqual([
      'Mis Servicios',
      'Información de Interés',
    ]);
    expect(labels({ kind: 'PERSON', flag: (n) => n !== 'menu_mis_requerimientos', hasDebt: false, hasRequests: true, person: { meter: 1, bulk: 0, cylinder: 0, autogas: 0 } })).not.toContain('Mis Requerimientos');
  });

  it('shows company lines by service and flag, and Mis funcionarios only to the Administrador', () => {
    const lines = ['INDUSTRIAL_BULK', 'INSTITUTIONAL_CYLINDER', 'ELECTRICITY'];
    expect(labels({ kind: 'COMPANY', flag: allOn, hasDebt: false, hasRequests: false, company: { isAdministrator: false, lines } })).toEqual([
      'Mis Servicios', '  Granel Industrial', '  Envasado Institucional', '  Suministro Eléctrico', 'Información de Interés',
    ]);
    const admin = labels({ kind: 'COMPANY', flag: (n) => n !== 'envasado_institucional_menu', hasDebt: false, hasRequests: true, company: { isAdministrator: true, lines: ['INSTITUTIONAL_CYLINDER'] } });
    expect(admin).toEqual(['Mis Servicios', 'Mis Requerimientos', 'Información de Interés', 'Mis funcionarios']);
  });
});
