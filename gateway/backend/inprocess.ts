import { methodOf, type AnswerOf, type ParamsOf, type Path, type PayloadOf } from './contract';
import { BackendError, errorForStatus, messageOf, parseJsonBody } from './errors';
import { fillPath, type RestRequest, type RestResponse } from './protocol';
import type { BinaryAnswer, CallOptions, Transport } from './transport';

/**
 * The fixture world, with no network: the same request the http transport would send, dispatched to
 * the fixture handlers, and the same refusals. Answers are copied so no resolver holds the world's objects.
 */
/** What the in-process transport needs of a backend: the fixture backend is one. */
export interface InprocessBackend {
  dispatch(request: RestRequest): Promise<RestResponse>;
}

export function createInprocessTransport(backend: InprocessBackend): Transport {
  async function send(path: Path, payload: object, options: CallOptions): Promise<RestResponse> {
    return backend.dispatch({
      method: methodOf(path),
      path: fillPath(path, options.params),
      token: options.token ?? null,
      body: structuredClone({ ...payload }) as Record<string, unknown>,
      browser: options.browser ?? null,
    });
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
      return parseJsonBody(JSON.stringify(body), path, response.status) as AnswerOf<P>;
    },
    async binary<P extends Path>(path: P, params: ParamsOf<P>, options: CallOptions = {}): Promise<BinaryAnswer> {
      const response = await send(path, {}, { ...options, params: params as Record<string, string> });
      const failure = errorForStatus(response.status, path);
      if (failure) throw failure;
      if (!('bytes' in response)) throw new BackendError('MALFORMED', path, response.status, 'Respuesta inválida del servicio');
      return { contentType: response.contentType, bytes: response.bytes };
    },
  };
}
