import express, { type Response, type Router } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { PAGE_VIEWS_PATH } from '../../machines/rules/page-views';
import type { Transport } from '../backend/transport';
import { clientAddressOf } from '../client-address';
import type { GatewayConfig } from '../config';
import { bearerToken } from '../context';
import type { LimitStore } from '../limit-store';
import type { Revocations } from '../revocations';
import { TOO_MANY_ATTEMPTS } from '../throttle';
import { createForward } from './forward';
import type { RecentPageViews } from './recent';
import { createSessionCheck } from './session-check';
import { readView, viewsOf, type PageView } from './views';

/** A batch of 20 views at their longest is under 10 KB of JSON. */
const BODY_LIMIT = '16kb';
/** a bearer token far longer than any backend issues is not one */
const TOKEN_MAX = 4096;

/**
 * Requests per address (each with a token costs a session check), views per account: a person opens a screen every
 * few seconds at most, and the shell sends its views in batches.
 */
export const PAGE_VIEW_RATES = {
  perAddress: { points: 120, duration: 60 },
  perAccount: { points: 60, duration: 60 },
} as const;

export interface PageViewRouteOptions {
  transport: Transport;
  config: GatewayConfig;
  revocations: Revocations;
  limits: LimitStore;
  /** where the demo keeps its last views; null outside the demo */
  recent: RecentPageViews | null;
}

function refuse(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

/** null when the points fit the key's window; else how long until they would (ms). */
async function waitFor(limiter: RateLimiterAbstract, key: string, points: number): Promise<number | null> {
  try {
    await limiter.consume(key, points);
    return null;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return refusal.msBeforeNext;
    throw refusal;
  }
}

function tooMany(res: Response, waitMs: number): void {
  res.set('retry-after', String(Math.ceil(waitMs / 1000)));
  refuse(res, 429, 'TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
}

/**
 * POST /page-views (issue 40): the signed-in shell's page views, with the bearer token and X-Account-Kind of its
 * GraphQL requests. Refused without a session the backend accepts, past the body limit and the rates; each view is
 * checked field by field and a bad one dropped. The accepted ones are kept for the demo panel (demo data only) and
 * sent on to PAGE_VIEW_URL when it is set; otherwise they go no further.
 */
export function pageViewRoutes({ transport, config, revocations, limits, recent }: PageViewRouteOptions): Router {
  const router = express.Router();
  const checkSession = createSessionCheck(transport, revocations);
  const forward = config.pageViewUrl ? createForward(config.pageViewUrl) : null;
  const perAddress = limits.limiter({ keyPrefix: 'pageViews:address', ...PAGE_VIEW_RATES.perAddress });
  const perAccount = limits.limiter({ keyPrefix: 'pageViews:account', ...PAGE_VIEW_RATES.perAccount });

  router.post(PAGE_VIEWS_PATH, express.json({ limit: BODY_LIMIT }), async (req, res) => {
    res.set('cache-control', 'no-store');
    const token = bearerToken(req.headers);
    const kind = req.headers['x-account-kind'];
    if (!token || token.length > TOKEN_MAX || (kind !== 'PERSON' && kind !== 'COMPANY'))
      return refuse(res, 401, 'UNAUTHENTICATED', 'Debes iniciar sesión');
    const views = viewsOf(req.body);
    if (!views) return refuse(res, 400, 'BAD_REQUEST', 'Solicitud inválida');
    const address = clientAddressOf(req.socket.remoteAddress ?? null, req.headers['x-forwarded-for'], config.trustProxy);
    const addressWait = address ? await waitFor(perAddress, address, 1) : null;
    if (addressWait !== null) return tooMany(res, addressWait);

    let caller;
    try {
      caller = await checkSession(token, kind);
    } catch {
      return refuse(res, 503, 'BACKEND_UNAVAILABLE', 'En este momento no es posible obtener la información. Por favor intenta más tarde');
    }
    if (!caller) return refuse(res, 401, 'UNAUTHENTICATED', 'Tu sesión expiró');
    const accountWait = await waitFor(perAccount, caller.account, views.length);
    if (accountWait !== null) return tooMany(res, accountWait);

    const now = Date.now();
    const kept = views.map((view) => readView(view, kind, now)).filter((view): view is PageView => view !== null);
    if (kept.length > 0) {
      recent?.add(kept.map((view) => ({ ...view, email: caller.email })));
      forward?.(kept);
    }
    res.status(202).json({ accepted: kept.length, dropped: views.length - kept.length });
  });
  return router;
}
