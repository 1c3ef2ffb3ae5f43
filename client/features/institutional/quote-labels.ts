import type { CouponType, QuoteType } from '../../gql/graphql';

export const QUOTE_TYPE_LABEL: Record<QuoteType, string> = { COUPONS: 'Cupones', WARRANTIES: 'Garantías' };
export const COUPON_TYPE_LABEL: Record<CouponType, string> = { PHYSICAL: 'Físico', DIGITAL: 'Digital' };

/** A quote's state as the list shows it: the backend's, or what a quote saved for later is. */
export const stateLabel = (quote: { state?: string | null; incomplete: boolean }) =>
  quote.state?.trim() || (quote.incomplete ? 'Guardada para enviar después' : '–');
