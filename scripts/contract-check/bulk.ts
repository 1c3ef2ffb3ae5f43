/** The residential bulk reads a person's account with a bulk client can be answered (spec 2 §7 "Residential bulk"). */
import { ACCOUNT_PERIODS } from '../../gateway/mappers/bulk';
import { dataList, dataRecord, given, idOf, lastDays, none, recordAt, type Check, type Known } from './check';

const NEEDS_CLIENT = 'la cuenta no tiene clientes de granel: vincula uno';
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

export const BULK_CHECKS: Check[] = [
  {
    path: '/housing/order_search',
    needs: NEEDS_CLIENT,
    payload: withClient((client_cod) => ({ client_cod, days: 365, order_number: '' })),
    learn: (answer, known) => {
      const orders = dataList(answer);
      // an order with a truck first: its detail gives the plate the truck's position is asked with
      const order = orders.find((o) => idOf(o.orderNumber) && idOf(o.patent)) ?? orders.find((o) => idOf(o.orderNumber));
      known.bulkOrder = idOf(order?.orderNumber);
    },
  },
  {
    path: '/housing/order_detail',
    needs: 'la cuenta no tiene pedidos de granel en el último año',
    payload: given(
      (k) => k.bulkOrder,
      (order_number) => ({ client_cod: null, order_number }),
    ),
    learn: (answer, known) => void (known.bulkTruck = idOf(dataRecord(answer)?.patent)),
  },
  {
    path: '/housing/order_coordinates',
    needs: 'ningún pedido de granel de la cuenta trae la patente de su camión (patent)',
    payload: given(
      (k) => k.bulkTruck,
      (patent) => ({ patent }),
    ),
  },
  { path: '/housing/freq_update_truck', payload: none },
  {
    path: '/housing/payment/record',
    needs: NEEDS_CLIENT,
    payload: byClient,
    learn: (answer, known) => dataList(answer).forEach((d) => learnPdf(d, known)),
  },
  { path: '/housing/debt', needs: NEEDS_CLIENT, payload: byClient },
  { path: '/housing/deb_details', needs: NEEDS_CLIENT, payload: byClient },
  { path: '/housing/dashboard', needs: NEEDS_CLIENT, payload: byClient },
  {
    path: '/housing/current_account',
    needs: NEEDS_CLIENT,
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
    path: '/housing/document_details',
    needs: 'la cuenta corriente de granel de la cuenta no tiene documentos en el último año',
    payload: given(
      (k) => k.bulkDocument,
      ({ client, number, year }) => ({ client_cod: client, doc_number: number, doc_year: year }),
    ),
    learn: (answer, known) => learnPdf(dataRecord(answer), known),
  },
  {
    path: '/document/has',
    needs: 'ningún documento de granel de la cuenta nombra su PDF (pdf_document o pdf_guide)',
    payload: given(
      (k) => k.pdf,
      ({ number, classDescription }) => ({ pdf_number: number, class_description: classDescription }),
    ),
  },
  { path: '/housing/get_price_changes', needs: NEEDS_CLIENT, payload: byClient },
  {
    path: '/housing/telemetry/list',
    payload: none,
    learn: (answer, known) => {
      const clients = dataList(answer);
      const active = clients.find((c) => idOf(c.client_cod) && String(c.telemetry_activated) === '1') ?? clients[0];
      known.telemetryClient = idOf(active?.client_cod);
    },
  },
  {
    path: '/housing/telemetry/tanques_list',
    needs: NEEDS_CLIENT,
    payload: given(
      (k) => k.telemetryClient ?? k.bulkClient,
      (client_cod) => ({ client_cod }),
    ),
    learn: (answer, known) => void (known.tank = firstTank(answer)),
  },
  {
    path: '/housing/telemetry/tanque_details',
    needs: 'los clientes de granel de la cuenta no tienen tanques con telemetría',
    payload: (k) => (k.tank ? { client_cod: k.telemetryClient ?? k.bulkClient, meter_code: k.tank } : null),
  },
  {
    path: '/housing/telemetry/record',
    needs: 'los clientes de granel de la cuenta no tienen tanques con telemetría',
    payload: (k) => {
      const period = lastDays(90);
      return k.tank
        ? { client_cod: k.telemetryClient ?? k.bulkClient, tank_cod: k.tank, start_date: period.from, end_date: period.to }
        : null;
    },
  },
];

function firstTank(answer: unknown): string | undefined {
  for (const tank of dataList(answer)) {
    const code = idOf(tank.meter_code);
    if (code) return code;
  }
  return undefined;
}
