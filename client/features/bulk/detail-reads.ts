import type { ApolloClient } from '@apollo/client';
import dayjs from 'dayjs';
import { datesBack } from '../../lib/date-range';
import { COMPANY_CLIENTS } from '../../shared/company-clients';
import { PERIODS } from '../../shared/orders/OrderFilter';
import type { PrefetchContext } from '../../shared/prefetch-context';
import { screenRead, startScreenRead, type ScreenRead } from '../../shared/screen-reads';
import { selectedCode } from '../../shared/selected-client';
import { monthsFrom } from '../../shared/PeriodForm';
import { BULK_ACCOUNT, BULK_DOCUMENT, BULK_ORDER_DETAIL, BULK_ORDERS, TANK, TANK_READINGS, TANKS, TRUCK_POSITION } from './api';

/**
 * The reads of the bulk screens opened from a list (an order, a document, a tank), as the screen and its prefetch ask
 * them: with what the client already holds of the list (issue 44), so the gateway asks beside its lookup.
 */

type Pdf = { pdfNumber: string; classDescription: string } | null | undefined;
/** a file as an input: the cache's answer carries its __typename, which an input has not */
const pdfInput = (pdf: Pdf) => (pdf ? { pdfNumber: pdf.pdfNumber, classDescription: pdf.classDescription } : null);

/** The order as a list of Historial de Pedidos the cache holds gives it (the period filters, or a search by its number). */
function listedOrder(client: ApolloClient, orderNumber: string, clientCode: string | null) {
  if (clientCode === null) return undefined;
  const asked = [...PERIODS.map((p) => ({ days: p.days, orderNumber: null })), { days: 30, orderNumber }];
  for (const { days, orderNumber: number } of asked) {
    const data = client.readQuery({ query: BULK_ORDERS, variables: { clientCode, days, orderNumber: number } });
    const found = data?.viewer?.bulkOrders?.orders.find((o) => o.orderNumber === orderNumber);
    if (found) return found;
  }
  return undefined;
}

export const orderRead = (orderNumber: string) => screenRead(BULK_ORDER_DETAIL, { orderNumber });

/** The truck's position, its order's patent named when known; read again on every poll. */
export const truckRead = (orderNumber: string, patent: string | null | undefined) =>
  screenRead(TRUCK_POSITION, { orderNumber, knownPatent: patent ?? null }, 'network-only');

/** The order's detail and, for an order En Ruta in the list the click came from, its truck beside it. */
export function orderReads(client: ApolloClient, orderNumber: string, search: string): ScreenRead[] {
  const listed = listedOrder(client, orderNumber, selectedCode(search));
  const onRoute = listed?.state === 'EN_RUTA' && listed.patent;
  return [orderRead(orderNumber), ...(onRoute ? [truckRead(orderNumber, listed.patent)] : [])];
}

/** A document's detail with the files the account's list (the period in `search`) gave it, when the cache holds it. */
export function documentRead(client: ApolloClient, clientCode: string, docNumber: string, docYear: string, search: string) {
  const list = client.readQuery({ query: BULK_ACCOUNT, variables: { clientCode, months: monthsFrom(search) } });
  const row = list?.viewer?.bulkAccount?.documents.find((d) => d.docNumber === docNumber && d.docYear === docYear);
  return screenRead(BULK_DOCUMENT, { clientCode, docNumber, docYear, document: pdfInput(row?.document), guide: pdfInput(row?.guide) });
}

export const tanksRead = (clientCode: string) => screenRead(TANKS, { clientCode });
export const tankRead = (clientCode: string, tankCode: string) => screenRead(TANK, { clientCode, tankCode });

const yearEarlier = (iso: string) => dayjs(iso).subtract(1, 'year').format('YYYY-MM-DD');
/** The history's first period: the last month. */
export const firstReadingsRange = () => datesBack(1, 'month');
export const readingsRead = (clientCode: string, tankCode: string, range: { from: string; to: string }) =>
  screenRead(TANK_READINGS, { clientCode, tankCode, ...range, lastFrom: yearEarlier(range.from), lastTo: yearEarlier(range.to) });

/**
 * The prefetch of a screen opened from a list: its reads at once and, for a company user, the client list its route's
 * gate reads before the screen renders, beside them (the path names the client, so the reads need not wait for it).
 */
export function detailPrefetch(reads: (client: ApolloClient, context: PrefetchContext) => ScreenRead | readonly ScreenRead[]) {
  return (context: PrefetchContext) => {
    if (!context.auth) return;
    const company = context.auth.kind === 'COMPANY';
    const run = (client: ApolloClient) => {
      for (const read of [...(company ? [screenRead(COMPANY_CLIENTS, {})] : []), ...[reads(client, context)].flat()])
        startScreenRead(client, read);
    };
    const { client } = context.apollo;
    if (client) run(client);
    else context.apollo.load().then(run, () => undefined);
  };
}
