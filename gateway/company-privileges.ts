import type { GraphQLResolveInfo } from 'graphql';
import { holds, type PrivilegeId } from '../machines/rules/privileges';
import { gatewayError } from './backend/client';
import type { PrivilegesSelfAnswer } from './backend/contract';
import type { GatewayContext } from './context';
import { companyServices } from './company-services';

export const NO_PRIVILEGE_MESSAGE = 'No tienes el privilegio necesario para este cliente';

/**
 * Refuses a company session's call about `clientCode` unless the signed-in user holds `privilege` on that client
 * (spec 3 §6), before the call reaches the backend: the menu hiding a tab is not a permission. The user's privileges
 * per client come from /privileges/self_get, read once per request however many blocks ask. A person's calls pass:
 * the backend answers a person only about their own services.
 */
export async function requirePrivilege(context: GatewayContext, clientCode: string, privilege: PrivilegeId): Promise<void> {
  if (context.kind !== 'COMPANY') return;
  refuseUnlessHeld(await context.backend.call('/privileges/self_get', {}), clientCode, privilege);
}

/**
 * requirePrivilege for a call that names its client by client_id (the request wizard's /request/type/get, validate
 * and create-sf): the id is the client of one of the user's company services, whose code the privileges are keyed by.
 * An id none of them has (another company's client, a person's account) is refused the same way. The services and
 * the privileges are read at once, so the check costs one backend latency.
 */
export async function requireClientIdPrivilege(context: GatewayContext, clientId: number | null, privilege: PrivilegeId): Promise<void> {
  if (context.kind !== 'COMPANY') return;
  const [services, privileges] = await Promise.all([companyServices(context.backend), context.backend.call('/privileges/self_get', {})]);
  const service = clientId === null ? undefined : services.find((s) => s.clientId === clientId);
  if (!service) throw gatewayError('FORBIDDEN', NO_PRIVILEGE_MESSAGE);
  refuseUnlessHeld(privileges, service.clientCode, privilege);
}

function refuseUnlessHeld(answer: PrivilegesSelfAnswer, clientCode: string, privilege: PrivilegeId): void {
  const held = answer.status === 'ok' ? answer.data?.clients?.[clientCode.trim()] : undefined;
  if (!holds(held, privilege)) throw gatewayError('FORBIDDEN', NO_PRIVILEGE_MESSAGE);
}

type ClientResolver = (parent: never, args: { clientCode: string }, context: GatewayContext, info: GraphQLResolveInfo) => unknown;

/**
 * `resolvers` with each field of `privileges` behind its privilege for the field's `clientCode` argument. One table
 * per area says which privilege each of its client calls needs, so no resolver can forget the check. A write waits for
 * the check before it reaches the backend; a read is asked beside it, so it costs one backend latency, and its answer
 * is dropped unless the privilege holds (the backend checks the same privilege on its side anyway).
 */
export function behindPrivileges<R extends object>(resolvers: R, privileges: { [F in keyof R]?: PrivilegeId }): R {
  const guarded = { ...resolvers } as Record<string, unknown>;
  for (const [field, privilege] of Object.entries(privileges) as [string, PrivilegeId][]) {
    const resolve = guarded[field] as ClientResolver | undefined;
    if (typeof resolve !== 'function') throw new Error(`behindPrivileges: ${field} is not a resolver function`);
    guarded[field] = async (parent: never, args: { clientCode: string }, context: GatewayContext, info: GraphQLResolveInfo) => {
      if (info.operation.operation !== 'query') {
        await requirePrivilege(context, args.clientCode, privilege);
        return resolve(parent, args, context, info);
      }
      const answer = Promise.resolve().then(() => resolve(parent, args, context, info));
      // a refused read's own failure is not the caller's answer: the refusal is
      answer.catch(() => undefined);
      await requirePrivilege(context, args.clientCode, privilege);
      return answer;
    };
  }
  return guarded as R;
}
