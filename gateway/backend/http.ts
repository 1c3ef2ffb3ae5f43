import { Agent } from 'undici';
import { BACKEND_DEFAULTS } from '../config';
import { createBreaker, type Breaker, type BreakerOptions, type CallOutcome } from './breaker';
import { methodOf, type AnswerOf, type Path, type PayloadOf, type ParamsOf } from './contract';
import { isChosenPath, type ChosenPathMap } from './chosen-paths';
import { BackendError, errorForStatus, messageOf, parseJsonBody } from './errors';
import { fileNameOf, fillPath } from './protocol';
import { createSlots } from './slots';
import type { BinaryAnswer, CallOptions, Transport } from './transport';

export interface HttpTransportOptions {
  baseUrl: string;
  /** one call that takes longer fails as TIMEOUT */
  timeoutMs?: number;
  /** the calls of one GraphQL request, counted from its start (CallOptions.startedAt), end by then */
  deadlineMs?: number;
  /** sockets kept open to the backend at most; a call beyond them waits for one, within its timeout */
  connections?: number;
  /** calls waiting for a socket at most; one more is refused at once (the backend cannot keep up) */
  queue?: number;
  /** one breaker per contract path, a path's timeouts do not stop the others; tests give the breakers a clock */
  breaker?: Partial<BreakerOptions>;
  /** where the calls the spec gives no path for go on this backend; null: it lacks the call (gateway/backend/chosen-paths.ts) */
  chosenPaths?: ChosenPathMap;
}

const notProvided = (path: Path) => new BackendError('NOT_PROVIDED', path, null, `El backend no ofrece ${path}`);

interface Raw {
  status: number;
  contentType: string | null;
  disposition: string | null;
  bytes: Uint8Array;
}

/**
 * The real backend: POST carries the token in the JSON body, GET as `Authorization: Bearer`. Over a pool of
 * kept-alive sockets of bounded size, each call within its timeout and its request's deadline, and each
 * contract path behind a circuit breaker, so a backend path that hangs is refused at once instead of holding
 * a request and a socket for the whole timeout.
 */
export function createHttpTransport(options: HttpTransportOptions): Transport {
  const timeoutMs = options.timeoutMs ?? BACKEND_DEFAULTS.timeoutMs;
  const deadlineMs = options.deadlineMs ?? BACKEND_DEFAULTS.deadlineMs;
  const url = new URL(options.baseUrl);
  const basePath = url.pathname.replace(/\/$/, '');
  const connections = options.connections ?? BACKEND_DEFAULTS.connections;
  const agent = new Agent({ connections });
  // one slot per socket: a call goes to undici only when a socket is free for it
  const slots = createSlots(connections, options.queue ?? BACKEND_DEFAULTS.queue);
  const breakerOptions: BreakerOptions = { ...BACKEND_DEFAULTS.breaker, ...options.breaker };
  const breakers = new Map<string, Breaker>();

  function breakerFor(path: Path): Breaker {
    let breaker = breakers.get(path);
    if (!breaker) breakers.set(path, (breaker = createBreaker(breakerOptions)));
    return breaker;
  }

  const chosenPaths = options.chosenPaths ?? {};
  /** the path this backend serves a contract call at; a chosen call it lacks is refused before any socket is used */
  function servedPath(path: Path): string {
    if (!isChosenPath(path) || chosenPaths[path] === undefined) return path;
    const served = chosenPaths[path];
    if (served === null) throw notProvided(path);
    return served;
  }

  const timedOut = (path: Path, ms: number) => new BackendError('TIMEOUT', path, null, `El servicio no respondió a tiempo (${ms} ms)`);

  async function send(path: Path, payload: object, options: CallOptions, accept = 'application/json'): Promise<Raw> {
    // a parameter that is not one segment is the caller's mistake, not the backend's failure
    const target = basePath + fillPath(servedPath(path), options.params);
    // what is left of the request's deadline, if less than one call's timeout
    const left = options.startedAt === undefined ? timeoutMs : options.startedAt + deadlineMs - Date.now();
    const budget = Math.min(timeoutMs, left);
    if (budget <= 0) throw new BackendError('TIMEOUT', path, null, `Se cumplió el plazo de la solicitud (${deadlineMs} ms)`);
    // an unbounded queue would only make every call late, and hold its memory meanwhile
    if (slots.full) throw new BackendError('UNAVAILABLE', path, null, 'Demasiadas llamadas esperan al servicio');
    const report = breakerFor(path).admit();
    if (!report)
      throw new BackendError('CIRCUIT_OPEN', path, null, 'El servicio no está respondiendo; se volverá a intentar en unos segundos');

    const method = methodOf(path);
    const headers: Record<string, string> = { accept };
    let body: string | undefined;
    if (method === 'GET') {
      if (options.token) headers.authorization = `Bearer ${options.token}`;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.token ? { ...payload, token: options.token } : payload);
    }
    // a timer cleared as soon as the call ends: AbortSignal.timeout would keep each call's state for the whole budget
    const controller = new AbortController();
    const { signal } = controller;
    const timer = setTimeout(() => controller.abort(), budget);
    let outcome: CallOutcome = 'unknown';
    let release: (() => void) | undefined;
    try {
      release = await slots.acquire(signal);
      const response = await agent.request({
        origin: url.origin,
        path: target,
        method,
        headers,
        body,
        signal,
      });
      // the body is read within the same budget: a backend that stops half-way times out too
      const bytes = new Uint8Array(await response.body.arrayBuffer());
      outcome = 'answered';
      const type = response.headers['content-type'];
      const disposition = response.headers['content-disposition'];
      return {
        status: response.statusCode,
        contentType: typeof type === 'string' ? type : null,
        disposition: typeof disposition === 'string' ? disposition : null,
        bytes,
      };
    } catch {
      if (signal.aborted) {
        // only a call that had a socket and its whole timeout says the path hangs (not one that waited for a
        // socket, nor one cut short by its request's deadline)
        if (release && budget === timeoutMs) outcome = 'failed';
        throw timedOut(path, budget);
      }
      throw new BackendError('UNAVAILABLE', path, null, 'No fue posible conectar con el servicio');
    } finally {
      release?.();
      clearTimeout(timer);
      report(outcome);
    }
  }

  const decoder = new TextDecoder();

  /** A status that is not a success as its typed error, with the backend's message when its body carries one. */
  function refuseFailure(path: Path, response: Raw, text: string): void {
    if (response.status >= 200 && response.status < 300) return;
    let message: string | undefined;
    try {
      message = messageOf(JSON.parse(text));
    } catch {
      message = undefined;
    }
    // a chosen path the backend does not serve: the portal degrades (gateway/backend/chosen-paths.ts)
    if (response.status === 404 && isChosenPath(path)) throw notProvided(path);
    throw errorForStatus(response.status, path, message)!;
  }

  return {
    name: 'http',
    async call<P extends Path>(path: P, payload: PayloadOf<P>, options: CallOptions = {}): Promise<AnswerOf<P>> {
      const response = await send(path, payload, options);
      const text = decoder.decode(response.bytes);
      refuseFailure(path, response, text);
      return parseJsonBody(text, path, response.status) as AnswerOf<P>;
    },
    async binary<P extends Path>(path: P, params: ParamsOf<P>, options: CallOptions = {}): Promise<BinaryAnswer> {
      const response = await send(path, {}, { ...options, params: params as Record<string, string> });
      const failure = errorForStatus(response.status, path);
      if (failure) throw failure;
      return { contentType: response.contentType ?? 'application/octet-stream', bytes: response.bytes };
    },
    async download(path, fields, options = {}) {
      const response = await send(path, fields, options, '*/*');
      refuseFailure(path, response, decoder.decode(response.bytes));
      return {
        contentType: response.contentType ?? 'application/octet-stream',
        bytes: response.bytes,
        fileName: fileNameOf(response.disposition),
      };
    },
  };
}
