/**
 * The bulk reads a person's account with a bulk client can be answered (spec 2 §7 "Residential bulk"), and their twins
 * a company user's industrial client can (spec 3 §2: Granel Industrial over the company-user call family).
 */
import type { AccountKind } from '../../schema/generated/types';
import { familyPath } from '../../gateway/backend/call-family';
import { ACCOUNT_PERIODS } from '../../gateway/mappers/bulk';
import { dataList, dataRecord, given, idOf, lastDays, none, recordAt, type Check, type Known } from './check';

const withClient = (build: (client_cod: string) => object) => given((known) => known.bulkClient, build);
const byClient = withClient((client_cod) => ({ client_cod }));

/** The first PDF a document names (pdf_document, else pdf_guide). */
function learnPdf(document: Record<string, unknown> | undefined, known: Known): void {
  if (known.pdf || !document) return;
  for (const field of ['pdf_document', 'pdf_guide']) {
    const pdf = recordAt(document, field);
    const number = idOf(pdf?.pdf_number);
    const classDescription = typeof pdf?.class_description === 'string' ? pdf.class_description : undefined;
    if (number && classDescription) return void (known.pdf = { number, classDescription });
  }
}

/** What a skipped read needed, said to a person's account or to a company user's. */
const NEEDS = {
  PERSON: {
    client: 'la cuenta no tiene clientes de granel: vincula uno',
    orders: 'la cuenta no tiene pedidos de granel en el último año',
    truck: 'ningún pedido de granel de la cuenta trae la patente de su camión (patent)',
    documents: 'la cuenta corriente de granel de la cuenta no tiene documentos en el último año',
    pdf: 'ningún documento de granel de la cuenta nombra su PDF (pdf_document o pdf_guide)',
    tanks: 'los clientes de granel de la cuenta no tienen tanques con telemetría',
  },
  COMPANY: {
    client: 'el usuario de empresa no tiene clientes de Granel Industrial',
    orders: 'el cliente de Granel Industrial no tiene pedidos en el último año',
    truck: 'ningún pedido del cliente de Granel Industrial trae la patente de su camión (patent)',
    documents: 'la cuenta corriente del cliente de Granel Industrial no tiene documentos en el último año',
    pdf: 'ningún documento del cliente de Granel Industrial nombra su PDF (pdf_document o pdf_guide)',
    tanks: 'los clientes de Granel Industrial del usuario no tienen tanques con telemetría',
  },
} as const;

/** The bulk reads of a person (kind PERSON) or, on the company user's twin paths, of a company user (COMPANY). */
export const bulkChecks = (kind: AccountKind): Check[] => {
  const needs = NEEDS[kind];
  return [
    {
      path: familyPath(kind, '/housing/order_search'),
      needs: needs.client,
      payload: withClient((client_cod) => ({ client_cod, days: 365, order_number: '' })),
      learn: (answer, known) => {
        const orders = dataList(answer);
        // an order with a truck first: its detail gives the plate the truck's position is asked with
        const order = orders.find((o) => idOf(o.orderNumber) && idOf(o.patent)) ?? orders.find((o) => idOf(o.orderNumber));
        known.bulkOrder = idOf(order?.orderNumber);
      },
    },
    {
      path: familyPath(kind, '/housing/order_detail'),
      needs: needs.orders,
      payload: given(
        (k) => k.bulkOrder,
        (order_number) => ({ client_cod: null, order_number }),
      ),
      learn: (answer, known) => void (known.bulkTruck = idOf(dataRecord(answer)?.patent)),
    },
    {
      path: familyPath(kind, '/housing/order_coordinates'),
      needs: needs.truck,
      payload: given(
        (k) => k.bulkTruck,
        (patent) => ({ patent }),
      ),
    },
    { path: familyPath(kind, '/housing/freq_update_truck'), payload: none },
    {
      path: familyPath(kind, '/housing/payment/record'),
      needs: needs.client,
      payload: byClient,
      learn: (answer, known) => dataList(answer).forEach((d) => learnPdf(d, known)),
    },
    { path: familyPath(kind, '/housing/debt'), needs: needs.client, payload: byClient },
    { path: familyPath(kind, '/housing/deb_details'), needs: needs.client, payload: byClient },
    // the dashboard's summary is the person's only (spec 2 §7): a company user's card reads the debt call's credit
    ...(kind === 'PERSON' ? [{ path: '/housing/dashboard' as const, needs: needs.client, payload: byClient }] : []),
    {
      path: familyPath(kind, '/housing/current_account'),
      needs: needs.client,
      payload: withClient((client_cod) => ({ client_cod, period: ACCOUNT_PERIODS[ACCOUNT_PERIODS.length - 1] })),
      learn: (answer, known) => {
        for (const document of dataList(answer)) {
          const number = idOf(document.doc_number);
          const year = idOf(document.doc_year);
          if (number && year && !known.bulkDocument)
            known.bulkDocument = { client: idOf(document.client_cod) ?? known.bulkClient ?? '', number, year };
          learnPdf(document, known);
        }
      },
    },
    {
      path: familyPath(kind, '/housing/document_details'),
      needs: needs.documents,
      payload: given(
        (k) => k.bulkDocument,
        ({ client, number, year }) => ({ client_cod: client, doc_number: number, doc_year: year }),
      ),
      learn: (answer, known) => learnPdf(dataRecord(answer), known),
    },
    {
      path: '/document/has',
      needs: needs.pdf,
      payload: given(
        (k) => k.pdf,
        ({ number, classDescription }) => ({ pdf_number: number, class_description: classDescription }),
      ),
    },
    { path: familyPath(kind, '/housing/get_price_changes'), needs: needs.client, payload: byClient },
    {
      path: familyPath(kind, '/housing/telemetry/list'),
      payload: none,
      learn: (answer, known) => {
        const clients = dataList(answer);
        const active = clients.find((c) => idOf(c.client_cod) && String(c.telemetry_activated) === '1') ?? clients[0];
        known.telemetryClient = idOf(active?.client_cod);
      },
    },
    {
      path: familyPath(kind, '/housing/telemetry/tanques_list'),
      needs: needs.client,
      payload: given(
        (k) => k.telemetryClient ?? k.bulkClient,
        (client_cod) => ({ client_cod }),
      ),
      learn: (answer, known) => void (known.tank = firstTank(answer)),
    },
    {
      path: familyPath(kind, '/housing/telemetry/tanque_details'),
      needs: needs.tanks,
      payload: (k) => (k.tank ? { client_cod: k.telemetryClient ?? k.bulkClient, meter_code: k.tank } : null),
    },
    {
      path: familyPath(kind, '/housing/telemetry/record'),
      needs: needs.tanks,
      payload: (k) => {
        const period = lastDays(90);
        return k.tank
          ? { client_cod: k.telemetryClient ?? k.bulkClient, tank_cod: k.tank, start_date: period.from, end_date: period.to }
          : null;
      },
    },
  ];
};

export const BULK_CHECKS: Check[] = bulkChecks('PERSON');

function firstTank(answer: unknown): string | undefined {
  for (const tank of dataList(answer)) {
    const code = idOf(tank.meter_code);
    if (code) return code;
  }
  return undefined;
}
