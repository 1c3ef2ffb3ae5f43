import type { IncomingHttpHeaders } from 'node:http';
import type { AccountKind } from '../schema/generated/types';
import { createBackendClient, gatewayError, type BackendClient } from './backend/client';
import type { Transport } from './backend/transport';
import type { GatewayConfig } from './config';
import { createLimitStore, type LimitStore } from './limit-store';
import { createThrottle, THROTTLE_RULES, type Throttle } from './throttle';
import { createRevocations, type Revocations } from './revocations';
import { browserIdOf } from './demo-browser';
import type { DemoWorld } from './demo/controls';
import type { Geocoder } from './geocoder';
import { createRecentPageViews, type RecentPageViews } from './page-views/recent';
import { createSessionHints, type HintKind, type SessionHints } from './session-hints';

export type { AccountKind };

export interface GatewayContext {
  token: string | null;
  /** Which family of backend calls the session uses; sent by the client beside its token. */
  kind: AccountKind;
  backend: BackendClient;
  config: GatewayConfig;
  throttle: Throttle;
  /** the caller's address, for the throttle; null in-process */
  clientAddress: string | null;
  /** the demo panel's controls; null in front of a real backend */
  demo: DemoWorld | null;
  /** the maps service that places an address (cylinder truck map); null when the gateway has none */
  geocoder: Geocoder | null;
  /** the tokens a logout ended */
  revocations: Revocations;
  /** the last page views the demo kept (demo data only; empty otherwise) */
  pageViews: RecentPageViews;
  /** what this session's last answers said its chains need (session-hints.ts); nothing without a token */
  hints: SessionHintsOf;
}

/** A session's hints: the codes its last answers named, to start the calls that need them early. */
export interface SessionHintsOf {
  of(kind: HintKind): readonly string[];
  remember(kind: HintKind, values: readonly string[]): void;
  /** the session continues under the token a refresh gave */
  carryTo(token: string): void;
  /** the session ended (logout) */
  forget(): void;
}

const NO_HINTS: SessionHintsOf = { of: () => [], remember: () => undefined, carryTo: () => undefined, forget: () => undefined };

/** What lives as long as the gateway, shared by every request's context. */
export interface GatewayShared {
  throttle: Throttle;
  demo: DemoWorld | null;
  geocoder: Geocoder | null;
  revocations: Revocations;
  pageViews: RecentPageViews;
  sessionHints: SessionHints;
}

export function createShared(
  demo: DemoWorld | null = null,
  geocoder: Geocoder | null = null,
  limits: LimitStore = createLimitStore(),
): GatewayShared {
  return {
    throttle: createThrottle(THROTTLE_RULES, limits),
    demo,
    geocoder,
    revocations: createRevocations(limits),
    pageViews: createRecentPageViews(),
    sessionHints: createSessionHints(),
  };
}

export function bearerToken(headers: IncomingHttpHeaders): string | null {
  const header = headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() ?? null;
}

/**
 * A request's context. A class, not an object literal: a literal with a getter is defined anew (a runtime call) on
 * every request, a sixth of the short way's own time for `{ __typename }`.
 */
class RequestContext implements GatewayContext {
  readonly token: string | null;
  readonly kind: AccountKind;
  readonly throttle: Throttle;
  readonly demo: DemoWorld | null;
  readonly geocoder: Geocoder | null;
  readonly revocations: Revocations;
  readonly pageViews: RecentPageViews;
  private readonly sessionHints: SessionHints;
  private client: BackendClient | undefined;
  private tokenHints: SessionHintsOf | undefined;

  constructor(
    private readonly headers: IncomingHttpHeaders,
    private readonly transport: Transport,
    readonly config: GatewayConfig,
    shared: GatewayShared,
    readonly clientAddress: string | null,
  ) {
    this.token = bearerToken(headers);
    this.kind = headers['x-account-kind'] === 'COMPANY' ? 'COMPANY' : 'PERSON';
    this.throttle = shared.throttle;
    this.demo = config.dataSource === 'fixtures' ? shared.demo : null;
    this.geocoder = shared.geocoder;
    this.revocations = shared.revocations;
    this.pageViews = shared.pageViews;
    this.sessionHints = shared.sessionHints;
  }

  get hints(): SessionHintsOf {
    const { token, sessionHints } = this;
    if (!token) return NO_HINTS;
    return (this.tokenHints ??= {
      of: (kind) => sessionHints.of(token, kind),
      remember: (kind, values) => sessionHints.remember(token, kind, values),
      carryTo: (next) => sessionHints.carry(token, next),
      forget: () => sessionHints.forget(token),
    });
  }

  // made when a resolver first calls the backend: an operation that never does (`{ __typename }`) makes none
  get backend(): BackendClient {
    if (!this.client) {
      const demo = this.config.dataSource === 'fixtures';
      const browser = demo ? browserIdOf(this.headers) : null;
      const { token, revocations } = this;
      // the demo keeps no read past its answer: its calls cost no network, and its world changes by itself (the clock
      // up to an hour a second, the panel, the portals' stand-ins), which a salesperson expects to see at once
      this.client = createBackendClient(this.transport, token, browser, token ? () => revocations.isRevoked(token) : null, {
        keepReads: !demo,
      });
    }
    return this.client;
  }
}

export function buildContext(
  headers: IncomingHttpHeaders,
  transport: Transport,
  config: GatewayConfig,
  shared: GatewayShared,
  clientAddress: string | null = null,
): GatewayContext {
  return new RequestContext(headers, transport, config, shared, clientAddress);
}

/** For resolvers that need a session: without a token, the answer is UNAUTHENTICATED. */
export function requireSession(context: GatewayContext): string {
  if (!context.token) throw gatewayError('UNAUTHENTICATED', 'Debes iniciar sesión');
  return context.token;
}
