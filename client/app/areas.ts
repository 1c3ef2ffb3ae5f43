/**
 * The tabs of each service area with the flag that shows each (spec 2 §2, spec 3 §2, §6).
 * The dashboard cards link to them; each area's tab bar uses the same list.
 */
export interface AreaTab {
  label: string;
  path: string;
  flag: string;
  /** industrial bulk: the privilege number the selected client must hold */
  privilege?: number;
}

export const meterTabs: AreaTab[] = [
  { label: 'Boletas', path: '/mis-servicios/medidor/boletas', flag: 'medidor_boletas' },
  { label: 'Historial de Lectura', path: '/mis-servicios/medidor/historial-lectura', flag: 'medidor_historial_lectura' },
  { label: 'Historial de Pagos', path: '/mis-servicios/medidor/historial-pagos', flag: 'medidor_historial_pagos' },
  { label: 'Detalle de Deuda', path: '/mis-servicios/medidor/detalle-deuda', flag: 'medidor_detalle_deuda' },
  { label: 'Convenios de Pago', path: '/mis-servicios/medidor/convenio-pago', flag: 'medidor_convenio_pago' },
  { label: 'Tarifas', path: '/mis-servicios/medidor/tarifas', flag: 'medidor_tarifas' },
  { label: 'Requerimientos', path: '/mis-servicios/medidor/requerimientos', flag: 'medidor_requerimientos' },
  { label: 'Simulador convenio ley 21.340', path: '/mis-servicios/medidor/simulador', flag: 'medidor_simulador' },
];

export const bulkTabs: AreaTab[] = [
  { label: 'Realizar Pedidos', path: '/mis-servicios/granel/realizar-pedidos', flag: 'granel_realizar_pedido' },
  { label: 'Historial de Pedidos', path: '/mis-servicios/granel/pedidos', flag: 'granel_pedidos' },
  { label: 'Historial de Pagos', path: '/mis-servicios/granel/historial-pagos', flag: 'granel_historial_pago' },
  { label: 'Detalle de Deuda', path: '/mis-servicios/granel/detalle-deuda', flag: 'granel_detalle_deuda' },
  { label: 'Cuenta Corriente', path: '/mis-servicios/granel/cuenta-corriente', flag: 'granel_cuenta_corriente' },
  { label: 'Telemetría', path: '/mis-servicios/granel/telemetria', flag: 'granel_telemetria' },
  { label: 'Requerimientos', path: '/mis-servicios/granel/requerimientos', flag: 'granel_requerimientos' },
  { label: 'Variación de Precios', path: '/mis-servicios/granel/variacion-precio', flag: 'granel_tarifas' },
];

export const cylinderTabs: AreaTab[] = [
  { label: 'Realizar Pedidos', path: '/mis-servicios/cilindro/realizar-pedidos', flag: 'cilindro_realizar_pedido' },
  { label: 'Precios', path: '/mis-servicios/cilindro/precios', flag: 'cilindro_precios' },
  { label: 'Descuentos', path: '/mis-servicios/cilindro/descuentos', flag: 'cilindro_descuentos' },
  { label: 'Pedidos', path: '/mis-servicios/cilindro/pedidos', flag: 'cilindro_pedidos' },
  { label: 'Requerimientos', path: '/mis-servicios/cilindro/requerimientos', flag: 'cilindro_requerimientos' },
];

export const autogasTabs: AreaTab[] = [
  { label: 'Contrato', path: '/mis-servicios/autogas/contrato', flag: 'autogas' },
  { label: 'Consumo', path: '/mis-servicios/autogas/consumo', flag: 'autogas' },
  { label: 'Metas', path: '/mis-servicios/autogas/metas', flag: 'autogas' },
  { label: 'Mantenciones y Asistencias', path: '/mis-servicios/autogas/mantenciones-asistencias', flag: 'autogas' },
  { label: 'Agenda de Mantenciones', path: '/mis-servicios/autogas/agenda-mantenciones', flag: 'autogas' },
  { label: 'Requerimientos', path: '/mis-servicios/autogas/requerimientos', flag: 'autogas' },
];

export const industrialBulkTabs: AreaTab[] = [
  { label: 'Resumen de Tanques', path: '/mis-servicios/granel/resumen-tanques', flag: 'granel_industrial_resumen_tanques', privilege: 1002 },
  { label: 'Realizar Pedidos', path: '/mis-servicios/granel/realizar-pedidos', flag: 'granel_industrial_realizar_pedido', privilege: 1003 },
  { label: 'Historial de Pedidos', path: '/mis-servicios/granel/pedidos', flag: 'granel_industrial_pedidos', privilege: 1002 },
  { label: 'Historial de Pagos', path: '/mis-servicios/granel/historial-pagos', flag: 'granel_industrial_historial_pago', privilege: 1007 },
  { label: 'Detalle de Deuda', path: '/mis-servicios/granel/detalle-deuda', flag: 'granel_industrial_detalle_deuda', privilege: 1008 },
  { label: 'Cuenta Corriente', path: '/mis-servicios/granel/cuenta-corriente', flag: 'granel_industrial_cuenta_corriente', privilege: 1004 },
  { label: 'Telemetría', path: '/mis-servicios/granel/telemetria', flag: 'granel_industrial_telemetria', privilege: 1005 },
  { label: 'Requerimientos', path: '/mis-servicios/granel/requerimientos', flag: 'granel_industrial_requerimientos', privilege: 1006 },
  { label: 'Variación de Precio', path: '/mis-servicios/granel/variacion-precio', flag: 'granel_industrial_tarifas', privilege: 1009 },
];

export const institutionalTabs: AreaTab[] = [
  { label: 'Cotizar Pedido', path: '/mis-servicios/cilindro/cotizar-pedido', flag: 'envasado_institucional_cotizar_pedido' },
  { label: 'Cotizaciones', path: '/mis-servicios/cilindro/cotizaciones', flag: 'envasado_institucional_cotizaciones' },
  { label: 'Cuenta Corriente', path: '/mis-servicios/cilindro/cuenta-corriente', flag: 'envasado_institucional_cuenta_corriente' },
];

/** The tabs a user may open: flag on, and for privileged tabs the privilege held. */
export function visibleTabs(tabs: AreaTab[], flag: (name: string) => boolean, privileges?: number[]): AreaTab[] {
  return tabs.filter((t) => flag(t.flag) && (t.privilege === undefined || (privileges ?? []).includes(t.privilege)));
}
