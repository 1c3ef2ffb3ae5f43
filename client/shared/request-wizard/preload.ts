import type { RequestWizardProps } from './RequestWizard';

/**
 * The preload travels in the line's Requerimientos route as a query: ?codigo=C361&cliente=123 (the simulator's
 * 'Solicitar Convenio', the electronic bill's 'cambiar a boleta/factura'). A link builds it with preloadHref; the
 * tab reads it with preloadOf.
 */
const CODE = /^[A-Z0-9]{2,10}$/i;

export function isRequestCode(code: string): boolean {
  return CODE.test(code);
}

export function preloadHref(requestsPath: string, preload: { code: string; clientId?: number | null }): string {
  const query = new URLSearchParams({ codigo: preload.code });
  if (preload.clientId != null) query.set('cliente', String(preload.clientId));
  return `${requestsPath}?${query.toString()}`;
}

export function preloadOf(search: string): RequestWizardProps['preload'] {
  const query = new URLSearchParams(search);
  const code = query.get('codigo')?.trim() ?? '';
  if (!isRequestCode(code)) return null;
  const client = Number(query.get('cliente'));
  return { code: code.toUpperCase(), clientId: Number.isInteger(client) && client > 0 ? client : null };
}
