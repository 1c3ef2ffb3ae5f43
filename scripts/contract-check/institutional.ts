/**
 * The reads of Envasado Institucional a company user's screens make (spec 3 §2, §7): Cotizar Pedido's choices and
 * materials, Cotizaciones, the current account and a document's detail, each asked about the user's institutional
 * client with the ids its earlier answers give.
 */
import { idForm } from '../../gateway/backend/forms';
import { dashedDay, QUOTE_TYPE_CODE, quoteTypeOf, readPaymentMethods } from '../../gateway/mappers/institutional';
import { holds, PRIVILEGE } from '../../machines/rules/privileges';
import { chileDay, monthsBefore } from '../../machines/rules/chile-time';
import { dataList, dataRecord, given, idOf, recordAt, type Check, type Known } from './check';

/** business_line_id of institutional cylinder (spec 3 §1) */
const INSTITUTIONAL = 2;

const NEEDS = {
  client: 'el usuario de empresa no tiene clientes de Envasado Institucional',
  choice: 'el cliente de Envasado Institucional no tiene tipos de cotización con medios de pago',
  documents: 'la cuenta corriente del cliente de Envasado Institucional no tiene documentos en el último año',
};

/**
 * The institutional client to ask about, from the user's services (or its companies' sap_clients): one holding both
 * 2001 and 2002, else the first of the line.
 */
export function learnInstitutionalClient(
  clients: Array<Record<string, unknown>>,
  codeOf: (client: Record<string, unknown>) => string | null | undefined,
  held: (client: Record<string, unknown>) => readonly unknown[],
  known: Known,
): void {
  const line = clients.filter((c) => Number(c.business_line_id) === INSTITUTIONAL && codeOf(c));
  const both = line.find((c) => holds(held(c), PRIVILEGE.institutionalQuote) && holds(held(c), PRIVILEGE.institutionalAccount));
  const client = both ?? line[0];
  known.institutionalClient = (client && codeOf(client)) || known.institutionalClient;
}

const byClient = (build: (client_cod: string) => object) => given((known) => known.institutionalClient, build);

/** The year up to Chile's today, DD-MM-YYYY as quote/list takes it. */
const lastYear = () => {
  const today = chileDay();
  return { start_date: dashedDay(monthsBefore(today, 12)), end_date: dashedDay(today) };
};

export const INSTITUTIONAL_CHECKS: Check[] = [
  {
    path: '/company_user/institutional/quotes_type',
    needs: NEEDS.client,
    payload: byClient((client_cod) => ({ client_cod })),
    learn: (answer, known) => {
      const methods = recordAt(dataRecord(answer), 'payment_method') ?? {};
      for (const [key, value] of Object.entries(methods)) {
        const type = quoteTypeOf(key);
        const [first] = readPaymentMethods(value);
        if (type && first) return void (known.quoteChoice = { type: QUOTE_TYPE_CODE[type], payment: first.code });
      }
    },
  },
  {
    path: '/company_user/institutional/material_list',
    needs: NEEDS.choice,
    payload: (known) =>
      known.institutionalClient && known.quoteChoice
        ? { client_cod: known.institutionalClient, quote_type: known.quoteChoice.type, payment_code: known.quoteChoice.payment }
        : null,
  },
  {
    path: '/company_user/institutional/quote/list',
    needs: NEEDS.client,
    payload: byClient((client_cod) => ({ client_cod, ...lastYear(), type: 1, quote_number: '', order_number: '', invoice_sheet: '' })),
  },
  {
    path: '/company_user/institutional/current_account',
    needs: NEEDS.client,
    payload: byClient((client_cod) => ({ client_cod, period: 12 })),
    learn: (answer, known) => {
      for (const document of dataList(answer)) {
        const number = idOf(document.doc_number);
        const year = idOf(document.doc_year) ?? idForm.read(String(document.issue_date ?? '').match(/\d{4}/)?.[0]);
        if (number && year && known.institutionalClient)
          return void (known.institutionalDocument = { client: known.institutionalClient, number, year });
      }
    },
  },
  {
    path: '/company_user/institutional/document_details',
    needs: NEEDS.documents,
    payload: given(
      (k) => k.institutionalDocument,
      ({ client, number, year }) => ({ client_cod: client, doc_number: number, doc_year: year }),
    ),
  },
];
