import { availableParallelism } from 'node:os';
import { readChosenPaths, type ChosenPathMap } from './backend/chosen-paths';
import { resolveFlags, type Flags } from './flags';

/** The http transport's bounds when the environment does not set them (docs/running.md, Environment). */
export const BACKEND_DEFAULTS = {
  timeoutMs: 10_000,
  deadlineMs: 15_000,
  /** a dashboard card waits this long at most, then shows its retry while the others show (gateway/block-budget.ts) */
  blockBudgetMs: 6_000,
  connections: 64,
  queue: 2048,
  breaker: { failures: 3, coolDownMs: 10_000 },
} as const;

/** Everything the gateway reads from the environment, read once. */
export interface GatewayConfig {
  port: number;
  /** the interface it listens on: HOST, else 127.0.0.1 with demo data (every demo account is open), else all */
  host: string | null;
  /** with demo data, the names besides IP addresses and localhost that requests may be addressed to (ALLOWED_HOSTS) */
  allowedHosts: string[];
  /** how many proxies in front of the gateway write X-Forwarded-For (TRUST_PROXY, 0: none, the socket's address counts) */
  trustProxy: number;
  dataSource: 'fixtures' | 'rest';
  backendUrl: string | null;
  /** where the calls the spec gives no path for go on this backend (BACKEND_PATH_…, gateway/backend/chosen-paths.ts) */
  chosenPaths: ChosenPathMap;
  backendTimeoutMs: number;
  /** how long one block of a screen with several may take before it fails alone (gateway/block-budget.ts) */
  blockBudgetMs: number;
  /** the http transport's bounds (gateway/backend/http.ts) */
  backendDeadlineMs: number;
  backendConnections: number;
  backendQueue: number;
  breakerFailures: number;
  breakerCoolDownMs: number;
  /** GEOCODER_URL: a Nominatim-compatible search service for the cylinder truck map; null: the demo's, or none */
  geocoderUrl: string | null;
  geocoderTimeoutMs: number;
  /** searches a second GEOCODER_URL is sent at most (public Nominatim allows 1) */
  geocoderPerSecond: number;
  /** PAGE_VIEW_URL: where the shell's page views are sent on (gateway/page-views/); null: they go no further */
  pageViewUrl: string | null;
  maintenance: boolean;
  traceCalls: boolean;
  /** WORKERS: gateway processes sharing the port (node:cluster); 1 runs in this process */
  workers: number;
  /** REDIS_URL: where every gateway keeps its throttles and revoked tokens; null: this process, or the cluster's primary */
  redisUrl: string | null;
  /** graphql-jit compiles repeated operations (GATEWAY_JIT=0 runs graphql's execute for every request) */
  compiledExecution: boolean;
  flags: Flags;
  links: {
    tutorial: string;
    chat: string;
    companyRegistration: string;
    orderTracking: string;
    whatsapp: string;
    /** the external payment portal an agreement's down payment posts its form to (spec 1 §4) */
    paymentPortal: string;
    /**
     * the payment portal Suministro Eléctrico's 'Pagar Cuenta' posts its form to (spec 3 §2): ELECTRICITY_PAYMENT_PORTAL_URL,
     * else PAYMENT_PORTAL_URL, else the demo's stand-in for electricity
     */
    electricityPaymentPortal: string;
    /** the ordering portals' host (spec 2 §7): bulk and cylinder orders post their forms under it */
    orderingPortal: string;
    /** the cylinder ordering portal's host (spec 2 §7): cylinder orders post their form under it */
    cylinderPortal: string;
    /** the truck maps' tile server ({z}/{x}/{y}); null: the plan the app ships, so a demo works offline */
    mapTiles: string | null;
  };
}

/** A whole number above zero from the environment, or the default; anything else stops the start. */
function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a whole number above 0, not ${raw}`);
  return value;
}

/** A whole number from zero up; anything else stops the start. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string): number {
  const raw = env[name] ?? '';
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number from 0 up, not ${raw}`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const dataSource = env.DATA_SOURCE === 'rest' ? 'rest' : 'fixtures';
  if (env.DATA_SOURCE && env.DATA_SOURCE !== 'rest' && env.DATA_SOURCE !== 'fixtures') {
    throw new Error(`DATA_SOURCE must be fixtures or rest, not ${env.DATA_SOURCE}`);
  }
  const backendUrl = env.BACKEND_URL ?? null;
  if (dataSource === 'rest' && !backendUrl) throw new Error('DATA_SOURCE=rest needs BACKEND_URL');
  const workers = workersFrom(env.WORKERS);
  if (workers > 1 && dataSource === 'fixtures') {
    throw new Error(
      `WORKERS=${env.WORKERS} needs DATA_SOURCE=rest: the demo world lives in one process's memory, so each worker would keep ` +
        'its own (an account created on one unknown to the others) and overwrite the others in WORLD_FILE. ' +
        'Serve the world once with `npm run backend:sandbox` and point the workers at it with DATA_SOURCE=rest BACKEND_URL=http://localhost:4010.',
    );
  }
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST || (dataSource === 'fixtures' ? '127.0.0.1' : null),
    allowedHosts: (env.ALLOWED_HOSTS ?? '').split(',').filter((name) => name.trim() !== ''),
    trustProxy: env.TRUST_PROXY ? wholeNumber(env, 'TRUST_PROXY') : 0,
    workers,
    redisUrl: env.REDIS_URL?.trim() || null,
    dataSource,
    backendUrl,
    chosenPaths: readChosenPaths(env),
    backendTimeoutMs: positive(env, 'BACKEND_TIMEOUT_MS', BACKEND_DEFAULTS.timeoutMs),
    blockBudgetMs: positive(env, 'BLOCK_BUDGET_MS', BACKEND_DEFAULTS.blockBudgetMs),
    backendDeadlineMs: positive(env, 'BACKEND_DEADLINE_MS', BACKEND_DEFAULTS.deadlineMs),
    backendConnections: positive(env, 'BACKEND_CONNECTIONS', BACKEND_DEFAULTS.connections),
    backendQueue: positive(env, 'BACKEND_QUEUE', BACKEND_DEFAULTS.queue),
    breakerFailures: positive(env, 'BACKEND_BREAKER_FAILURES', BACKEND_DEFAULTS.breaker.failures),
    breakerCoolDownMs: positive(env, 'BACKEND_BREAKER_COOLDOWN_MS', BACKEND_DEFAULTS.breaker.coolDownMs),
    geocoderUrl: httpUrl(env, 'GEOCODER_URL'),
    geocoderTimeoutMs: positive(env, 'GEOCODER_TIMEOUT_MS', 3000),
    geocoderPerSecond: positive(env, 'GEOCODER_PER_SECOND', 1),
    pageViewUrl: httpUrl(env, 'PAGE_VIEW_URL'),
    maintenance: env.MAINTENANCE_MODE === '1' || env.MAINTENANCE_MODE === 'true',
    traceCalls: env.GATEWAY_TRACE_CALLS === '1',
    compiledExecution: env.GATEWAY_JIT !== '0',
    flags: resolveFlags({ demo: dataSource === 'fixtures', overrides: env.FEATURE_FLAGS }),
    links: {
      tutorial: env.TUTORIAL_URL ?? '/demo/tutorial',
      chat: env.CHAT_URL ?? '/demo/chat',
      companyRegistration: env.COMPANY_REGISTRATION_URL ?? '/demo/registro-empresas',
      orderTracking: env.ORDER_TRACKING_URL ?? '/demo/seguimiento',
      whatsapp: env.WHATSAPP_URL ?? 'https://wa.me/56600200900',
      paymentPortal: env.PAYMENT_PORTAL_URL ?? '/demo/portal-pagos',
      electricityPaymentPortal: env.ELECTRICITY_PAYMENT_PORTAL_URL ?? env.PAYMENT_PORTAL_URL ?? '/demo/portal-pagos/electricidad',
      orderingPortal: env.ORDERING_PORTAL_URL ?? '/demo/portal-pedidos',
      cylinderPortal: env.CYLINDER_PORTAL_URL ?? '/demo/portal-cilindros',
      mapTiles: env.MAP_TILES_URL || null,
    },
  };
}

/** An http(s) URL from the environment, or null when unset; anything else stops the start. */
function httpUrl(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  if (!raw) return null;
  const protocol = URL.canParse(raw) ? new URL(raw).protocol : null;
  if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`${name} must be an http or https URL, not ${raw}`);
  return raw;
}

/** WORKERS: a whole number of processes, or `auto` for one per core; unset is 1. */
function workersFrom(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  if (value === 'auto') return availableParallelism();
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new Error(`WORKERS must be a whole number from 1 to 64, or auto, not ${value}`);
  return count;
}
