import { describe, expect, it } from 'vitest';
import { buildMenu, type MenuInput } from '../../client/app/menu';
import { menuDeclarations } from '../../client/app/registry';
import type { MenuDeclaration } from '../../client/shared/routing';
import { first } from '../support/items';

const allOn = () => true;
const menuOf = (input: MenuInput) => buildMenu(menuDeclarations, input);
const labels = (input: MenuInput) =>
  menuOf(input)
    .map((e) => [e.label, ...(e.children ?? []).map((c) => `  ${c.label}`)])
    .flat();

describe('sidebar menu', () => {
  it('shows each line a person has, with its flag on', () => {
    const menu = menuOf({
      kind: 'PERSON',
      flag: allOn,
      hasDebt: false,
      hasRequests: true,
      person: { meter: 1, bulk: 2, cylinder: 1, autogas: 1 },
    });
    expect(first(menu, 'menu entry').children?.map((c) => c.label)).toEqual(['Medidor', 'Granel', 'Cilindro', 'Autogas']);
    expect(first(menu, 'menu entry').children?.map((c) => c.href)).toEqual([
      '/mis-servicios/medidor',
      '/mis-servicios/granel',
      '/mis-servicios/cilindro',
      '/mis-servicios/autogas',
    ]);
    expect(menu.map((e) => e.label)).toEqual([
      'Mis Servicios',
      'Mis Requerimientos',
      'Información de Interés',
      'Administrar mis servicios/productos',
    ]);
    expect(menu.map((e) => e.href)).toEqual(['/mis-servicios', '/requerimientos', '/informacion_interes', '/adminitracion_cuentas']);
  });

  it('adds #showmodal to Medidor when the user has debt', () => {
    const menu = menuOf({
      kind: 'PERSON',
      flag: allOn,
      hasDebt: true,
      hasRequests: false,
      person: { meter: 1, bulk: 0, cylinder: 0, autogas: 0 },
    });
    expect(first(menu, 'menu entry').children?.[0]?.href).toBe('/mis-servicios/medidor#showmodal');
  });

  it('hides a line whose flag is off, requests without requests, administration without services', () => {
    const flag = (name: string) => name !== 'cilindro';
    // administration still shows: it needs services in any line, whatever the line's flag
    expect(
      labels({ kind: 'PERSON', flag, hasDebt: false, hasRequests: false, person: { meter: 0, bulk: 0, cylinder: 3, autogas: 0 } }),
    ).toEqual(['Mis Servicios', 'Información de Interés', 'Administrar mis servicios/productos']);
    expect(
      labels({ kind: 'PERSON', flag: allOn, hasDebt: false, hasRequests: false, person: { meter: 0, bulk: 0, cylinder: 0, autogas: 0 } }),
    ).toEqual(['Mis Servicios', 'Información de Interés']);
    expect(
      labels({
        kind: 'PERSON',
        flag: (n) => n !== 'menu_mis_requerimientos',
        hasDebt: false,
        hasRequests: true,
        person: { meter: 1, bulk: 0, cylinder: 0, autogas: 0 },
      }),
    ).not.toContain('Mis Requerimientos');
  });

  it('hides Información de Interés and the administration when their flags are off', () => {
    const flag = (name: string) => !name.startsWith('menu_');
    expect(
      labels({ kind: 'PERSON', flag, hasDebt: false, hasRequests: true, person: { meter: 1, bulk: 0, cylinder: 0, autogas: 0 } }),
    ).toEqual(['Mis Servicios', '  Medidor']);
  });

  it('shows company lines by service and flag, and Mis funcionarios only to the Administrador', () => {
    const lines = ['INDUSTRIAL_BULK', 'INSTITUTIONAL_CYLINDER', 'ELECTRICITY'];
    expect(
      labels({ kind: 'COMPANY', flag: allOn, hasDebt: false, hasRequests: false, company: { isAdministrator: false, lines } }),
    ).toEqual(['Mis Servicios', '  Granel Industrial', '  Envasado Institucional', '  Suministro Eléctrico', 'Información de Interés']);
    const admin = labels({
      kind: 'COMPANY',
      flag: (n) => n !== 'envasado_institucional_menu',
      hasDebt: false,
      hasRequests: true,
      company: { isAdministrator: true, lines: ['INSTITUTIONAL_CYLINDER'] },
    });
    expect(admin).toEqual(['Mis Servicios', 'Mis Requerimientos', 'Información de Interés', 'Mis funcionarios']);
  });

  it('never shows a person the company entries, nor a company user the person lines', () => {
    const everything = {
      flag: allOn,
      hasDebt: false,
      hasRequests: false,
      person: { meter: 1, bulk: 1, cylinder: 1, autogas: 1 },
      company: { isAdministrator: true, lines: ['INDUSTRIAL_BULK'] },
    };
    expect(labels({ kind: 'PERSON', ...everything })).not.toContain('Mis funcionarios');
    expect(labels({ kind: 'PERSON', ...everything })).not.toContain('  Granel Industrial');
    expect(labels({ kind: 'COMPANY', ...everything })).not.toContain('  Medidor');
    expect(labels({ kind: 'COMPANY', ...everything })).not.toContain('Administrar mis servicios/productos');
  });

  it('places a declared entry by its order, under its parent when it names one', () => {
    const extra: MenuDeclaration[] = [
      { label: 'Pagos', href: '/pagos', order: 15, visible: () => true },
      { label: 'Gas Natural', href: '/mis-servicios/gas', order: 0, parent: 'services', visible: (input) => input.kind === 'PERSON' },
    ];
    const menu = buildMenu([...menuDeclarations, ...extra], {
      kind: 'PERSON',
      flag: allOn,
      hasDebt: false,
      hasRequests: true,
      person: { meter: 1, bulk: 0, cylinder: 0, autogas: 0 },
    });
    expect(menu.map((e) => e.label)).toEqual([
      'Mis Servicios',
      'Pagos',
      'Mis Requerimientos',
      'Información de Interés',
      'Administrar mis servicios/productos',
    ]);
    expect(first(menu, 'menu entry').children?.map((c) => c.label)).toEqual(['Gas Natural', 'Medidor']);
  });
});
