/**
 * The Administrador's guard (spec 3 §6, issue 39): what only a company Administrador may do is refused by the gateway
 * for anyone else with FORBIDDEN (the menu hiding it is not a permission), and ids outside the Administrador's
 * companies are refused where the gateway can tell. A write waits for the check before it reaches the backend; a read
 * is asked beside it (issue 44: one backend latency) and its answer dropped when the check refuses.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { gatewayError } from '../backend/client';
import { idForm } from '../backend/forms';
import { requireSession, type GatewayContext } from '../context';
import { readBesideCheck } from '../read-beside-check';

export const NOT_ADMINISTRATOR = 'Solo un Administrador de empresa puede hacer esto';
export const NOT_YOUR_COMPANY = 'La empresa o el cliente no pertenece a tus empresas';

/** Refuses anyone but a company Administrador; /me says the role, read once per request however many fields ask. */
export async function requireAdministrator(context: GatewayContext): Promise<void> {
  requireSession(context);
  if (context.kind !== 'COMPANY') throw gatewayError('FORBIDDEN', NOT_ADMINISTRATOR);
  const answer = await context.backend.call('/me', {});
  const person = (answer?.data?.person ?? {}) as { user_type?: unknown; role?: unknown };
  if ((person.user_type ?? person.role) !== 'Administrador') throw gatewayError('FORBIDDEN', NOT_ADMINISTRATOR);
}

/**
 * `resolve`'s answer given only to an Administrador: a query's asked beside the role's check (anyone else's dropped,
 * the refusal answered), a mutation's only once it passed. A person, or no session, is refused before any call.
 */
export function adminOnly<A extends unknown[], R>(resolve: (...args: A) => Promise<R> | R) {
  return async (...args: A): Promise<R> => {
    const context = args[2] as GatewayContext;
    const info = args[3] as GraphQLResolveInfo | undefined;
    requireSession(context);
    if (context.kind !== 'COMPANY') throw gatewayError('FORBIDDEN', NOT_ADMINISTRATOR);
    if (info?.operation.operation !== 'query') {
      await requireAdministrator(context);
      return resolve(...args);
    }
    return readBesideCheck(
      () => requireAdministrator(context),
      () => resolve(...args),
    );
  };
}

/** An id as the backend takes it: its digits as a number (no leading zero), any other text as written. */
export function backendId(id: string): string | number {
  const text = id.trim();
  if (!text) throw gatewayError('BAD_USER_INPUT', 'Identificador no válido');
  return /^[1-9]\d{0,14}$/.test(text) ? Number(text) : text;
}

const sameId = (a: unknown, b: string) => idForm.read(a) === b.trim();

/** Refuses a company id that the Administrador's company selector does not list. */
export async function requireOwnCompany(context: GatewayContext, companyId: string): Promise<void> {
  if (!(await ownCompanyIds(context)).some((id) => sameId(id, companyId))) throw gatewayError('FORBIDDEN', NOT_YOUR_COMPANY);
}

/** The ids of the Administrador's companies, as its company selector lists them. */
export async function ownCompanyIds(context: GatewayContext): Promise<string[]> {
  const answer = await context.backend.call('/company_user/business_line/company/selector', {});
  const companies: Array<{ company_id?: unknown } | null> = Array.isArray(answer.data) ? answer.data : [];
  return companies.flatMap((c) => (typeof c?.company_id === 'string' || typeof c?.company_id === 'number' ? [String(c.company_id)] : []));
}

/** Refuses a business line the Administrador's line selector does not list. */
export async function requireOwnLine(context: GatewayContext, lineId: string): Promise<void> {
  const answer = await context.backend.call('/company_user/business_line/selector', {});
  const lines = Array.isArray(answer.data) ? answer.data : [];
  if (!lines.some((l) => sameId(l?.business_line_id, lineId))) throw gatewayError('FORBIDDEN', NOT_YOUR_COMPANY);
}

/** The clients of the Administrador's companies (/company/list's sap_clients): id → its company and line. */
export async function ownClients(context: GatewayContext): Promise<Map<string, { company: string; line: number }>> {
  const answer = await context.backend.call('/company/list', {});
  const clients = new Map<string, { company: string; line: number }>();
  for (const company of Array.isArray(answer.data) ? answer.data : []) {
    const companyId = idForm.read(company?.id);
    for (const client of Array.isArray(company?.sap_clients) ? company.sap_clients : []) {
      const id = idForm.read(client?.id);
      if (id && companyId) clients.set(id, { company: companyId, line: Number(idForm.read(client.business_line_id)) });
    }
  }
  return clients;
}
