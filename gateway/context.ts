import type { IncomingHttpHeaders } from 'node:http';
import type { AccountKind } from '../schema/generated/types';
import { createBackendClient, gatewayError, type BackendClient } from './backend/client';
import type { Transport } from './backend/transport';
import type { GatewayConfig } from './config';
import { browserIdOf } from './demo-browser';

export type { AccountKind };

export interface GatewayContext {
  token: string | null;
  /** Which family of backend calls the session uses; sent by the client beside its token. */
  kind: AccountKind;
  backend: BackendClient;
  config: GatewayConfig;
}

export function bearerToken(headers: IncomingHttpHeaders): string | null {
  const header = headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() ?? null;
}

export function buildContext(headers: IncomingHttpHeaders, transport: Transport, config: GatewayConfig): GatewayContext {
  const token = bearerToken(headers);
  const kind: AccountKind = headers['x-account-kind'] === 'COMPANY' ? 'COMPANY' : 'PERSON';
  const browser = config.dataSource === 'fixtures' ? browserIdOf(headers) : null;
  return { token, kind, backend: createBackendClient(transport, token, browser), config };
}

/** For resolvers that need a session: without a token, the answer is UNAUTHENTICATED. */
export function requireSession(context: GatewayContext): string {
  if (!context.token) throw gatewayError('UNAUTHENTICATED', 'Debes iniciar sesión');
  return context.token;
}
