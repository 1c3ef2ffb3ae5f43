import type { IncomingHttpHeaders } from 'node:http';
import type { AccountKind } from '../schema/generated/types';
import { createBackendClient, gatewayError, type BackendClient } from './backend/client';
import type { Transport } from './backend/transport';
import type { GatewayConfig } from './config';
import { createThrottle, type Throttle } from './throttle';
import { browserIdOf } from './demo-browser';
import type { DemoWorld } from './demo/controls';

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
}

/** What lives as long as the gateway, shared by every request's context. */
export interface GatewayShared {
  throttle: Throttle;
  demo: DemoWorld | null;
}

export function createShared(demo: DemoWorld | null = null): GatewayShared {
  return { throttle: createThrottle(), demo };
}

export function bearerToken(headers: IncomingHttpHeaders): string | null {
  const header = headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() ?? null;
}

export function buildContext(
  headers: IncomingHttpHeaders,
  transport: Transport,
  config: GatewayConfig,
  shared: GatewayShared,
  clientAddress: string | null = null,
): GatewayContext {
  const token = bearerToken(headers);
  const kind: AccountKind = headers['x-account-kind'] === 'COMPANY' ? 'COMPANY' : 'PERSON';
  let backend: BackendClient | undefined;
  return {
    token,
    kind,
    // made when a resolver first calls the backend: an operation that never does (`{ __typename }`) makes none
    get backend() {
      return (backend ??= createBackendClient(transport, token, config.dataSource === 'fixtures' ? browserIdOf(headers) : null));
    },
    config,
    throttle: shared.throttle,
    clientAddress,
    demo: config.dataSource === 'fixtures' ? shared.demo : null,
  };
}

/** For resolvers that need a session: without a token, the answer is UNAUTHENTICATED. */
export function requireSession(context: GatewayContext): string {
  if (!context.token) throw gatewayError('UNAUTHENTICATED', 'Debes iniciar sesión');
  return context.token;
}
