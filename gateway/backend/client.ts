import { GraphQLError } from 'graphql';
import type { AnswerOf, ParamsOf, Path, PayloadOf } from './contract';
import { NOT_PROVIDED_MESSAGE } from './chosen-paths';
import { callKindOf } from './contract/kinds';
import { BackendError } from './errors';
import { createSessionReads, type SessionReads } from './session-reads';
import { createSingleFlight, type SingleFlight } from './single-flight';
import type { BinaryAnswer, CallOptions, Transport } from './transport';

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
    case 'NOT_PROVIDED':
      return gatewayError('BACKEND_UNAVAILABLE', NOT_PROVIDED_MESSAGE, { reason: error.kind, path: error.path });
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
  /**
   * A call with the request's token. A read (gateway/backend/contract/kinds.ts) is shared with the session's other
   * requests: made once for all of them at the same time, its ok answer given again for SESSION_READ_REUSE_MS (issue
   * 44: the shell's query and the screen's of one page load). A write forgets the session's kept reads.
   */
  call<P extends Path>(path: P, payload: PayloadOf<P>, params?: ParamsOf<P>): Promise<AnswerOf<P>>;
  /** Same as call, with no token even if the request had one (public calls). */
  callPublic<P extends Path>(path: P, payload: PayloadOf<P>, params?: ParamsOf<P>): Promise<AnswerOf<P>>;
  /**
   * A call made once for every request that makes it at the same time with the same token (a token refresh),
   * its success given again for a few seconds to a request that repeats it.
   */
  callShared<P extends Path>(path: P, payload: PayloadOf<P>): Promise<AnswerOf<P>>;
  /** A call made with another token than the request's (right after sign-in). */
  callWith<P extends Path>(token: string, path: P, payload: PayloadOf<P>): Promise<AnswerOf<P>>;
  /**
   * Reference data, the same for every user (the regions): asked once per gateway and kept REFERENCE_REUSE_MS, so it
   * is never on a screen's critical path. Only an ok answer is kept.
   */
  callReference<P extends Path>(path: P, payload: PayloadOf<P>): Promise<AnswerOf<P>>;
  binary<P extends Path>(path: P, params: ParamsOf<P>): Promise<BinaryAnswer>;
  /** Lets every session's shared reads go: the demo panel changed the world for everyone (gateway/resolvers/demo.ts). */
  forgetEveryonesReads(): void;
  /** how many calls reached the transport in this request (a read taken from another request's call is not one) */
  readonly callCount: number;
}

/**
 * How long a shared call's success is given again: long enough for a page reloaded while its refresh was under
 * way to ask again with the token it still holds, short enough that the old token soon stops being worth anything.
 */
export const SHARED_REUSE_MS = 10_000;

/** The calls shared across requests, per transport (one gateway, one backend). */
const sharedCalls = new WeakMap<Transport, SingleFlight<unknown>>();

function sharedFor(transport: Transport): SingleFlight<unknown> {
  let shared = sharedCalls.get(transport);
  if (!shared) sharedCalls.set(transport, (shared = createSingleFlight({ reuseMs: SHARED_REUSE_MS })));
  return shared;
}

export const REFERENCE_REUSE_MS = 10 * 60_000;

/** Reference answers, per transport: not personal, so one for every user of a gateway. */
const referenceCalls = new WeakMap<Transport, SingleFlight<unknown>>();

function referenceFor(transport: Transport): SingleFlight<unknown> {
  let reference = referenceCalls.get(transport);
  if (!reference) referenceCalls.set(transport, (reference = createSingleFlight({ reuseMs: REFERENCE_REUSE_MS })));
  return reference;
}

/** The reads of each session, per transport (one gateway, one backend): gateway/backend/session-reads.ts. */
const sessionReads = new WeakMap<Transport, SessionReads>();

function sessionReadsFor(transport: Transport): SessionReads {
  let reads = sessionReads.get(transport);
  if (!reads) sessionReads.set(transport, (reads = createSessionReads()));
  return reads;
}

/**
 * Lets every session's reads made through `transport` go, as SESSION_READ_REUSE_MS after they were read: for a test
 * that changes the backend behind the gateway's back (a fault, the world) and reads again, and between tests.
 */
export function forgetSessionReads(transport: Transport): void {
  sessionReads.get(transport)?.forgetAll();
}

/**
 * A read's answer given again: an ok one, or the backend's `empty` (nothing to list is an answer too: "status empty or
 * data"). An error, a refusal, a disabled area or an answer without a status is given to the requests in flight only.
 */
const isKept = (answer: unknown): boolean => {
  const status = (answer as { status?: unknown } | null)?.status;
  return status === 'ok' || status === 'empty';
};
const keptByNone = (): boolean => false;

/** A reference answer that is not ok: given to its caller, never kept for the next. */
class NotKept {
  constructor(readonly answer: unknown) {}
}

/** What tells one call from another to the same backend: its path, payload and parameters. */
const callKey = (path: string, payload: unknown, params: unknown) =>
  `${path}\u0000${JSON.stringify(payload)}\u0000${JSON.stringify(params ?? null)}`;

const keyOf = (token: string | null, path: string, payload: unknown, params: unknown) =>
  `${token ?? ''}\u0000${callKey(path, payload, params)}`;

/**
 * A read's key among its session's (`call` its callKey): the demo's browser too, so the demo mailbox's mails stay with
 * the browser that caused them.
 */
const readKeyOf = (browser: string | null, call: string) => `${browser ?? ''}\u0000${call}`;

/** A call's key in one request's memo (`call` its callKey): the token only when it is not the request's own (callWith). */
const memoKeyOf = (token: string | null, own: string | null, call: string) => `${token === own ? '' : `${token ?? ''}\u0001`}${call}`;

/**
 * One request's client. A class: made for every request that calls the backend, its methods and the count's getter
 * are not defined anew each time (an object literal of closures cost the dashboard about 2% of its time).
 */
class RequestBackendClient implements BackendClient {
  private readonly memo = new Map<string, Promise<unknown>>();
  private calls = 0;
  // the request's deadline counts from here (the http transport's BACKEND_DEADLINE_MS)
  private readonly startedAt = Date.now();

  // whether the request's token was revoked by a logout, asked once, before its first call
  private revoked: Promise<boolean> | undefined;
  // the backend refused the request's token: its other calls would be refused too
  private expired = false;

  constructor(
    private readonly transport: Transport,
    private readonly token: string | null,
    private readonly browser: string | null,
    private readonly isRevoked: (() => Promise<boolean>) | null,
    private readonly reads: SessionReads,
    private readonly keepReads: boolean,
  ) {}

  get callCount(): number {
    return this.calls;
  }

  call<P extends Path>(path: P, payload: PayloadOf<P>, params?: ParamsOf<P>): Promise<AnswerOf<P>> {
    return this.run(this.token, path, payload, params);
  }

  callPublic<P extends Path>(path: P, payload: PayloadOf<P>, params?: ParamsOf<P>): Promise<AnswerOf<P>> {
    return this.run(null, path, payload, params);
  }

  callWith<P extends Path>(token: string, path: P, payload: PayloadOf<P>): Promise<AnswerOf<P>> {
    return this.run(token, path, payload);
  }

  async callShared<P extends Path>(path: P, payload: PayloadOf<P>): Promise<AnswerOf<P>> {
    const { transport, token, startedAt } = this;
    try {
      await this.refuseRevoked(path);
      // counted only when this request is the one that makes the call
      return (await sharedFor(transport).run(keyOf(token, path, payload, null), () => {
        this.calls += 1;
        return transport.call(path, payload, { token, startedAt });
      })) as AnswerOf<P>;
    } catch (error) {
      throw toGraphQLError(error);
    }
  }

  async callReference<P extends Path>(path: P, payload: PayloadOf<P>): Promise<AnswerOf<P>> {
    const { transport, token, startedAt } = this;
    try {
      await this.refuseRevoked(path);
      return (await referenceFor(transport).run(callKey(path, payload, null), async () => {
        this.calls += 1;
        const answer = await transport.call(path, payload, { token, startedAt });
        if ((answer as { status?: unknown }).status !== 'ok') throw new NotKept(answer);
        return answer;
      })) as AnswerOf<P>;
    } catch (error) {
      if (error instanceof NotKept) return error.answer as AnswerOf<P>;
      throw toGraphQLError(error);
    }
  }

  async binary<P extends Path>(path: P, params: ParamsOf<P>): Promise<BinaryAnswer> {
    try {
      await this.refuseRevoked(path);
      this.calls += 1;
      return await this.transport.binary(path, params, { token: this.token, startedAt: this.startedAt });
    } catch (error) {
      throw toGraphQLError(error);
    }
  }

  forgetEveryonesReads(): void {
    this.reads.forgetAll();
  }

  private async refuseRevoked(path: string): Promise<void> {
    if (this.token && this.isRevoked && (await (this.revoked ??= this.isRevoked())))
      throw new BackendError('UNAUTHENTICATED', path, 401, 'La sesión fue cerrada');
  }

  /**
   * A call with the request's own token waits for the revocation check, and is not made once the token is refused. A read
   * with it is the session's (shared); a write with any token forgets that token's reads, and a write that may end
   * sessions (`account`) every session's: before it (nothing kept from before it is given after) and once answered
   * (nothing read while it was under way is kept).
   */
  private async send<P extends Path>(
    own: boolean,
    path: P,
    payload: PayloadOf<P>,
    call: string,
    options: CallOptions,
  ): Promise<AnswerOf<P>> {
    if (own) {
      await this.refuseRevoked(path);
      if (this.expired) throw new BackendError('UNAUTHENTICATED', path, 401, 'La sesión expiró');
    }
    const { transport, reads } = this;
    const kind = callKindOf(path);
    if (own && kind === 'read' && this.token) {
      // counted only by the request that makes the call: the others take its answer
      return (await reads.run(
        this.token,
        readKeyOf(this.browser, call),
        () => {
          this.calls += 1;
          return transport.call(path, payload, options);
        },
        this.keepReads ? isKept : keptByNone,
      )) as AnswerOf<P>;
    }
    this.calls += 1;
    const { token } = options;
    const forget = kind === 'account' ? () => reads.forgetAll() : kind === 'write' && token ? () => reads.forget(token) : null;
    if (!forget) return transport.call(path, payload, options);
    forget();
    try {
      return await transport.call(path, payload, options);
    } finally {
      forget();
    }
  }

  private run<P extends Path>(withToken: string | null, path: P, payload: PayloadOf<P>, params?: ParamsOf<P>): Promise<AnswerOf<P>> {
    const call = callKey(path, payload, params);
    const key = memoKeyOf(withToken, this.token, call);
    const known = this.memo.get(key);
    if (known) return known as Promise<AnswerOf<P>>;
    const options = {
      token: withToken,
      params: params as Record<string, string> | undefined,
      browser: this.browser,
      startedAt: this.startedAt,
    };
    const own = withToken !== null && withToken === this.token;
    const pending = this.send(own, path, payload, call, options).catch((error: unknown) => {
      this.memo.delete(key);
      if (own && error instanceof BackendError && error.kind === 'UNAUTHENTICATED') {
        this.expired = true;
        // a token the backend refused is answered from nothing kept for it
        if (this.token) this.reads.forget(this.token);
      }
      throw toGraphQLError(error);
    });
    this.memo.set(key, pending);
    return pending;
  }
}

export interface BackendClientOptions {
  /**
   * Whether a session's read is given again after its answer (SESSION_READ_REUSE_MS); when not, it is only shared
   * with the session's requests while it is in flight. The demo keeps none (gateway/context.ts).
   */
  keepReads?: boolean;
}

/**
 * `browser` is the demo's id of the calling browser (gateway/demo-browser.ts), null outside the demo; `isRevoked`
 * says whether a logout ended the token (gateway/revocations.ts).
 */
export function createBackendClient(
  transport: Transport,
  token: string | null,
  browser: string | null = null,
  isRevoked: (() => Promise<boolean>) | null = null,
  { keepReads = true }: BackendClientOptions = {},
): BackendClient {
  return new RequestBackendClient(transport, token, browser, isRevoked, sessionReadsFor(transport), keepReads);
}
