import { methodOf, type AnswerOf, type ParamsOf, type Path, type PayloadOf } from './contract';
import { BackendError, errorForStatus, messageOf, parseJsonBody } from './errors';
import { fillPath, type RestRequest, type RestResponse } from './protocol';
import type { BinaryAnswer, CallOptions, Transport } from './transport';

/** What the in-process transport needs of a backend: the fixture backend is one. */
export interface InprocessBackend {
  dispatch(request: RestRequest): Promise<RestResponse>;
  /** false when every call is answered at once: no timer is then set per call */
  mayDelay?(): boolean;
}

/**
 * A copy of a value as JSON would carry it: what `JSON.parse(JSON.stringify(value))` gives, without writing and
 * reading the text (four times faster on the dashboard's answers). `undefined`, functions and symbols leave objects
 * and become null in arrays, numbers that are not finite become null, `toJSON` (dates) is honoured.
 */
export function copyAsJson(value: unknown): unknown {
  // JSON writes -0 as 0
  if (typeof value === 'number') return Number.isFinite(value) ? value + 0 : null;
  if (value === null || typeof value !== 'object') return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return copyAsJson((value as { toJSON(): unknown }).toJSON());
  if (Array.isArray(value)) {
    const copy = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i += 1) copy[i] = copyAsJson(value[i]) ?? null;
    return copy;
  }
  const copy: Record<string, unknown> = {};
  // for…in with hasOwn lists what Object.keys would, without allocating the list
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const item = copyAsJson((value as Record<string, unknown>)[key]);
    if (item !== undefined) copy[key] = item;
  }
  return copy;
}

/** The answer, or TIMEOUT as the http transport throws it when the world is made slow on purpose (fixtures/core/faults.ts). */
function inTime<T>(answer: Promise<T>, path: string, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BackendError('TIMEOUT', path, null, 'El servicio no respondió a tiempo')), timeoutMs);
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/**
 * The fixture world, with no network: the same request the http transport would send, dispatched to the fixture
 * handlers, and the same refusals. Payloads and answers are copied as JSON would carry them, so the handlers see what
 * they would over HTTP and no resolver holds the world's objects (a handler may answer with one of them).
 */
export function createInprocessTransport(backend: InprocessBackend, options: { timeoutMs?: number } = {}): Transport {
  const { timeoutMs } = options;
  async function send(path: Path, payload: object, options: CallOptions): Promise<RestResponse> {
    const answer = backend.dispatch({
      method: methodOf(path),
      path: fillPath(path, options.params),
      token: options.token ?? null,
      body: copyAsJson(payload) as Record<string, unknown>,
      browser: options.browser ?? null,
    });
    return timeoutMs === undefined || backend.mayDelay?.() === false ? answer : inTime(answer, path, timeoutMs);
  }

  return {
    name: 'inprocess',
    async call<P extends Path>(path: P, payload: PayloadOf<P>, options: CallOptions = {}): Promise<AnswerOf<P>> {
      const response = await send(path, payload, options);
      if ('bytes' in response) throw new BackendError('MALFORMED', path, response.status, 'Respuesta inválida del servicio');
      const body = 'json' in response ? response.json : undefined;
      const failure = errorForStatus(response.status, path, messageOf(body));
      if (failure) throw failure;
      if ('text' in response) return parseJsonBody(response.text, path, response.status) as AnswerOf<P>;
      const answer = copyAsJson(body);
      // what parseJsonBody refuses: a body that is not a JSON object or array
      if (answer === null || typeof answer !== 'object')
        throw new BackendError('MALFORMED', path, response.status, 'Respuesta inválida del servicio');
      return answer as AnswerOf<P>;
    },
    async binary<P extends Path>(path: P, params: ParamsOf<P>, options: CallOptions = {}): Promise<BinaryAnswer> {
      const response = await send(path, {}, { ...options, params: params as Record<string, string> });
      const failure = errorForStatus(response.status, path);
      if (failure) throw failure;
      if (!('bytes' in response)) throw new BackendError('MALFORMED', path, response.status, 'Respuesta inválida del servicio');
      return { contentType: response.contentType, bytes: response.bytes };
    },
    async download(path, fields, options = {}) {
      const response = await backend.dispatch({
        method: 'POST',
        path,
        token: options.token ?? null,
        body: { ...fields },
        browser: options.browser ?? null,
      });
      const failure = errorForStatus(response.status, path, 'json' in response ? messageOf(response.json) : undefined);
      if (failure) throw failure;
      if (!('bytes' in response)) throw new BackendError('MALFORMED', path, response.status, 'Respuesta inválida del servicio');
      return { contentType: response.contentType, bytes: response.bytes, fileName: response.fileName ?? null };
    },
  };
}
