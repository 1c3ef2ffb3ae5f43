/** The `unsubscribe` rows of rest-calls.tsv, the public unsubscribe pages. */
import { get, post } from './call';
import type { RestAnswer } from './envelope';

export const unsubscribeCalls = {
  /** client_id and email (spec 3 §7) */
  '/tickets/decrypt_token': post<{ text: string }, RestAnswer>(),
  /** status, subscriptionStatus (spec 3 §7) */
  '/tickets/check_status/{token}': get<RestAnswer, { token: string }>(),
  /** status, remaining_contacts (spec 3 §7) */
  '/tickets/unsuscribe/{token}': get<RestAnswer, { token: string }>(),
} as const;
