import { describe, expect, it } from 'vitest';
import { routeTable } from '../../client/app/registry';
import { gate, type Viewer } from '../../client/app/route-table';
import { industrialBulkTabs, visibleTabs } from '../../client/shared/service-tabs';
import type { FlagName } from '../../machines/rules/flags';
import { PRIVILEGE, privilegesOfLine } from '../../machines/rules/privileges';

/**
 * Spec 3 §2, §4, §6: each Granel Industrial tab (and the dashboard card's link to it, drawn from the same list) shows
 * only when the selected client's privileges hold its number and its flag is on; its route opens only then.
 */
const SPEC_TABLE: Array<[string, number, FlagName]> = [
  ['/mis-servicios/granel/resumen-tanques', 1002, 'granel_industrial_resumen_tanques'],
  ['/mis-servicios/granel/realizar-pedidos', 1003, 'granel_industrial_realizar_pedido'],
  ['/mis-servicios/granel/pedidos', 1002, 'granel_industrial_pedidos'],
  ['/mis-servicios/granel/historial-pagos', 1007, 'granel_industrial_historial_pago'],
  ['/mis-servicios/granel/detalle-deuda', 1008, 'granel_industrial_detalle_deuda'],
  ['/mis-servicios/granel/cuenta-corriente', 1004, 'granel_industrial_cuenta_corriente'],
  ['/mis-servicios/granel/telemetria', 1005, 'granel_industrial_telemetria'],
  ['/mis-servicios/granel/requerimientos', 1006, 'granel_industrial_requerimientos'],
  ['/mis-servicios/granel/variacion-precio', 1009, 'granel_industrial_tarifas'],
];

const funcionario = (privileges: number[], off: FlagName | null = null): Viewer => ({
  signedIn: true,
  company: true,
  administrator: false,
  consented: false,
  flag: (name) => name !== off,
  privileges,
});

const companyRoute = (path: string) => routeTable.signedIn.find((r) => r.access === 'company' && r.path === path);

describe('Granel Industrial: each tab by its privilege and flag', () => {
  it('declares the spec table, tab for tab', () => {
    expect(industrialBulkTabs.map((t) => [t.path, t.privilege, t.flag])).toEqual(SPEC_TABLE);
  });

  it.each(SPEC_TABLE)('%s: shown and opened with %i and its flag, not without either', (path, privilege, flag) => {
    const route = companyRoute(path)!;
    expect([route.privilege, route.flag]).toEqual([privilege, flag]);
    expect(gate(route, funcionario([privilege]))).toEqual({ type: 'open' });
    const others = privilegesOfLine(6).filter((p) => p !== privilege);
    expect(gate(route, funcionario(others))).toEqual({ type: 'redirect', to: '/mis-servicios' });
    expect(gate(route, funcionario([privilege], flag))).toEqual({ type: 'redirect', to: '/mis-servicios' });

    const shown = (privileges: number[], off: FlagName | null = null) =>
      visibleTabs(industrialBulkTabs, (name) => name !== off, privileges).map((t) => t.path);
    expect(shown([privilege])).toContain(path);
    expect(shown(others)).not.toContain(path);
    expect(shown([privilege], flag)).not.toContain(path);
  });

  it('gives each detail the privilege of its list', () => {
    const detail = (path: string) => companyRoute(path)?.privilege;
    expect(detail('/mis-servicios/granel/pedidos/:id')).toBe(PRIVILEGE.tanksAndOrders);
    expect(detail('/mis-servicios/granel/cuenta-corriente/:id/:docYear/:clientCode')).toBe(PRIVILEGE.currentAccount);
    for (const path of [
      '/mis-servicios/granel/telemetria/:clientCode/tanques',
      '/mis-servicios/granel/telemetria/:clientCode/tanques/:tankId',
      '/mis-servicios/granel/telemetria/:clientCode/tanques/:tankId/historial',
    ])
      expect(detail(path)).toBe(PRIVILEGE.telemetry);
    expect(companyRoute('/mis-servicios/granel/telemetria/:clientCode/tanques/:tankId/historial')?.flag).toBe(
      'granel_industrial_telemetria_historial',
    );
  });

  it('shows limitado@ (1002 and 1007) exactly Resumen de Tanques, Historial de Pedidos and Historial de Pagos', () => {
    const shown = visibleTabs(industrialBulkTabs, () => true, [PRIVILEGE.tanksAndOrders, PRIVILEGE.payments]).map((t) => t.label);
    expect(shown).toEqual(['Resumen de Tanques', 'Historial de Pedidos', 'Historial de Pagos']);
  });
});
