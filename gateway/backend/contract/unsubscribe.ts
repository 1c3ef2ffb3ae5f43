/** The `unsubscribe` rows of rest-calls.tsv, the public unsubscribe pages. */
import { get, post } from './call';

/** What an unsubscribe link's token names (spec 3 §3): the client number, if any, and the e-mail. */
export interface UnsubscribeTokenAnswer {
  status: 'ok' | 'error';
  message?: string;
  data?: { client_id?: string | number | null; email?: string | null };
}

/** subscriptionStatus '0': the subscription is already cancelled. */
export interface SubscriptionStatusAnswer {
  status: 'ok' | 'error';
  message?: string;
  subscriptionStatus?: string | number;
}

/** remaining_contacts truthy: other e-mails still receive the bill. */
export interface UnsubscribeAnswer {
  status: 'ok' | 'error';
  message?: string;
  remaining_contacts?: number | string | boolean | string[] | null;
}

export const unsubscribeCalls = {
  /** client_id and email (spec 3 §7) */
  '/tickets/decrypt_token': post<{ text: string }, UnsubscribeTokenAnswer>(),
  /** status, subscriptionStatus (spec 3 §7) */
  '/tickets/check_status/{token}': get<SubscriptionStatusAnswer, { token: string }>(),
  /** status, remaining_contacts (spec 3 §7) */
  '/tickets/unsuscribe/{token}': get<UnsubscribeAnswer, { token: string }>(),
} as const;
