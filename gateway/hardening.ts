import { randomUUID } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import helmet from 'helmet';
import type { GatewayConfig } from './config';

/**
 * What the gateway refuses before any resolver runs, and what it never tells a caller. The limits fit the
 * largest legitimate request: the screens send no aliases beyond a handful, nest about six levels, and the
 * largest body is a 3 MB attachment as base64 (4 MiB) plus its fields.
 */
export const QUERY_LIMITS = { maxDepth: 10, maxAliases: 15, maxTokens: 2000, maxCost: 5000, maxDirectives: 20 } as const;
export const BODY_LIMIT_BYTES = 4200 * 1024;

/**
 * graphql-armor: depth, aliases, directives and cost. The token limit is graphql's own parse option
 * (`parseOptions` in server.ts): armor's parsed every request a second time in a plugin whose error Apollo answers
 * with 500, so a syntax error or a lone surrogate in the query, a client's mistake, read as a server failure.
 */
export function queryLimits() {
  return new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth, ignoreIntrospection: false },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    maxTokens: { enabled: false },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives },
    costLimit: { maxCost: QUERY_LIMITS.maxCost },
    // its plugin rewrites every error's message in place, which graphql-jit's errors refuse: maskError strips them
    blockFieldSuggestion: { enabled: false },
  }).protect();
}

/** Error codes whose message is written for the user; anything else is internal and masked. */
const TOLD = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BACKEND_UNAVAILABLE',
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);
/** extensions a caller may read: the code and, for a backend failure, its kind (timeout, malformed…) */
const TOLD_EXTENSIONS = ['code', 'reason'];
export const INTERNAL_ERROR = 'Ocurrió un error inesperado. Por favor intenta más tarde';

/** graphql's "Did you mean …?" reveals the schema's names to whoever guesses near them */
const withoutSuggestion = (message: string) => message.replace(/ Did you mean .*\?$/, '');

export function maskError(error: GraphQLFormattedError, requestId: string): GraphQLFormattedError {
  const code = typeof error.extensions?.code === 'string' ? error.extensions.code : 'INTERNAL_SERVER_ERROR';
  if (!TOLD.has(code)) return { message: INTERNAL_ERROR, ...(error.path ? { path: error.path } : {}), extensions: { code, requestId } };
  const extensions = Object.fromEntries(
    TOLD_EXTENSIONS.filter((key) => error.extensions?.[key] !== undefined).map((key) => [key, error.extensions?.[key]]),
  );
  return {
    message: withoutSuggestion(error.message),
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
    extensions,
  };
}

/** Masks an answer's errors, logging what the caller is not told (the short way for compiled operations). */
export function maskAnswerErrors(errors: readonly GraphQLFormattedError[]): GraphQLFormattedError[] {
  const requestId = randomUUID();
  for (const error of errors)
    logError(requestId, error.extensions?.code, error.message, error.extensions?.reason, error.extensions?.path ?? fieldOf(error.path));
  return errors.map((error) => maskError(error, requestId));
}

const OPEN_BREAKER_LOG_MS = 10_000;
const openBreakerRefusals = new Map<string, { loggedAt: number; since: number }>();

/**
 * An open breaker refuses every request of its path, hundreds a second under load: one line per path every 10 s,
 * counting the refusals it stands for, instead of a line each.
 */
export function logOpenBreaker(requestId: string, path: string, now = Date.now(), log: (line: string) => void = console.warn): void {
  const seen = openBreakerRefusals.get(path);
  if (seen && now - seen.loggedAt < OPEN_BREAKER_LOG_MS) {
    seen.since += 1;
    return;
  }
  const more = seen?.since ? ` (and ${seen.since} more refused since the last line)` : '';
  openBreakerRefusals.set(path, { loggedAt: now, since: 0 });
  log(`[${requestId}] BACKEND_UNAVAILABLE CIRCUIT_OPEN ${path}${more}`);
}

/** The GraphQL field an error is at, for a log line whose error names no REST call. */
const fieldOf = (path: readonly (string | number)[] | undefined) => (path ? path.join('.') : undefined);

function logError(requestId: string, rawCode: unknown, message: string, reason: unknown, path: unknown, stack = ''): void {
  const code = typeof rawCode === 'string' ? rawCode : 'INTERNAL_SERVER_ERROR';
  // a resolver that refused the backend's error status names no reason: it is one
  reason ??= 'ERROR_STATUS';
  if (code === 'BACKEND_UNAVAILABLE' && reason === 'CIRCUIT_OPEN') logOpenBreaker(requestId, String(path));
  else if (code === 'BACKEND_UNAVAILABLE') console.warn(`[${requestId}] ${code} ${String(reason)} ${String(path)}`);
  else if (!TOLD.has(code)) console.error(`[${requestId}] ${code}: ${message}`, stack);
}

/**
 * Every error leaves the gateway masked: no stack, no backend path or status; an internal one says only that
 * something went wrong and gives the request id under which the server logged it.
 */
export const maskedErrors: ApolloServerPlugin = {
  async requestDidStart() {
    const requestId = randomUUID();
    return {
      async didEncounterErrors({ errors }) {
        for (const error of errors) {
          const { code, reason, path } = error.extensions ?? {};
          logError(requestId, code, error.message, reason, path ?? fieldOf(error.path), error.originalError?.stack ?? '');
        }
      },
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const result = response.body.singleResult;
        if (result.errors) result.errors = result.errors.map((error) => maskError(error, requestId));
      },
    };
  },
};

/**
 * Where the order tracking page lives (spec 2 §2: the dashboard embeds it, with the order's number, in a frame):
 * `origin`, an external page's, which the app's frames may load; `path`, our own stand-in's (a relative
 * ORDER_TRACKING_URL, the demo's /demo/seguimiento), the one page this origin lets be framed, and only by itself.
 */
export function trackingPageOf(config: GatewayConfig): { origin: string | null; path: string | null } {
  const url = config.links.orderTracking;
  if (/^https?:\/\//i.test(url) && URL.canParse(url)) return { origin: new URL(url).origin, path: null };
  return { origin: null, path: url.startsWith('/') && !url.startsWith('//') ? new URL(url, 'http://localhost').pathname : null };
}

/**
 * Security headers; the built SPA runs no inline script, so the policy allows none. No page may be framed
 * (frame-ancestors 'none', X-Frame-Options DENY) but the tracking page when we serve it: the app frames it, so it
 * answers frame-ancestors 'self' and SAMEORIGIN. The app's frames load the tracking page's origin and nothing else
 * beyond 'self'.
 */
export function securityHeaders(config: GatewayConfig): RequestHandler {
  const tracking = trackingPageOf(config);
  const headers = (framedBy: 'none' | 'self') =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'", ...(tracking.origin ? [tracking.origin] : [])],
          frameAncestors: [`'${framedBy}'`],
          // external notifications post a form to the supplier's pages in a new tab (spec 1 §4)
          formAction: ["'self'", 'https:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
        },
      },
      xFrameOptions: { action: framedBy === 'none' ? 'deny' : 'sameorigin' },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  const everyPage = headers('none');
  if (!tracking.path) return everyPage;
  const trackingPage = headers('self');
  return (req, res, next) => (req.path === tracking.path ? trackingPage : everyPage)(req, res, next);
}

/**
 * The headers `securityHeaders` sets, as one object computed once: they are the same on every answer, and /graphql
 * writes them with its answer's own in one `writeHead` instead of running helmet's middleware per request.
 */
export function securityHeaderValues(config: GatewayConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name] = String(value)),
    removeHeader: () => undefined,
  };
  securityHeaders(config)({} as Parameters<RequestHandler>[0], recorder as unknown as Parameters<RequestHandler>[1], () => {});
  return headers;
}

/** A body that is not JSON, or too large, is answered in JSON as GraphQL errors are, never with an HTML page. */
export const jsonErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const status = typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : 500;
  const type = typeof error === 'object' && error !== null && 'type' in error ? String(error.type) : '';
  const message =
    type === 'entity.parse.failed'
      ? 'El cuerpo de la solicitud no es JSON válido'
      : type === 'entity.too.large'
        ? 'La solicitud es demasiado grande'
        : status < 500
          ? 'Solicitud inválida'
          : INTERNAL_ERROR;
  if (status >= 500) console.error(error);
  res.status(status).json({ errors: [{ message, extensions: { code: status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR' } }] });
};
