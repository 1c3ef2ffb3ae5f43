/**
 * Every feature flag the spec names (the gateway serves them, the client's `flag()` takes only these names), with the spec's default. The demo (DATA_SOURCE=fixtures) turns
 * every module on but Facebook sign-in; FEATURE_FLAGS (a JSON object of name: boolean) overrides both.
 * Flags whose names the spec does not give (cilindro_*, the bell, Google/Facebook) are named here.
 */
export const specDefaults = {
  login_google: true,
  login_facebook: false,
  notificaciones_campana: true,
  dashboard_campaign: true,
  menu_mis_requerimientos: true,
  menu_informacion_interes: true,
  menu_administrar_servicios: true,

  medidor: true,
  medidor_boletas: true,
  medidor_historial_lectura: true,
  medidor_historial_pagos: true,
  medidor_detalle_deuda: true,
  medidor_convenio_pago: true,
  medidor_tarifas: false,
  medidor_requerimientos: true,
  medidor_simulador: true,
  medidor_suscripcion: true,

  granel: true,
  granel_realizar_pedido: true,
  granel_pedidos: true,
  granel_historial_pago: true,
  granel_detalle_deuda: true,
  granel_detalle_deuda_operation: true,
  granel_cuenta_corriente: true,
  granel_telemetria: true,
  granel_telemetria_historial: true,
  granel_requerimientos: true,
  granel_tarifas: false,

  cilindro: true,
  cilindro_realizar_pedido: true,
  cilindro_precios: true,
  cilindro_descuentos: true,
  cilindro_pedidos: true,
  cilindro_requerimientos: true,

  autogas: true,

  granel_industrial_resumen_tanques: true,
  granel_industrial_realizar_pedido: true,
  granel_industrial_pedidos: true,
  granel_industrial_historial_pago: true,
  granel_industrial_detalle_deuda: true,
  granel_industrial_detalle_deuda_operation: true,
  granel_industrial_cuenta_corriente: true,
  granel_industrial_telemetria: true,
  granel_industrial_telemetria_historial: true,
  granel_industrial_requerimientos: true,
  granel_industrial_tarifas: false,

  envasado_institucional_menu: false,
  envasado_institucional_resumen: false,
  envasado_institucional_cotizar_pedido: false,
  envasado_institucional_cotizaciones: false,
  envasado_institucional_cuenta_corriente: false,

  suministro_electrico_menu: true,
} as const;

export type FlagName = keyof typeof specDefaults;

export function isFlagName(name: string): name is FlagName {
  return Object.hasOwn(specDefaults, name);
}
