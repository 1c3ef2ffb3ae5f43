/**
 * The REST reads each screen needs (routes of spec/routes.tsv, their GraphQL queries followed through
 * gateway/resolvers/*.ts): what the contract check must make, and whom a read the backend lacks leaves without.
 * tests/unit/screen-calls.test.ts fails the build when a screen lists a read the check does not make, or when a
 * resolver reaches a read no screen lists.
 */
import type { Path } from '../../gateway/backend/contract';

export type Who = 'guest' | 'person' | 'admin' | 'funcionario' | 'company';

export interface ScreenCalls {
  /** the route as spec/routes.tsv writes it */
  route: string;
  who: Who;
  /** the reads its queries reach, besides the shell's (SHELL_READS) */
  reads: readonly Path[];
  /** why it lists none: the portal has no such screen yet */
  pending?: string;
}

/** What every signed-in screen reads through the shell: the user, the menu's lines and requests, the bell. */
export const SHELL_READS: Readonly<Record<'person' | 'company', readonly Path[]>> = {
  person: [
    '/me',
    '/request/list',
    '/housing/notification/list',
    '/bussines_line/meter/list',
    '/bussines_line/housing/list',
    '/bussines_line/cylinder/list',
    '/bussines_line/autogas/list',
  ],
  company: ['/me', '/company_user/request/list', '/company_user/notification/list', '/company_user/services'],
};

const WIZARD: readonly Path[] = ['/request/category/list', '/request/type/get', '/request/type/ids'];
const LINES_LISTS: readonly Path[] = SHELL_READS.person.filter((p) => p.startsWith('/bussines_line/'));
const NOT_BUILT = 'el portal aún no tiene esta pantalla para empresas';
/** the Administrador's Buscar Clientes: its two selects and its rows */
const CLIENT_SEARCH: readonly Path[] = [
  '/company_user/business_line/company/selector',
  '/company_user/business_line/selector',
  '/company_user/business_line/client/list',
];

const person = (route: string, ...reads: Path[]): ScreenCalls => ({ route, who: 'person', reads });
/** a Funcionario's Granel Industrial screen: the gateway reads the user's privileges before each guarded call */
const industrial = (route: string, ...reads: Path[]): ScreenCalls => ({
  route: `/mis-servicios/granel${route}`,
  who: 'funcionario',
  reads: reads.length ? ['/privileges/self_get', ...reads] : [],
});
/** an Envasado Institucional screen of a Funcionario's: likewise, the privileges before each guarded call */
const institutional = (route: string, ...reads: Path[]): ScreenCalls => ({
  route: `/mis-servicios/cilindro${route}`,
  who: 'funcionario',
  reads: ['/privileges/self_get', ...reads],
});
/** a Suministro Eléctrico screen of a Funcionario's */
const electricity = (route: string, ...reads: Path[]): ScreenCalls => ({
  route: `/mis-servicios/suministro-electrico${route}`,
  who: 'funcionario',
  reads,
});
const pending = (route: string, who: Who): ScreenCalls => ({ route, who, reads: [], pending: NOT_BUILT });

export const SCREEN_CALLS: readonly ScreenCalls[] = [
  // sign-in: the campaign, the session's consent and its terms
  { route: '/login', who: 'guest', reads: ['/campains/login', '/validate_sf', '/company_user/validate_sf', '/consent_sf'] },

  person('/mis-servicios', '/person/campains', '/autogas/dashboard', '/autogas/maintenance/next', '/autogas/maintenance/services'),
  {
    route: '/mis-servicios',
    who: 'admin',
    reads: [
      '/company_user/campains',
      '/company/list',
      '/company_user/services',
      '/company_user/industrial/debt',
      '/regions',
      // Buscar Clientes
      ...CLIENT_SEARCH,
    ],
  },
  {
    route: '/mis-servicios',
    who: 'funcionario',
    reads: ['/company_user/campains', '/company/list', '/company_user/services', '/company_user/industrial/debt', '/regions'],
  },
  person('/editar-perfil', '/person/profile/get'),
  { route: '/editar-perfil', who: 'company', reads: ['/company_user/profile/get'] },
  person('/servicios/seleccionar', ...LINES_LISTS),
  person('/requerimientos', '/request/list', '/request/type/tree'),
  person('/requerimientos/{id}', '/request/get', '/download/token'),
  { route: '/requerimientos', who: 'company', reads: ['/company_user/request/list', '/company_user/request/type/tree'] },
  { route: '/requerimientos/{id}', who: 'company', reads: ['/company_user/request/get', '/download/token'] },
  person('/informacion_interes'),
  person('/informacion_interes/medidor'),
  person('/informacion_interes/granel'),
  person('/informacion_interes/cilindro'),
  person('/informacion_interes/autogas'),
  { route: '/informacion_interes/granel_industrial', who: 'company', reads: [] },
  { route: '/informacion_interes/suministro_electrico', who: 'company', reads: [] },
  person('/adminitracion_cuentas', ...LINES_LISTS),
  person('/adminitracion_cuentas/{service}', ...LINES_LISTS),
  person(
    '/adminitracion_cuentas/{service}/asociar',
    '/bussines_line/meter/recomended',
    '/bussines_line/housing/recomended',
    '/bussines_line/cylinder/recomended',
    '/bussines_line/autogas/recomended',
    '/bussines_line/meter/search',
    '/bussines_line/housing/search',
    '/bussines_line/cylinder/search',
    '/bussines_line/autogas/search',
    '/bussines_line/address/search',
    '/regions',
  ),

  // metered gas
  person('/mis-servicios/medidor/boletas', '/tickets/list', '/download/token'),
  person('/mis-servicios/medidor/historial-lectura', '/reading/list', '/reading/graph', '/request/type/ids', '/request/type/get'),
  person('/mis-servicios/medidor/historial-pagos', '/payment/history'),
  person('/mis-servicios/medidor/detalle-deuda', '/meter/debt'),
  person('/mis-servicios/medidor/convenio-pago', '/request/agreements/list'),
  person('/mis-servicios/medidor/convenio-pago/detalle/{id}', '/request/agreements/detail'),
  person('/mis-servicios/medidor/tarifas', '/bill/get'),
  person('/mis-servicios/medidor/requerimientos', ...WIZARD),
  person('/mis-servicios/medidor/requerimientos/{code}', ...WIZARD),
  person('/mis-servicios/medidor/simulador', '/simulation/amount'),
  person('/mis-servicios/medidor/suscripcion', '/tickets/suscription_list'),

  // residential bulk
  person('/mis-servicios/granel/realizar-pedidos'),
  person('/mis-servicios/granel/pedidos', '/housing/order_search', '/regions'),
  person(
    '/mis-servicios/granel/pedidos/{id}',
    '/housing/order_detail',
    '/housing/freq_update_truck',
    '/housing/order_coordinates',
    '/regions',
  ),
  person('/mis-servicios/granel/historial-pagos', '/housing/payment/record', '/document/has', '/download/token'),
  // /housing/deb_details: what the debt is read from when the backend lacks /housing/debt (spec 2 §7)
  person('/mis-servicios/granel/detalle-deuda', '/housing/debt', '/housing/deb_details', '/download/token'),
  person('/mis-servicios/granel/cuenta-corriente', '/housing/current_account'),
  person(
    '/mis-servicios/granel/cuenta-corriente/{id}/{doc_year}/{client_cod}',
    '/housing/document_details',
    '/document/has',
    '/download/token',
  ),
  person('/mis-servicios/granel/telemetria', '/housing/telemetry/list', '/person/profile/get'),
  person('/mis-servicios/granel/telemetria/{client_cod}/tanques', '/housing/telemetry/tanques_list'),
  person('/mis-servicios/granel/telemetria/{client_cod}/tanques/{tank_id}', '/housing/telemetry/tanque_details'),
  person('/mis-servicios/granel/telemetria/{client_cod}/tanques/{tank_id}/historial', '/housing/telemetry/record'),
  person('/mis-servicios/granel/requerimientos', ...WIZARD),
  person('/mis-servicios/granel/variacion-precio', '/housing/get_price_changes'),

  // cylinders
  person('/mis-servicios/cilindro/realizar-pedidos'),
  person('/mis-servicios/cilindro/precios', '/cylinder/get_prices', '/regions'),
  person('/mis-servicios/cilindro/descuentos', '/cylinder/get_discounts'),
  person('/mis-servicios/cilindro/pedidos', '/cylinder/order_search', '/regions'),
  person('/mis-servicios/cilindro/pedidos/{id}', '/cylinder/order_detail', '/cylinder/order_coordinates', '/regions'),
  person('/mis-servicios/cilindro/requerimientos', ...WIZARD),

  // autogas
  person('/mis-servicios/autogas/contrato', '/autogas/contract', '/download/token'),
  person('/mis-servicios/autogas/consumo', '/autogas/record/current', '/autogas/record/list'),
  person('/mis-servicios/autogas/metas', '/autogas/goals'),
  person('/mis-servicios/autogas/mantenciones-asistencias', '/autogas/maintenance_assistance_history'),
  person('/mis-servicios/autogas/mantenciones-asistencias/{notice_id}', '/autogas/maintenance_assistance_detail'),
  person(
    '/mis-servicios/autogas/agenda-mantenciones',
    '/autogas/maintenance/future/list',
    '/autogas/maintenance/regions',
    '/autogas/maintenance/services',
    '/autogas/maintenance/workshops',
    '/autogas/maintenance/datetimes',
    '/autogas/maintenance/prices',
  ),
  person('/mis-servicios/autogas/requerimientos', ...WIZARD),

  // the business area (spec 3 §2): what the portal does not show a company user yet
  // the Administrador's (issue 39); /company/list is what grants are checked against
  {
    route: '/mis-servicios/cliente',
    who: 'admin',
    reads: ['/company_user/business_line/client/get', '/company_user/business_line/company/selector', '/company/list'],
  },
  {
    route: '/funcionarios',
    who: 'admin',
    reads: ['/company_user/business_line/company/selector', '/company_user/list', '/company_user/can_delete'],
  },
  { route: '/funcionarios/nuevo', who: 'admin', reads: ['/company_user/exists', '/company/list'] },
  { route: '/funcionarios/{id}', who: 'admin', reads: ['/company_user/get', '/company/list', '/company_user/history'] },
  // Granel Industrial (spec 3 §2): the person's bulk screens over the company user's calls, and the tank summary
  industrial('/resumen-tanques', '/company_user/bussines_line/industrial/resume'),
  industrial('/realizar-pedidos'),
  industrial('/pedidos', '/company_user/industrial/order_search', '/regions'),
  industrial(
    '/pedidos/{id}',
    '/company_user/industrial/order_detail',
    '/company_user/industrial/freq_update_truck',
    '/company_user/industrial/order_coordinates',
    '/regions',
  ),
  industrial('/historial-pagos', '/company_user/industrial/payment/record', '/document/has', '/download/token'),
  // /company_user/industrial/deb_details: what the debt is read from when the backend lacks /company_user/industrial/debt
  industrial('/detalle-deuda', '/company_user/industrial/debt', '/company_user/industrial/deb_details', '/download/token'),
  industrial('/cuenta-corriente', '/company_user/industrial/current_account'),
  industrial(
    '/cuenta-corriente/{id}/{doc_year}/{client_cod}',
    '/company_user/industrial/document_details',
    '/document/has',
    '/download/token',
  ),
  industrial('/telemetria', '/company_user/industrial/telemetry/list', '/company_user/profile/get'),
  industrial('/telemetria/{client_cod}/tanques', '/company_user/industrial/telemetry/tanques_list'),
  industrial('/telemetria/{client_cod}/tanques/{tank_id}', '/company_user/industrial/telemetry/tanque_details'),
  industrial('/telemetria/{client_cod}/tanques/{tank_id}/historial', '/company_user/industrial/telemetry/record'),
  pending('/mis-servicios/granel/requerimientos', 'funcionario'),
  industrial('/variacion-precio', '/company_user/industrial/get_price_changes'),
  // Envasado Institucional (spec 3 §2): Cotizar Pedido reads a quote saved for later to complete it
  institutional(
    '/cotizar-pedido',
    '/company_user/institutional/quotes_type',
    '/company_user/institutional/material_list',
    '/company_user/institutional/quote/list',
  ),
  institutional('/cotizaciones', '/company_user/institutional/quote/list'),
  institutional('/cuenta-corriente', '/company_user/institutional/current_account'),
  institutional(
    '/detalle-documento/{doc_number}/{doc_year}/{client_code}',
    '/company_user/institutional/document_details',
    '/download/token',
  ),
  // Suministro Eléctrico (spec 3 §2): the route redirects to Historial de Consumos; the user's line-7 clients and their
  // privileges come with the shell's /company_user/services
  electricity('', '/company_user/electricity/consuption/codes', '/company_user/electricity/consuption'),
  electricity(
    '/historial-consumos',
    '/company_user/electricity/consuption/codes',
    '/company_user/electricity/consuption',
    '/download/token',
  ),
  electricity('/historial-facturas', '/company_user/electricity/ticket_list', '/download/token'),
  electricity('/historial-pagos', '/company_user/electricity/payment_history'),
  electricity('/detalle-deuda', '/company_user/electricity/debt_details'),
];

/**
 * The calls the resolvers make that the check does not make, each with why: a side effect (the check is read-only),
 * a sign-in (the check signs in its own way), or the demo's own calls.
 */
export const NOT_CHECKED: Readonly<Partial<Record<Path, string>>> = {
  '/housing/can_pay': 'registra un intento de pago',
  '/company_user/industrial/can_pay': 'registra un intento de pago',
  '/tickets/sync_suscriptions': 'pide al backend sincronizar las suscripciones (escribe)',
  '/tickets/register': 'guarda las suscripciones',
  '/request/create-sf': 'crea un requerimiento',
  '/request/validate': 'simula un convenio con los valores de un formulario (mutación)',
  '/request/rate': 'califica un requerimiento',
  '/request/create/down_payment': 'crea un convenio de pago',
  '/register_sf/consent': 'acepta los términos',
  '/person/profile/update': 'cambia el perfil',
  '/company_user/profile/update': 'cambia el perfil',
  '/housing/notification/check': 'marca las notificaciones como leídas',
  '/company_user/notification/check': 'marca las notificaciones como leídas',
  '/cylinder/generate_status_change_notifications': 'genera notificaciones',
  '/housing/order_cancel': 'anula un pedido',
  '/housing/claim': 'reclama un pedido',
  '/company_user/industrial/order_cancel': 'anula un pedido',
  '/company_user/industrial/claim': 'reclama un pedido',
  '/cylinder/order_cancel': 'anula un pedido',
  '/cylinder/claim': 'reclama un pedido',
  '/housing/telemetry/activate': 'activa la telemetría',
  '/housing/telemetry/set_notifications': 'cambia las alertas de telemetría',
  '/company_user/industrial/telemetry/activate': 'activa la telemetría',
  '/company_user/industrial/telemetry/set_notifications': 'cambia las alertas de telemetría',
  '/autogas/maintenance/schedule': 'agenda una mantención',
  '/autogas/maintenance/cancel': 'anula una mantención',
  '/bussines_line/meter/store': 'vincula un servicio',
  '/bussines_line/housing/store': 'vincula un servicio',
  '/bussines_line/cylinder/store': 'vincula un servicio',
  '/bussines_line/autogas/store': 'vincula un servicio',
  '/bussines_line/meter/delete': 'desvincula un servicio',
  '/bussines_line/housing/delete': 'desvincula un servicio',
  '/bussines_line/cylinder/delete': 'desvincula un servicio',
  '/bussines_line/autogas/delete': 'desvincula un servicio',
  '/person/email_request_help': 'envía un correo de ayuda',
  '/company_user/store': 'crea un funcionario (o solo lo valida, con validation_only 1)',
  '/company_user/update': 'edita un funcionario',
  '/company_user/delete': 'elimina un funcionario',
  '/company_user/request_user': 'envía una solicitud por un funcionario reservado',
  '/company_user/institutional/quote/create': 'crea o envía una cotización',
  '/sandbox/bulk/order': 'solo la demostración',
  '/sandbox/bulk/pay': 'solo la demostración',
  '/sandbox/meter/pay': 'solo la demostración',
  '/sandbox/electricity/pay': 'solo la demostración',
  '/sandbox/cylinder/place_order': 'solo la demostración',
};

/** The routes (with who sees them) whose screens read `path`: the shell's reads are every signed-in screen's. */
export function screensReading(path: string): string[] {
  const screens: string[] = [];
  if ((SHELL_READS.person as readonly string[]).includes(path)) screens.push('todas las pantallas de personas');
  if ((SHELL_READS.company as readonly string[]).includes(path)) screens.push('todas las pantallas de empresas');
  for (const screen of SCREEN_CALLS)
    if ((screen.reads as readonly string[]).includes(path))
      screens.push(screen.who === 'person' ? screen.route : `${screen.route} (${screen.who})`);
  return screens;
}

/** Every read some screen makes. */
export const SCREEN_READS: ReadonlySet<Path> = new Set([
  ...SHELL_READS.person,
  ...SHELL_READS.company,
  ...SCREEN_CALLS.flatMap((s) => s.reads),
]);
