/** Transport and auth failures of the REST backend, typed so resolvers and the client can tell them apart. */

export type BackendErrorKind =
  | 'UNAUTHENTICATED' // 401: token missing, expired or refused
  | 'FORBIDDEN' // 403: not this user's data, or no privilege
  | 'NOT_FOUND' // 404
  | 'UNAVAILABLE' // 5xx or the connection failed
  | 'TIMEOUT' // no answer in time
  | 'CIRCUIT_OPEN' // not sent: the path timed out again and again lately (gateway/backend/breaker.ts)
  | 'MALFORMED' // a body that is not the JSON object the contract promises
  | 'NOT_PROVIDED'; // a call whose path the spec does not give, which this backend lacks (gateway/backend/chosen-paths.ts)

export class BackendError extends Error {
  override readonly name = 'BackendError';
  constructor(
    readonly kind: BackendErrorKind,
    readonly path: string,
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}

/** Maps an HTTP status that is not a success to its typed error; null for a success. */
export function errorForStatus(status: number, path: string, serverMessage?: string): BackendError | null {
  if (status >= 200 && status < 300) return null;
  const detail = serverMessage ? `: ${serverMessage}` : '';
  if (status === 401) return new BackendError('UNAUTHENTICATED', path, status, `Sesión expirada o inválida${detail}`);
  if (status === 403) return new BackendError('FORBIDDEN', path, status, `Acceso denegado${detail}`);
  if (status === 404) return new BackendError('NOT_FOUND', path, status, `No encontrado${detail}`);
  return new BackendError('UNAVAILABLE', path, status, `El servicio no está disponible (${status})${detail}`);
}

/** The backend's error bodies carry `message`; read it if it is there. */
export function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return undefined;
}

/** Parses a JSON body; anything that is not a JSON object or array is MALFORMED. */
export function parseJsonBody(text: string, path: string, status: number): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackendError('MALFORMED', path, status, 'Respuesta inválida del servicio');
  }
  if (parsed === null || typeof parsed !== 'object') {
    throw new BackendError('MALFORMED', path, status, 'Respuesta inválida del servicio');
  }
  return parsed;
}
