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

/**
 * requirePrivilege for a client known only from an answer still to come (an order's client): the privileges are asked
 * now, beside the call that will name the client, and the returned check waits for them. So a read through an order
 * costs one backend latency, and the check is the same one requirePrivilege makes. A failure to read the privileges
 * fails the check as it fails requirePrivilege, and only if the check is made (never an unhandled rejection).
 */
export function privilegeCheck(context: GatewayContext): (clientCode: string, privilege: PrivilegeId) => Promise<void> {
  if (context.kind !== 'COMPANY') return async () => undefined;
  const answer = context.backend.call('/privileges/self_get', {});
  answer.catch(() => undefined);
  return async (clientCode, privilege) => refuseUnlessHeld(await answer, clientCode, privilege);
}

/**
 * A read about a company client the user names by client_id (the request wizard's form), asked beside
 * requireClientIdPrivilege's check rather than after it: one backend latency. Its answer is given only once the check
 * passes; a refusal is the answer otherwise, and the read's own failure is then dropped (the backend refuses a client
 * that is not the user's on its side anyway). Writes must not use this: they wait for requireClientIdPrivilege.
 */
export async function readBesideClientIdPrivilege<T>(
  context: GatewayContext,
  clientId: number | null,
  privilege: PrivilegeId,
  read: () => Promise<T>,
): Promise<T> {
  const answer = Promise.resolve().then(read);
  answer.catch(() => undefined);
  await requireClientIdPrivilege(context, clientId, privilege);
  return answer;
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
