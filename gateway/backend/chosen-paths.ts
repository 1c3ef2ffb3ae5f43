/**
 * The calls whose path the spec does not show: the project chose each one (rest-calls.tsv marks them "chosen"). A
 * supplier's backend may serve them elsewhere, or not at all: each is overridable by its environment variable, `none`
 * saying the backend lacks it, and a backend without it degrades as `without` says instead of failing (issue 37).
 */
import type { Path } from './contract';

export interface ChosenPath {
  /** the environment variable that overrides it: a path ('/deuda/medidor') or `none` */
  readonly env: string;
  /** where the spec names the call without its path */
  readonly spec: string;
  /** what the portal does without it: the screens that lose, and how */
  readonly without: string;
}

/**
 * Granel Industrial's twins of the person's bulk calls (gateway/backend/call-family.ts): the spec says the business
 * screens "use the company-user call family" (3 §2) and shows only /company_user/industrial/order_search. Each: its
 * variable, and what goes without it.
 */
const INDUSTRIAL_TWINS = {
  '/company_user/industrial/order_detail': [
    'BACKEND_PATH_INDUSTRIAL_ORDER_DETAIL',
    'el detalle de un pedido de Granel Industrial (con su camión en el mapa, anular y reclamar el retraso) dice que el servicio no está disponible',
  ],
  '/company_user/industrial/order_coordinates': [
    'BACKEND_PATH_INDUSTRIAL_ORDER_COORDINATES',
    'el camión de un pedido En Ruta de Granel Industrial no se muestra en el mapa; el resto del pedido se muestra',
  ],
  '/company_user/industrial/freq_update_truck': [
    'BACKEND_PATH_INDUSTRIAL_TRUCK_REFRESH',
    'la frecuencia con que se lee el camión de Granel Industrial dice que el servicio no está disponible; el resto del pedido se muestra',
  ],
  '/company_user/industrial/order_cancel': [
    'BACKEND_PATH_INDUSTRIAL_ORDER_CANCEL',
    'anular un pedido de Granel Industrial dice que el servicio no está disponible',
  ],
  '/company_user/industrial/claim': [
    'BACKEND_PATH_INDUSTRIAL_CLAIM',
    'reclamar el retraso de un pedido de Granel Industrial dice que el servicio no está disponible',
  ],
  '/company_user/industrial/payment/record': [
    'BACKEND_PATH_INDUSTRIAL_PAYMENT_RECORD',
    'Historial de Pagos de Granel Industrial dice que el servicio no está disponible',
  ],
  '/company_user/industrial/deb_details': [
    'BACKEND_PATH_INDUSTRIAL_DEBT_DETAILS',
    'Detalle de Deuda de Granel Industrial se lee de /company_user/industrial/debt; sin ninguna de las dos dice que el servicio no está disponible',
  ],
  '/company_user/industrial/can_pay': [
    'BACKEND_PATH_INDUSTRIAL_CAN_PAY',
    'pagar la deuda de Granel Industrial dice que el servicio no está disponible',
  ],
  '/company_user/industrial/current_account': [
    'BACKEND_PATH_INDUSTRIAL_CURRENT_ACCOUNT',
    'Cuenta Corriente de Granel Industrial dice que el servicio no está disponible',
  ],
  '/company_user/industrial/document_details': [
    'BACKEND_PATH_INDUSTRIAL_DOCUMENT_DETAILS',
    'el detalle de un documento de Cuenta Corriente de Granel Industrial dice que el servicio no está disponible',
  ],
  '/company_user/industrial/get_price_changes': [
    'BACKEND_PATH_INDUSTRIAL_PRICE_CHANGES',
    'Variación de Precio de Granel Industrial dice que el servicio no está disponible',
  ],
  '/company_user/industrial/telemetry/list': [
    'BACKEND_PATH_INDUSTRIAL_TELEMETRY_LIST',
    'la lista de clientes de Telemetría de Granel Industrial dice que el servicio no está disponible',
  ],
  '/company_user/industrial/telemetry/tanques_list': [
    'BACKEND_PATH_INDUSTRIAL_TELEMETRY_TANKS',
    'los tanques de un cliente en Telemetría de Granel Industrial dicen que el servicio no está disponible',
  ],
  '/company_user/industrial/telemetry/tanque_details': [
    'BACKEND_PATH_INDUSTRIAL_TELEMETRY_TANK',
    'el detalle de un tanque de Granel Industrial dice que el servicio no está disponible',
  ],
  '/company_user/industrial/telemetry/record': [
    'BACKEND_PATH_INDUSTRIAL_TELEMETRY_RECORD',
    'el historial de lecturas de un tanque de Granel Industrial dice que el servicio no está disponible',
  ],
  '/company_user/industrial/telemetry/activate': [
    'BACKEND_PATH_INDUSTRIAL_TELEMETRY_ACTIVATE',
    'activar la telemetría de un cliente de Granel Industrial dice que el servicio no está disponible',
  ],
  '/company_user/industrial/telemetry/set_notifications': [
    'BACKEND_PATH_INDUSTRIAL_TELEMETRY_NOTIFICATIONS',
    'guardar la alerta de telemetría de Granel Industrial dice que el servicio no está disponible',
  ],
} as const satisfies Partial<Record<Path, readonly [env: string, without: string]>>;

function industrialTwins<T extends Partial<Record<Path, readonly [string, string]>>>(twins: T): { [P in keyof T]: ChosenPath } {
  const spec = '3 §2 (Granel Industrial usa la familia de llamadas de empresas; solo se muestra /company_user/industrial/order_search)';
  return Object.fromEntries(Object.entries(twins).map(([path, [env, without]]) => [path, { env, spec, without }])) as {
    [P in keyof T]: ChosenPath;
  };
}

export const CHOSEN_PATHS = {
  '/login/token_exchange': {
    env: 'BACKEND_PATH_TOKEN_EXCHANGE',
    spec: '1 §4, §7 ("the paths of the token-exchange calls are not shown")',
    without: 'el ingreso de personas y con Google se hace sin el intercambio previo',
  },
  '/download/token': {
    env: 'BACKEND_PATH_DOWNLOAD_TOKEN',
    spec: '2 §7 ("a token call (path not shown)")',
    without: 'las descargas (boletas, documentos de granel, contrato autogas) dicen que el servicio no está disponible',
  },
  '/meter/debt': {
    env: 'BACKEND_PATH_METER_DEBT',
    spec: '2 §7 ("Meter debt by contract_cod: path not shown")',
    without: 'la deuda del medidor (tarjeta del inicio y pestaña Deuda) dice que el servicio no está disponible',
  },
  '/housing/debt': {
    env: 'BACKEND_PATH_HOUSING_DEBT',
    spec: '2 §7 ("Debt query by client code (path not shown)")',
    without: 'la deuda de granel se lee de /housing/deb_details (spec 2 §7), sin el resumen de vencido y por vencer',
  },
  '/housing/telemetry/activate': {
    env: 'BACKEND_PATH_TELEMETRY_ACTIVATE',
    spec: '2 §4 (telemetry activation, no call given)',
    without: 'activar la telemetría dice que el servicio no está disponible',
  },
  '/autogas/maintenance/services': {
    env: 'BACKEND_PATH_MAINTENANCE_SERVICES',
    spec: '2 §7 ("Lookup of maintenance services by plate (path not shown)")',
    without: 'agendar mantención dice que el servicio no está disponible; el resto de autogas se muestra',
  },
  '/cylinder/get_discounts': {
    env: 'BACKEND_PATH_CYLINDER_DISCOUNTS',
    spec: '2 §2 (discounts shown beside the prices, no call given)',
    without: 'los precios de cilindro se muestran sin descuentos',
  },
  '/tickets/suscription_list': {
    env: 'BACKEND_PATH_SUBSCRIPTION_LIST',
    spec: '2 §7 ("Subscription contact list ... exact paths not shown")',
    without: 'la suscripción a la boleta electrónica dice que el servicio no está disponible',
  },
  '/tickets/register': {
    env: 'BACKEND_PATH_SUBSCRIPTION_UPDATE',
    spec: '2 §7 ("update of subscriptions: exact paths not shown")',
    without: 'guardar la suscripción dice que el servicio no está disponible',
  },
  '/company_user/services': {
    env: 'BACKEND_PATH_COMPANY_SERVICES',
    spec: '3 §4 (the company user’s services with privileges, no call given)',
    without:
      'los servicios del inicio de empresas y sus privilegios se leen de /company/list (sus sap_clients, con los privilegios del pivot o, si el pivot no los trae, de /privileges/self_get; spec 1 §7, 3 §3)',
  },
  '/company_user/industrial/debt': {
    env: 'BACKEND_PATH_INDUSTRIAL_CREDIT',
    spec: '3 §7 ("the bulk debt call by client for role empresas, returning status and data (path not shown)")',
    without:
      'el recuadro de crédito de Granel Industrial dice que el servicio no está disponible; Detalle de Deuda se lee de /company_user/industrial/deb_details',
  },
  ...industrialTwins(INDUSTRIAL_TWINS),
  '/company_user/history': {
    env: 'BACKEND_PATH_FUNCIONARIO_HISTORY',
    spec: '3 §4, §6 (the Administrador changes funcionarios; no call reads those changes back)',
    without: 'el historial de cambios de un funcionario dice que el servicio no está disponible; el resto de su ficha se muestra',
  },
} as const satisfies Partial<Record<Path, ChosenPath>>;

export type ChosenPathName = keyof typeof CHOSEN_PATHS;

/** Where each chosen call goes on this backend: its path, or null when the backend lacks it. */
export type ChosenPathMap = Partial<Record<ChosenPathName, string | null>>;

export const isChosenPath = (path: string): path is ChosenPathName => Object.hasOwn(CHOSEN_PATHS, path);

/** The overrides the environment gives; a value that is neither `none` nor a path stops the start. */
export function readChosenPaths(env: NodeJS.ProcessEnv): ChosenPathMap {
  const map: ChosenPathMap = {};
  for (const [path, chosen] of Object.entries(CHOSEN_PATHS) as Array<[ChosenPathName, ChosenPath]>) {
    const raw = env[chosen.env]?.trim();
    if (!raw) continue;
    if (raw === 'none') map[path] = null;
    else if (/^\/[\w\-./{}]*$/.test(raw) && !raw.split('/').includes('..')) map[path] = raw;
    else throw new Error(`${chosen.env} must be a path starting with / or none, not ${raw}`);
  }
  return map;
}

/** The message a block shows when the backend lacks the call it needs. */
export const NOT_PROVIDED_MESSAGE = 'Este servicio no está disponible por ahora.';
