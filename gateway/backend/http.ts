import { methodOf, type AnswerOf, type Path, type PayloadOf, type ParamsOf } from './contract';
import { BackendError, errorForStatus, messageOf, parseJsonBody } from './errors';
import { fillPath } from './protocol';
import type { BinaryAnswer, CallOptions, Transport } from './transport';

export interface HttpTransportOptions {
  baseUrl: string;
  timeoutMs?: number;
}

/** The real backend: POST carries the token in the JSON body, GET as `Authorization: Bearer`. */
export function createHttpTransport({ baseUrl, timeoutMs = 10_000 }: HttpTransportOptions): Transport {
  const base = baseUrl.replace(/\/$/, '');

  async function send(path: Path, payload: object, options: CallOptions): Promise<Response> {
    const method = methodOf(path);
    const url = base + fillPath(path, options.params);
    const headers: Record<string, string> = { accept: 'application/json' };
    let body: string | undefined;
    if (method === 'GET') {
      if (options.token) headers.authorization = `Bearer ${options.token}`;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.token ? { ...payload, token: options.token } : payload);
    }
    try {
      return await fetch(url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new BackendError('TIMEOUT', path, null, `El servicio no respondió a tiempo (${timeoutMs} ms)`);
      }
      throw new BackendError('UNAVAILABLE', path, null, 'No fue posible conectar con el servicio');
    }
  }

  async function readText(response: Response, path: Path): Promise<string> {
    try {
      return await response.text();
    } catch {
      // the body was cut: by the timeout, or by the server going away
      throw new BackendError('TIMEOUT', path, response.status, `El servicio no respondió a tiempo (${timeoutMs} ms)`);
    }
  }

  return {
    name: 'http',
    async call<P extends Path>(path: P, payload: PayloadOf<P>, options: CallOptions = {}): Promise<AnswerOf<P>> {
      const response = await send(path, payload, options);
      const text = await readText(response, path);
      if (!response.ok) {
        let message: string | undefined;
        try {
          message = messageOf(JSON.parse(text));
        } catch {
          message = undefined;
        }
        throw errorForStatus(response.status, path, message)!;
      }
      return parseJsonBody(text, path, response.status) as AnswerOf<P>;
    },
    async binary<P extends Path>(path: P, params: ParamsOf<P>, options: CallOptions = {}): Promise<BinaryAnswer> {
      const response = await send(path, {}, { ...options, params: params as Record<string, string> });
      const failure = errorForStatus(response.status, path);
      if (failure) throw failure;
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { contentType: response.headers.get('content-type') ?? 'application/octet-stream', bytes };
    },
  };
}
