/**
 * The preload travels in the line's Requerimientos route as a query: ?codigo=C361&cliente=123 (the simulator's
 * 'Solicitar Convenio', the electronic bill's 'cambiar a boleta/factura'), with &cuotas=48 the instalments the
 * simulator chose, which the agreement form then starts with (its field n12, spec 2 §9). A link builds it with
 * preloadHref; the tab reads it with preloadOf.
 */
const CODE = /^[A-Z0-9]{2,10}$/i;

/** the agreement form's number of instalments (spec 2 §9: n12), 1 to 48 as the simulator offers them */
export const INSTALMENTS_FIELD = 'n12';
const MAX_INSTALMENTS = 48;

export interface Preload {
  code: string;
  clientId?: number | null;
  /** values the preloaded type's form starts with instead of its own, by field name */
  values?: Record<string, string>;
}

export function isRequestCode(code: string): boolean {
  return CODE.test(code);
}

export function preloadHref(requestsPath: string, preload: { code: string; clientId?: number | null; instalments?: number }): string {
  const query = new URLSearchParams({ codigo: preload.code });
  if (preload.clientId != null) query.set('cliente', String(preload.clientId));
  if (preload.instalments !== undefined) query.set('cuotas', String(preload.instalments));
  return `${requestsPath}?${query.toString()}`;
}

export function preloadOf(search: string): Preload | null {
  const query = new URLSearchParams(search);
  const code = query.get('codigo')?.trim() ?? '';
  if (!isRequestCode(code)) return null;
  const client = Number(query.get('cliente'));
  const instalments = Number(query.get('cuotas') ?? '');
  const known = query.has('cuotas') && Number.isInteger(instalments) && instalments >= 1 && instalments <= MAX_INSTALMENTS;
  return {
    code: code.toUpperCase(),
    clientId: Number.isInteger(client) && client > 0 ? client : null,
    ...(known && { values: { [INSTALMENTS_FIELD]: String(instalments) } }),
  };
}
