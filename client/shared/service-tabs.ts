import type { FlagName } from '../../machines/rules/flags';
import { PRIVILEGE } from '../../machines/rules/privileges';
import { paths } from './paths';
import type { TabDeclaration } from './routing';

/**
 * The tabs of each service area with the flag that shows each (spec 2 §2, spec 3 §2, §6). Shared, not owned by an
 * area: the dashboard's cards link to them, and each area's tab bar will use the same list (features never import
 * each other).
 */

export const meterTabs: TabDeclaration[] = [
  { label: 'Boletas', path: paths.meter.bills, flag: 'medidor_boletas' },
  { label: 'Historial de Lectura', path: paths.meter.readings, flag: 'medidor_historial_lectura' },
  { label: 'Historial de Pagos', path: paths.meter.payments, flag: 'medidor_historial_pagos' },
  { label: 'Detalle de Deuda', path: paths.meter.debt, flag: 'medidor_detalle_deuda' },
  { label: 'Convenios de Pago', path: paths.meter.agreements, flag: 'medidor_convenio_pago' },
  { label: 'Tarifas', path: paths.meter.rates, flag: 'medidor_tarifas' },
  { label: 'Requerimientos', path: paths.meter.requests, flag: 'medidor_requerimientos' },
  { label: 'Simulador convenio ley 21.340', path: paths.meter.simulator, flag: 'medidor_simulador' },
];

export const bulkTabs: TabDeclaration[] = [
  { label: 'Realizar Pedidos', path: paths.bulk.order, flag: 'granel_realizar_pedido' },
  { label: 'Historial de Pedidos', path: paths.bulk.orders, flag: 'granel_pedidos' },
  { label: 'Historial de Pagos', path: paths.bulk.payments, flag: 'granel_historial_pago' },
  { label: 'Detalle de Deuda', path: paths.bulk.debt, flag: 'granel_detalle_deuda' },
  { label: 'Cuenta Corriente', path: paths.bulk.account, flag: 'granel_cuenta_corriente' },
  { label: 'Telemetría', path: paths.bulk.telemetry, flag: 'granel_telemetria' },
  { label: 'Requerimientos', path: paths.bulk.requests, flag: 'granel_requerimientos' },
  { label: 'Variación de Precios', path: paths.bulk.prices, flag: 'granel_tarifas' },
];

export const cylinderTabs: TabDeclaration[] = [
  { label: 'Realizar Pedidos', path: paths.cylinder.order, flag: 'cilindro_realizar_pedido' },
  { label: 'Precios', path: paths.cylinder.prices, flag: 'cilindro_precios' },
  { label: 'Descuentos', path: paths.cylinder.discounts, flag: 'cilindro_descuentos' },
  { label: 'Pedidos', path: paths.cylinder.orders, flag: 'cilindro_pedidos' },
  { label: 'Requerimientos', path: paths.cylinder.requests, flag: 'cilindro_requerimientos' },
];

/** Agenda de Mantenciones is a route with no tab (spec 2 §2): the card's 'Agendar mantención' leads to it. */
export const autogasTabs: TabDeclaration[] = [
  { label: 'Contrato', path: paths.autogas.contract, flag: 'autogas' },
  { label: 'Consumo', path: paths.autogas.consumption, flag: 'autogas' },
  { label: 'Metas', path: paths.autogas.goals, flag: 'autogas' },
  { label: 'Mantenciones y Asistencias', path: paths.autogas.maintenance, flag: 'autogas' },
  { label: 'Requerimientos', path: paths.autogas.requests, flag: 'autogas' },
];

export const industrialBulkTabs: TabDeclaration[] = [
  {
    label: 'Resumen de Tanques',
    path: paths.bulk.tankSummary,
    flag: 'granel_industrial_resumen_tanques',
    privilege: PRIVILEGE.tanksAndOrders,
  },
  { label: 'Realizar Pedidos', path: paths.bulk.order, flag: 'granel_industrial_realizar_pedido', privilege: PRIVILEGE.placeOrder },
  { label: 'Historial de Pedidos', path: paths.bulk.orders, flag: 'granel_industrial_pedidos', privilege: PRIVILEGE.tanksAndOrders },
  { label: 'Historial de Pagos', path: paths.bulk.payments, flag: 'granel_industrial_historial_pago', privilege: PRIVILEGE.payments },
  { label: 'Detalle de Deuda', path: paths.bulk.debt, flag: 'granel_industrial_detalle_deuda', privilege: PRIVILEGE.debtDetail },
  { label: 'Cuenta Corriente', path: paths.bulk.account, flag: 'granel_industrial_cuenta_corriente', privilege: PRIVILEGE.currentAccount },
  { label: 'Telemetría', path: paths.bulk.telemetry, flag: 'granel_industrial_telemetria', privilege: PRIVILEGE.telemetry },
  { label: 'Requerimientos', path: paths.bulk.requests, flag: 'granel_industrial_requerimientos', privilege: PRIVILEGE.requests },
  { label: 'Variación de Precio', path: paths.bulk.prices, flag: 'granel_industrial_tarifas', privilege: PRIVILEGE.priceChanges },
];

export const institutionalTabs: TabDeclaration[] = [
  {
    label: 'Cotizar Pedido',
    path: paths.institutional.quote,
    flag: 'envasado_institucional_cotizar_pedido',
    privilege: PRIVILEGE.institutionalQuote,
  },
  {
    label: 'Cotizaciones',
    path: paths.institutional.quotes,
    flag: 'envasado_institucional_cotizaciones',
    privilege: PRIVILEGE.institutionalQuote,
  },
  {
    label: 'Cuenta Corriente',
    path: paths.institutional.account,
    flag: 'envasado_institucional_cuenta_corriente',
    privilege: PRIVILEGE.institutionalAccount,
  },
];

/** Suministro Eléctrico (spec 3 §2): the spec gates it by its menu flag alone; 3001 on the contract (ours). */
export const electricityTabs: TabDeclaration[] = [
  {
    label: 'Historial de Consumos',
    path: paths.electricity.consumption,
    flag: 'suministro_electrico_menu',
    privilege: PRIVILEGE.electricity,
  },
  { label: 'Historial de Facturas', path: paths.electricity.invoices, flag: 'suministro_electrico_menu', privilege: PRIVILEGE.electricity },
  { label: 'Historial de Pagos', path: paths.electricity.payments, flag: 'suministro_electrico_menu', privilege: PRIVILEGE.electricity },
  { label: 'Detalle de Deuda', path: paths.electricity.debt, flag: 'suministro_electrico_menu', privilege: PRIVILEGE.electricity },
];

/** The tabs a user may open: flag on, and for privileged tabs the privilege held. */
export function visibleTabs(tabs: TabDeclaration[], flag: (name: FlagName) => boolean, privileges?: readonly number[]): TabDeclaration[] {
  return tabs.filter((t) => flag(t.flag) && (t.privilege === undefined || (privileges ?? []).includes(t.privilege)));
}

/**
 * A person's area roots (the menu's Medidor, Granel, Cilindro, Autogas): each opens the first of its tabs the flags
 * show (FirstTab), which a link can follow at once instead of through the root's redirect.
 */
export const personAreaRoots: ReadonlyArray<{ root: string; tabs: TabDeclaration[]; keepHash?: true }> = [
  { root: paths.meter.root, tabs: meterTabs, keepHash: true },
  { root: paths.bulk.root, tabs: bulkTabs },
  { root: paths.cylinder.root, tabs: cylinderTabs },
  { root: paths.autogas.root, tabs: autogasTabs },
];
