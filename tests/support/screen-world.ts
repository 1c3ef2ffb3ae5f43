import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { graphql, type GraphQLSchema } from 'graphql';
import { createFixtureBackend, type FixtureBackend } from '../../fixtures/backend';
import { demoWorldOf } from '../../fixtures/demo-world';
import type { Path } from '../../gateway/backend/contract';
import { BackendError, errorForStatus } from '../../gateway/backend/errors';
import { createInprocessTransport } from '../../gateway/backend/inprocess';
import type { Transport } from '../../gateway/backend/transport';
import { readConfig, type GatewayConfig } from '../../gateway/config';
import { buildContext, createShared, type GatewayContext } from '../../gateway/context';
import { demoGeocoder } from '../../gateway/data-source/transport';
import { DEMO_BROWSER_COOKIE } from '../../gateway/demo-browser';
import { cachedGeocoder } from '../../gateway/geocoder';
import type { RecentPageViews } from '../../gateway/page-views/recent';
import { buildSchema } from '../../gateway/schema';
import type { StoredSession } from '../../machines/session.machine';
import { present } from './items';

/** Every demo account has this password (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'Gas.Demo.2026';

let schema: GraphQLSchema | null = null;

/** The gateway's executable schema, built once per module graph (once per worker: the screens project does not isolate files). */
export function gatewaySchema(): GraphQLSchema {
  schema ??= buildSchema();
  return schema;
}

/** REST paths that answer as a failing backend would, until cleared. */
export interface BackendFaults {
  /** `path` (a contract path, e.g. '/bussines_line/meter/list') fails with `status` (default 503) */
  fail(path: Path, status?: number): void;
  /**
   * Calls to `path` wait until `release` is called: what arrives late, made to arrive when a test says. `answered`
   * settles once a held call has been answered after its release.
   */
  hold(path: Path): { release(): void; answered: Promise<void> };
  /**
   * `path` answers as the gateway answers a call this backend lacks (BACKEND_PATH_…=none: its http transport throws
   * NOT_PROVIDED before sending), until cleared: the block says 'Este servicio no está disponible por ahora.'
   */
  missing(path: Path): void;
  /** the next `times` calls to `path` (default 1) fail with `status` (default 503) without reaching the world */
  failNext(path: Path, options?: { status?: number; times?: number }): void;
  /**
   * the next `times` calls to `path` (default 1) time out: they fail as the gateway's timeout fails them (TIMEOUT)
   * and never reach the world, so a write they carried is not made. No clock runs: the failure is at once.
   */
  timeOut(path: Path, options?: { times?: number }): void;
  clear(): void;
}

/** One fixture world with the gateway over it: what a screen test renders against. */
export interface ScreenWorld {
  readonly backend: FixtureBackend;
  readonly faults: BackendFaults;
  readonly config: GatewayConfig;
  /** the gateway's context for one operation, from the headers the client sent */
  contextFor(headers: IncomingHttpHeaders): GatewayContext;
  /** runs one GraphQL operation through the real resolvers */
  execute<T>(source: string, headers?: IncomingHttpHeaders, variables?: Record<string, unknown>): Promise<T>;
  /** signs in through the login mutation and returns the session as the app stores it */
  signInAs(email: string): Promise<StoredSession>;
  /** the page views the demo panel lists (what POST /page-views keeps) */
  readonly pageViews: RecentPageViews;
}

export interface ScreenWorldOptions {
  /** gateway environment, as `npm start` reads it (e.g. MAINTENANCE_MODE, FEATURE_FLAGS) */
  env?: Record<string, string>;
}

/** Wraps a transport so chosen paths throw the BackendError the http transport throws for that status. */
interface Held {
  released: Promise<void>;
  answered(): void;
}

/** A failure the next calls to a path meet, `times` of them (unlimited when absent), made afresh for each. */
interface Scripted {
  error: (path: string) => BackendError | null;
  times?: number;
}

function withFaults(
  inner: Transport,
  failing: Map<string, number>,
  held: Map<string, Held>,
  scripted = new Map<string, Scripted>(),
): Transport {
  const refusal = (path: string) => {
    const status = failing.get(path);
    if (status !== undefined) return errorForStatus(status, path);
    const script = scripted.get(path);
    if (!script) return null;
    if (script.times !== undefined && (script.times -= 1) <= 0) scripted.delete(path);
    return script.error(path);
  };
  return {
    name: inner.name,
    async call(path, payload, options) {
      const hold = held.get(path);
      if (hold) await hold.released;
      try {
        const error = refusal(path);
        if (error) throw error;
        return await inner.call(path, payload, options);
      } finally {
        hold?.answered();
      }
    },
    async binary(path, params, options) {
      const error = refusal(path);
      if (error) throw error;
      return inner.binary(path, params, options);
    },
    async download(path, fields, options) {
      const error = refusal(path);
      if (error) throw error;
      return inner.download(path, fields, options);
    },
  };
}

const SESSION_FIELDS =
  'outcome message session { token kind role hasConsentSalesForce user { id name lastName email rut phone avatarUrl hasDebt role } }';

interface LoginAnswer {
  outcome: string;
  message: string | null;
  session: StoredSession | null;
}

/** Company users sign in on the Empresas tab; the demo gives them e-mails at empresa.demo.cl. */
const isCompanyEmail = (email: string) => email.endsWith('@empresa.demo.cl');

/** A fresh in-memory demo world (about 2 ms to build), the in-process transport and the gateway config. */
export function createScreenWorld(options: ScreenWorldOptions = {}): ScreenWorld {
  const backend = createFixtureBackend({ file: null });
  const failing = new Map<string, number>();
  const held = new Map<string, Held>();
  const scripted = new Map<string, Scripted>();
  const transport = withFaults(createInprocessTransport(backend), failing, held, scripted);
  const config = readConfig(options.env ?? {});
  // the demo panel's controls over this world, as `npm start` with demo data gives them
  const shared = createShared(demoWorldOf(backend), cachedGeocoder(demoGeocoder(backend)));
  // the screens of one world are one browser: the demo mailbox shows it the mails its requests caused
  const browser = `${DEMO_BROWSER_COOKIE}=${randomBytes(18).toString('base64url')}`;
  const contextFor = (headers: IncomingHttpHeaders) => buildContext({ cookie: browser, ...headers }, transport, config, shared);

  async function execute<T>(source: string, headers: IncomingHttpHeaders = {}, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await graphql({ schema: gatewaySchema(), source, variableValues: variables, contextValue: contextFor(headers) });
    if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join('; '));
    return result.data as T;
  }

  return {
    backend,
    config,
    contextFor,
    execute,
    pageViews: shared.pageViews,
    faults: {
      fail: (path, status = 503) => void failing.set(path, status),
      hold: (path) => {
        let release = () => {};
        let answered = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        const answer = new Promise<void>((resolve) => (answered = resolve));
        held.set(path, { released, answered });
        return {
          release: () => {
            held.delete(path);
            release();
          },
          answered: answer,
        };
      },
      missing: (path) => void scripted.set(path, { error: (p) => new BackendError('NOT_PROVIDED', p, null, `El backend no ofrece ${p}`) }),
      failNext: (path, { status = 503, times = 1 } = {}) => void scripted.set(path, { error: (p) => errorForStatus(status, p), times }),
      timeOut: (path, { times = 1 } = {}) =>
        void scripted.set(path, { error: (p) => new BackendError('TIMEOUT', p, null, 'El servicio no respondió a tiempo'), times }),
      clear: () => {
        failing.clear();
        scripted.clear();
      },
    },
    async signInAs(email) {
      const field = isCompanyEmail(email) ? 'companyLogin' : 'login';
      const source = `mutation($email: String!, $password: String!) { ${field}(email: $email, password: $password) { ${SESSION_FIELDS} } }`;
      const data = await execute<Record<string, LoginAnswer>>(source, {}, { email, password: DEMO_PASSWORD });
      const answer = present(data[field], `the ${field} answer`);
      if (!answer.session) throw new Error(`${email} cannot sign in: ${answer.outcome} ${answer.message ?? ''}`);
      return answer.session;
    },
  };
}
