import type { BackendCompanyUser, BackendPerson } from '../backend/contract';
import type { GatewayContext } from '../context';
import { askWithGuess } from './guessed-call';

/** An id as the client may name it: digits, no longer than the backend's ids. */
const USER_ID = /^\d{1,18}$/;

/**
 * A read about the signed-in user that needs the user's id, which only /me gives (the token carries none). When the
 * client names the id its session holds (`known`), the read is made beside /me instead of after it: one backend
 * latency (issue 44). Its answer is given only when /me says that is the user's id; otherwise it is asked again with
 * the id /me gives, and the guessed read's failure is dropped with it (the backend refuses another user's id anyway).
 */
export async function aboutCurrentUser<T>(
  { backend }: GatewayContext,
  known: string | null | undefined,
  ask: (id: number) => Promise<T>,
): Promise<T> {
  const me = backend.call('/me', {}).then((answer) => answer.data.person.id);
  return askWithGuess(known && USER_ID.test(known) ? Number(known) : null, me, ask);
}

/** The signed-in user's own profile: a person's (/person/profile/get) or a company user's (/company_user/profile/get, spec 1 §7). */
export function currentProfile(
  context: GatewayContext,
  known: string | null | undefined,
): Promise<BackendPerson | BackendCompanyUser | undefined> {
  return aboutCurrentUser(context, known, async (id) =>
    context.kind === 'COMPANY'
      ? (await context.backend.call('/company_user/profile/get', { id })).data?.company_user
      : (await context.backend.call('/person/profile/get', { id })).data?.person,
  );
}
