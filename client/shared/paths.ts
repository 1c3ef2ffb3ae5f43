/**
 * Every screen route of spec/routes.tsv (and the demo's pages), as wouter patterns. The only module in client/ that
 * writes a path literal: a parameterised route is linked with `href(pattern, params)`.
 */
export const paths = {
  root: '/',

  // guest (spec 1 §2)
  login: '/login',
  /** /login opened on its Empresas tab, by the company screens that send the user back to it */
  loginCompany: '/login?empresas',
  externalLogin: '/login/:code',
  register: '/register',
  registerRequired: '/register/required',
  companyRegistration: '/register_empresa',
  verifyEmail: '/verificar_email',
  verifyEmailCode: '/verificar_email/:code',
  resendVerification: '/enviar_codigo_verificacion',
  recover: '/recover',
  recoverCompany: '/recover/empresas',
  confirmData: '/confirmar_datos',

  // public (spec 3 §2)
  unsubscribe: '/desuscribir/:token',
  unsubscribeFailed: '/desuscripcionfail',

  // signed in (spec 1 §2)
  dashboard: '/mis-servicios',
  profile: '/editar-perfil',
  serviceChooser: '/servicios/seleccionar',
  requests: '/requerimientos',
  request: '/requerimientos/:id',
  info: '/informacion_interes',
  infoTab: '/informacion_interes/:tab',
  accounts: '/adminitracion_cuentas',
  accountsLine: '/adminitracion_cuentas/:service',
  accountsLink: '/adminitracion_cuentas/:service/asociar',

  // person service areas (spec 2 §2)
  meter: {
    root: '/mis-servicios/medidor',
    bills: '/mis-servicios/medidor/boletas',
    readings: '/mis-servicios/medidor/historial-lectura',
    payments: '/mis-servicios/medidor/historial-pagos',
    debt: '/mis-servicios/medidor/detalle-deuda',
    agreements: '/mis-servicios/medidor/convenio-pago',
    agreement: '/mis-servicios/medidor/convenio-pago/detalle/:id',
    rates: '/mis-servicios/medidor/tarifas',
    requests: '/mis-servicios/medidor/requerimientos',
    request: '/mis-servicios/medidor/requerimientos/:code',
    simulator: '/mis-servicios/medidor/simulador',
    subscription: '/mis-servicios/medidor/suscripcion',
  },
  bulk: {
    root: '/mis-servicios/granel',
    order: '/mis-servicios/granel/realizar-pedidos',
    orders: '/mis-servicios/granel/pedidos',
    orderDetail: '/mis-servicios/granel/pedidos/:id',
    payments: '/mis-servicios/granel/historial-pagos',
    debt: '/mis-servicios/granel/detalle-deuda',
    account: '/mis-servicios/granel/cuenta-corriente',
    accountDocument: '/mis-servicios/granel/cuenta-corriente/:id/:docYear/:clientCode',
    telemetry: '/mis-servicios/granel/telemetria',
    tanks: '/mis-servicios/granel/telemetria/:clientCode/tanques',
    tank: '/mis-servicios/granel/telemetria/:clientCode/tanques/:tankId',
    tankHistory: '/mis-servicios/granel/telemetria/:clientCode/tanques/:tankId/historial',
    requests: '/mis-servicios/granel/requerimientos',
    prices: '/mis-servicios/granel/variacion-precio',
    // industrial bulk only (spec 3 §2)
    tankSummary: '/mis-servicios/granel/resumen-tanques',
  },
  cylinder: {
    root: '/mis-servicios/cilindro',
    order: '/mis-servicios/cilindro/realizar-pedidos',
    prices: '/mis-servicios/cilindro/precios',
    discounts: '/mis-servicios/cilindro/descuentos',
    orders: '/mis-servicios/cilindro/pedidos',
    orderDetail: '/mis-servicios/cilindro/pedidos/:id',
    requests: '/mis-servicios/cilindro/requerimientos',
  },
  autogas: {
    root: '/mis-servicios/autogas',
    contract: '/mis-servicios/autogas/contrato',
    consumption: '/mis-servicios/autogas/consumo',
    goals: '/mis-servicios/autogas/metas',
    maintenance: '/mis-servicios/autogas/mantenciones-asistencias',
    maintenanceNotice: '/mis-servicios/autogas/mantenciones-asistencias/:noticeId',
    schedule: '/mis-servicios/autogas/agenda-mantenciones',
    requests: '/mis-servicios/autogas/requerimientos',
  },

  // company (spec 3 §2)
  clientSearch: '/mis-servicios/cliente',
  funcionarios: '/funcionarios',
  newFuncionario: '/funcionarios/nuevo',
  funcionario: '/funcionarios/:id',
  institutional: {
    quote: '/mis-servicios/cilindro/cotizar-pedido',
    quotes: '/mis-servicios/cilindro/cotizaciones',
    quoteDetail: '/mis-servicios/cilindro/cotizaciones/:quoteNumber',
    account: '/mis-servicios/cilindro/cuenta-corriente',
    document: '/mis-servicios/cilindro/detalle-documento/:docNumber/:docYear/:clientCode',
  },
  electricity: {
    root: '/mis-servicios/suministro-electrico',
    consumption: '/mis-servicios/suministro-electrico/historial-consumos',
    invoices: '/mis-servicios/suministro-electrico/historial-facturas',
    payments: '/mis-servicios/suministro-electrico/historial-pagos',
    debt: '/mis-servicios/suministro-electrico/detalle-deuda',
  },

  // demo data only (docs/decisions.md)
  demoPanel: '/demo',
  demoMailbox: '/demo/correos',
  demoInfo: '/demo/info/:topic',
  // dev and demo builds only (docs/running.md, the developers)
  flows: '/flujos',
} as const;

/** The `:name` parameters of a wouter pattern, as a union of names. */
export type PathParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

type HrefArgs<Pattern extends string> = [PathParams<Pattern>] extends [never] ? [] : [params: Record<PathParams<Pattern>, string | number>];

/** A link to `pattern` with its parameters filled in (URI-encoded); the compiler asks for each one. */
export function href<Pattern extends string>(pattern: Pattern, ...[params]: HrefArgs<Pattern>): string {
  const values: Record<string, string | number> = params ?? {};
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}
