import { GraphQLError } from 'graphql';
import type { AnswerOf, ParamsOf, Path, PayloadOf } from './contract';
import { BackendError } from './errors';
import type { BinaryAnswer, Transport } from './transport';

/** GraphQL error codes the client acts on (DESIGN.md, "Business outcomes are data, failures are errors"). */
export type GatewayErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BACKEND_UNAVAILABLE' | 'BAD_USER_INPUT';

export function gatewayError(code: GatewayErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export function toGraphQLError(error: unknown): unknown {
  if (!(error instanceof BackendError)) return error;
  switch (error.kind) {
    case 'UNAUTHENTICATED':
      return gatewayError('UNAUTHENTICATED', 'Tu sesión expiró', { path: error.path });
    case 'FORBIDDEN':
      return gatewayError('FORBIDDEN', 'No tienes permiso para ver esta información', { path: error.path });
    default:
      return gatewayError('BACKEND_UNAVAILABLE', 'En este momento no es posible obtener la información. Por favor intenta más tarde', {
        reason: error.kind,
        status: error.status,
        path: error.path,
      });
  }
}

/**
 * The backend as one GraphQL request sees it: the caller's token attached, identical calls made once
 * (a screen's query may reach the same list from several fields), failures turned into GraphQL errors.
 */
export interface BackendClient {
  call<P extends Path>(path: P, payload: PayloadOf<P>, params?: ParamsOf<P>): Promise<AnswerOf<P>>;
  /** Same as call, with no token even if the request had one (public calls). */
  callPublic<P extends Path>(path: P, payload: PayloadOf<P>, params?: ParamsOf<P>): Promise<AnswerOf<P>>;
  /** A call made with another token than the request's (right after sign-in). */
  callWith<P extends Path>(token: string, path: P, payload: PayloadOf<P>): Promise<AnswerOf<P>>;
  binary<P extends Path>(path: P, params: ParamsOf<P>): Promise<BinaryAnswer>;
  /** how many calls reached the transport in this request (bench, tests) */
  readonly callCount: number;
}

/** `browser` is the demo's id of the calling browser (gateway/demo-browser.ts), null outside the demo. */
export function createBackendClient(transport: Transport, token: string | null, browser: string | null = null): BackendClient {
  const memo = new Map<string, Promise<unknown>>();
  let callCount = 0;

  function run<P extends Path>(withToken: string | null, path: P, payload: PayloadOf<P>, params?: ParamsOf<P>): Promise<AnswerOf<P>> {
    const key = `${withToken ?? ''}\u0000${path}\u0000${JSON.stringify(payload)}\u0000${JSON.stringify(params ?? null)}`;
    const known = memo.get(key);
    if (known) return known as Promise<AnswerOf<P>>;
    callCount += 1;
    const pending = transport
      .call(path, payload, { token: withToken, params: params as Record<string, string> | undefined, browser })
      .catch((error: unknown) => {
        memo.delete(key);
        throw toGraphQLError(error);
      });
    memo.set(key, pending);
    return pending;
  }

  return {
    call: (path, payload, params) => run(token, path, payload, params),
    callPublic: (path, payload, params) => run(null, path, payload, params),
    callWith: (other, path, payload) => run(other, path, payload),
    async binary(path, params) {
      callCount += 1;
      try {
        return await transport.binary(path, params, { token });
      } catch (error) {
        throw toGraphQLError(error);
      }
    },
    get callCount() {
      return callCount;
    },
  };
}
