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
    without: 'el inicio de empresas dice que el servicio no está disponible',
  },
  '/company_user/industrial/debt': {
    env: 'BACKEND_PATH_INDUSTRIAL_CREDIT',
    spec: '3 §7 (industrial credit, path not shown)',
    without: 'el recuadro de crédito de Granel Industrial dice que el servicio no está disponible',
  },
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
