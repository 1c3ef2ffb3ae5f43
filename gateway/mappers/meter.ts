import type {
  AgreementInstalment,
  BillSubscriptionContact,
  BillSubscriptionInput,
  BillSubscriptionPayload,
  MeterAgreementDetail,
  MeterBill,
  MeterConsumption,
  MeterDebt,
  MeterPayment,
  MeterRate,
  MeterReading,
  PaymentAgreement,
  PortalForm,
  SubscriberCategory,
  SubscriptionRequirement,
} from '../../schema/generated/types';
import { gatewayError, toGraphQLError } from '../backend/client';
import type {
  AgreementDetailAnswer,
  AgreementListAnswer,
  BackendAgreementDue,
  BackendDebtDocument,
  BackendMeterAgreement,
  BackendRate,
  BackendBill,
  BackendMeterPayment,
  BackendReading,
  BackendReadingPoint,
  BackendSubscriptionContact,
  BackendSubscriptionEntry,
  BillAnswer,
  ListAnswer,
  MeterDebtAnswer,
  SimulationAmountAnswer,
  SubscriptionContact,
  SubscriptionUpdateAnswer,
} from '../backend/contract';
import { BackendError } from '../backend/errors';
import { SUBSCRIPTION_SAVE_ERROR } from '../../machines/rules/subscription-texts';
import { idForm, readDate, readDay, readFlag, readNumber, textForm } from '../backend/forms';

const DEFAULT_ERROR = 'En este momento no es posible obtener la información. Por favor intenta más tarde';

function malformed(path: string): never {
  throw toGraphQLError(new BackendError('MALFORMED', path, 200, 'Respuesta inválida del servicio'));
}

/** An error status where data was expected: the block fails with the server's message, or the usual one. */
function failed(path: string, answer: { message?: string }): never {
  throw gatewayError('BACKEND_UNAVAILABLE', answer.message?.trim() || DEFAULT_ERROR, { reason: 'ERROR_STATUS', path });
}

/**
 * A list answer's rows: empty is none, error fails the block; ok without data is none, and a data that is not a list
 * fails its block alone (the query's other fields still answer). A row that is not an object has no fields: each reads
 * as absent.
 */
function rows<T extends object>(answer: ListAnswer<T>, path: string): Array<Loose<T>> {
  if (answer.status === 'empty') return [];
  if (answer.status === 'error') return failed(path, answer);
  const data: unknown = answer.data;
  if (data === undefined || data === null) return [];
  if (!Array.isArray(data)) return malformed(path);
  return data.map((row) => fieldsOf<T>(row));
}

/** An answer's row with each field still to read: a backend may leave any out, or write it in another form. */
export type Loose<T> = Partial<Record<keyof T, unknown>>;

/** Any row as a record of its fields: what is not an object has none. */
function fieldsOf<T extends object>(row: unknown): Loose<T> {
  return row !== null && typeof row === 'object' && !Array.isArray(row) ? (row as Loose<T>) : {};
}

/** Text the backend wrote (or a number for it), trimmed; empty or unreadable is null. */
const textOf = (value: unknown): string | null => textForm.read(value)?.trim() || null;

/** Any date form of gateway/backend/forms.ts → YYYY-MM-DD (the day only); null when unreadable. */
export function isoDay(value: unknown): string | null {
  return readDay(value);
}

/** The backend's reading month 'MM-YYYY', 'YYYY-MM' or a date in it → 'YYYY-MM'; null when unreadable. */
export function readingMonth(value: unknown): string | null {
  const text = textOf(value);
  if (!text) return null;
  const reversed = /^(\d{1,2})[-/.](\d{4})$/.exec(text);
  if (reversed) return `${reversed[2]}-${reversed[1]!.padStart(2, '0')}`;
  const straight = /^(\d{4})-(\d{2})$/.exec(text);
  if (straight) return `${straight[1]}-${straight[2]}`;
  return readDay(text)?.slice(0, 7) ?? null;
}

/** Bills; one without its number or document type shows, without its PDF (the PDF is asked for by both). */
export function mapBills(answer: ListAnswer<BackendBill>, path = '/tickets/list'): MeterBill[] {
  return rows(answer, path).map((b) => {
    const ticketNumber = idForm.read(b.ticket_number);
    const docType = textOf(b.doc_type);
    return {
      ticketNumber,
      docType,
      issuedOn: isoDay(b.broadcast_date),
      previousAmount: readNumber(b.prev_amount),
      currentAmount: readNumber(b.current_amount),
      amount: readNumber(b.amount),
      dueOn: isoDay(b.expiration_date),
      consumption: readNumber(b.consumption),
      pdfAvailable: ticketNumber !== null && docType !== null && readFlag(b.pdfAvailable) === true,
    };
  });
}

export function mapReadings(answer: ListAnswer<BackendReading>, path = '/reading/list'): MeterReading[] {
  return rows(answer, path).map((r) => ({
    date: isoDay(r.reading_date),
    value: readNumber(r.reading_value),
    consumption: readNumber(r.reading_consumption),
    status: textOf(r.reading_status),
    month: readingMonth(r.reading_month) ?? isoDay(r.reading_date)?.slice(0, 7) ?? null,
  }));
}

/** The chart's 13 months, oldest first; a month whose consumption is not a number is left out rather than drawn as 0. */
export function mapReadingChart(answer: ListAnswer<BackendReadingPoint>, path = '/reading/graph'): MeterConsumption[] {
  return rows(answer, path)
    .flatMap((p) => {
      const consumption = readNumber(p.reading_consumption);
      const month = readingMonth(p.reading_month);
      return consumption === null || month === null ? [] : [{ month, consumption }];
    })
    .sort((a, b) => a.month.localeCompare(b.month))
    .slice(-13);
}

export function mapPayments(answer: ListAnswer<BackendMeterPayment>, path = '/payment/history'): MeterPayment[] {
  return rows(answer, path).map((p) => ({
    billNumber: idForm.read(p.XBLNR),
    paidOn: isoDay(p.FECHA_PAGO),
    amount: readNumber(p.MONTO),
    collector: textOf(p.TXT_RECAUDADOR),
  }));
}

/**
 * /meter/debt: empty is no debt; an error status fails the block with the server's message (spec 2 §8: the meter debt
 * unavailable shows it, or the usual text).
 */
export function mapDebt(answer: MeterDebtAnswer, portal: PortalForm, path = '/meter/debt'): MeterDebt {
  if (answer.status === 'empty') return { amount: 0, previousAmount: null, lastBill: null, lastPayment: null, documents: [], portal };
  if (answer.status === 'error') return failed(path, answer);
  const data: unknown = answer.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return malformed(path);
  const d = fieldsOf<NonNullable<MeterDebtAnswer['data']>>(data);
  // the bills may be left out (none listed); anything but a list there is another shape, and fails the block
  const bills: unknown = d.bills_documents ?? [];
  if (!Array.isArray(bills)) return malformed(path);
  return {
    amount: readNumber(d.amount),
    previousAmount: readNumber(d.previous_amount),
    lastBill: readNumber(d.last_bill),
    lastPayment: isoDay(d.last_payment),
    documents: bills
      .map((b) => fieldsOf<BackendDebtDocument>(b))
      .map((b) => ({
        billNumber: idForm.read(b.bill_number),
        dueOn: isoDay(b.bill_expire_date),
        paymentDay: textOf(b.bill_payment_day),
        amount: readNumber(b.amount),
      })),
    portal,
  };
}

/** The payment portal's form for a meter (spec 2 §7): codCliente, email, movil, reposicion. */
export function meterPortal(url: string, fields: { contractCode: string; email: string; phone: string; blocked: boolean }): PortalForm {
  return {
    url,
    fields: [
      { name: 'codCliente', value: fields.contractCode },
      { name: 'email', value: fields.email },
      { name: 'movil', value: fields.phone },
      { name: 'reposicion', value: fields.blocked ? '1' : '0' },
    ],
  };
}

/** Spec 2 §4: the label of an agreement's status, shown when it is valid; 'Solicitud Rechazada' when it is not. */
export function agreementLabel(status: string | null, valid: boolean): string {
  if (!valid) return 'Solicitud Rechazada';
  switch ((status ?? '').trim().toUpperCase()) {
    case 'CONVENIO CREADO SAP':
      return 'Convenio Creado';
    case 'PAGADO':
    case 'ERROR CREACIÓN CONVENIO':
      return 'Pago pie en verificación';
    case 'CREADO SAP':
    case 'ANULADO':
    case 'ERROR ANULACIÓN':
    case 'PENDIENTE CREACIÓN SAP':
      return 'Pago pie pendiente';
    case 'PENDIENTE APROBACIÓN':
      return 'En revisión';
    case 'RECHAZADO':
      return 'Rechazado';
    default:
      return '';
  }
}

const wholeNumber = (value: unknown): number | null => {
  const n = readNumber(value);
  return n === null ? null : Math.trunc(n);
};

/** An agreement of the list; one without its id shows, without a link to its detail (which is asked for by it). */
export function mapAgreement(agreement: Loose<BackendMeterAgreement>): PaymentAgreement {
  const a = fieldsOf<BackendMeterAgreement>(agreement);
  // spec 2 §4: the label of an agreement not valid is 'Solicitud Rechazada'; one that does not say is read as valid
  const valid = readFlag(a.is_agreement_valid) ?? true;
  const status = textOf(a.status);
  return {
    id: idForm.read(a.id),
    createdAt: readDate(a.created_at),
    requestId: idForm.read(a.request_crm_id),
    currentDebt: readNumber(a.current_debt),
    downPayment: readNumber(a.down_payment),
    instalments: wholeNumber(a.payments),
    status,
    valid,
    label: agreementLabel(status, valid),
  };
}

export function mapAgreements(answer: AgreementListAnswer, path = '/request/agreements/list'): PaymentAgreement[] {
  return rows(answer, path).map(mapAgreement);
}

/** /request/agreements/detail: the product names its fields (meter_contract_id, agreement_meter_id); empty is null. */
export function mapAgreementDetail(
  id: string,
  answer: AgreementDetailAnswer,
  product = 'meter',
  path = '/request/agreements/detail',
): MeterAgreementDetail | null {
  if (answer.status === 'empty') return null;
  if (answer.status === 'error') return failed(path, answer);
  const data: unknown = answer.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return malformed(path);
  const d = data as Record<string, unknown>;
  const dues: unknown = d.dues ?? [];
  if (!Array.isArray(dues)) return malformed(path);
  const instalments: AgreementInstalment[] = dues
    .map((due) => fieldsOf<BackendAgreementDue>(due))
    .map((due) => {
      const amount = readNumber(due.due_amount);
      const interest = readNumber(due.interest);
      return {
        number: wholeNumber(due.due_number),
        amount,
        interest,
        total: amount === null ? null : amount + (interest ?? 0),
        status: textOf(due.status),
      };
    });
  return {
    id,
    clientCode: idForm.read(d[`${product}_contract_id`]),
    voucher: idForm.read(d.sap_check_number),
    createdOn: isoDay(d.agreement_sap_creation_time),
    agreementNumber: idForm.read(d[`agreement_${product}_id`]),
    instalments,
  };
}

export function mapRates(answer: BillAnswer, path = '/bill/get'): MeterRate[] {
  if (answer.status === 'empty') return [];
  if (answer.status === 'error') return failed(path, answer);
  const data: unknown = answer.data;
  if (data === undefined || data === null) return [];
  if (typeof data !== 'object' || Array.isArray(data)) return malformed(path);
  const rates: unknown = (data as Record<string, unknown>).rates ?? [];
  if (!Array.isArray(rates)) return malformed(path);
  return rates
    .map((r) => fieldsOf<BackendRate>(r))
    .map((r) => ({ description: textOf(r.description) ?? textOf(r.name), price: readNumber(r.price ?? r.value), unit: textOf(r.unit) }));
}

/** /simulation/amount: ok is the amount, empty no debt (0); an error fails the block (the simulator's retry modal). */
export function mapSimulationAmount(answer: SimulationAmountAnswer, path = '/simulation/amount'): number {
  if (answer.status === 'empty') return 0;
  if (answer.status === 'error') return failed(path, answer);
  const amount = readNumber(fieldsOf<NonNullable<SimulationAmountAnswer['data']>>(answer.data).amount);
  return amount === null ? malformed(path) : amount;
}

const CATEGORY_OF: Record<string, SubscriberCategory> = { DUEÑO: 'OWNER', ARRENDATARIO: 'TENANT' };
const BACKEND_CATEGORY: Record<SubscriberCategory, string> = { OWNER: 'DUEÑO', TENANT: 'ARRENDATARIO' };

/** A client id as the wizard's preload takes it (a whole number), or null. */
export function clientIdOf(value: unknown): number | null {
  const id = idForm.read(value);
  return id !== null && /^\d{1,15}$/.test(id) && Number.isSafeInteger(Number(id)) ? Number(id) : null;
}

const documentTypeOf = (value: unknown) => (textOf(value)?.toUpperCase() === 'FACTURA' ? 'FACTURA' : 'BOLETA');

/**
 * The subscription contacts. A contact without its id cannot be saved (/tickets/register sends it back by it) and is
 * left out; any other field the backend leaves out is null (the screen shows a dash).
 */
export function mapSubscriptionContacts(
  answer: ListAnswer<BackendSubscriptionContact>,
  path = '/tickets/suscription_list',
): BillSubscriptionContact[] {
  return rows(answer, path).flatMap((c) => {
    const id = idForm.read(c.id);
    if (id === null) return [];
    return [
      {
        id,
        clientId: clientIdOf(c.meter_client_id),
        contractCode: idForm.read(c.meter_contract_id),
        address: textOf(c.address),
        subscribed: readFlag(c.suscribed) ?? false,
        category: CATEGORY_OF[textOf(c.suscriber_type)?.toUpperCase() ?? ''] ?? null,
        documentType: documentTypeOf(c.doc_type),
      },
    ];
  });
}

/**
 * 'Guardar': the contacts as /tickets/register takes them (spec 2 §3): each as the backend listed it (its client,
 * contract and document type) with the user's subscription and category over it.
 */
export function toRegisterContacts(input: BillSubscriptionInput[], listed: BackendSubscriptionContact[]): SubscriptionContact[] {
  return input.map((c) => {
    const contact = listed.find((l) => idForm.read(fieldsOf<BackendSubscriptionContact>(l).id) === c.id);
    if (!contact) throw gatewayError('FORBIDDEN', 'Contacto no válido');
    // each as the backend listed it: its id, client and contract in the form it wrote them (leading zeros and all)
    return {
      id: contact.id,
      meter_client_id: contact.meter_client_id,
      meter_contract_id: contact.meter_contract_id,
      suscribed: c.subscribed ? 1 : 0,
      suscriber_type: BACKEND_CATEGORY[c.category],
      doc_type: documentTypeOf(contact.doc_type),
    };
  });
}

const requirement = (entry: BackendSubscriptionEntry): SubscriptionRequirement => {
  const e = fieldsOf<BackendSubscriptionEntry>(entry);
  return {
    contractCode: idForm.read(e.NumeroContrato),
    address: textOf(e.Direccion),
    requirementNumber: idForm.read(e.NroRequerimiento),
    dueOn: isoDay(e.FechaPlazo),
  };
};

export { SUBSCRIPTION_SAVE_ERROR as SUBSCRIPTION_UPDATE_ERROR };

export function mapSubscriptionUpdate(answer: SubscriptionUpdateAnswer): BillSubscriptionPayload {
  const list = (entries: BackendSubscriptionEntry[] | undefined) => (Array.isArray(entries) ? entries.map(requirement) : []);
  const outcome = answer.status === 'ok' ? 'OK' : answer.status === 'some_ok' ? 'SOME_OK' : 'ERROR';
  return {
    outcome,
    message: outcome === 'ERROR' ? answer.message?.trim() || SUBSCRIPTION_SAVE_ERROR : (answer.message ?? null),
    remainingContacts: Array.isArray(answer.remaining_contacts) ? answer.remaining_contacts.filter((e) => typeof e === 'string') : [],
    inReview: list(answer.new_requirement_suscriptions),
    inProgress: list(answer.has_requirement_suscriptions),
    failed: list(answer.error_requirement_suscriptions),
  };
}
