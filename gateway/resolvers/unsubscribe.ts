import type { Resolvers } from '../generated/resolvers';
import type { UnsubscribeAnswer } from '../backend/contract/unsubscribe';

/** remaining_contacts as the original page read it: anything truthy (a count above 0, a list with e-mails, true). */
function othersStillReceive(remaining: UnsubscribeAnswer['remaining_contacts']): boolean {
  if (Array.isArray(remaining)) return remaining.length > 0;
  if (typeof remaining === 'string') return remaining !== '' && remaining !== '0';
  return Boolean(remaining);
}

/** The public unsubscribe link (spec 3 §4): the token is decoded, then the subscription's status is read. */
export const unsubscribeResolvers: Resolvers = {
  Query: {
    billUnsubscription: async (_, { token }, { backend }) => {
      const key = token.trim();
      if (!key) return null;
      const decoded = await backend.callPublic('/tickets/decrypt_token', { text: key });
      const email = decoded.status === 'ok' ? decoded.data?.email?.trim() : '';
      if (!email) return null;
      const state = await backend.callPublic('/tickets/check_status/{token}', {}, { token: key });
      if (state.status !== 'ok') return null;
      const client = String(decoded.data?.client_id ?? '').trim();
      return {
        clientNumber: client || null,
        email,
        alreadyProcessed: String(state.subscriptionStatus) === '0',
      };
    },
  },
  Mutation: {
    unsubscribeBill: async (_, { token }, { backend }) => {
      const key = token.trim();
      if (!key) return { ok: false, othersStillReceive: false };
      const answer = await backend.callPublic('/tickets/unsuscribe/{token}', {}, { token: key });
      return answer.status === 'ok'
        ? { ok: true, othersStillReceive: othersStillReceive(answer.remaining_contacts) }
        : { ok: false, othersStillReceive: false };
    },
  },
};
