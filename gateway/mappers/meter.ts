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
  BackendMeterAgreement,
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
import { parseAmount, parseBackendDate, parseFlag } from './quirks';

const DEFAULT_ERROR = 'En este momento no es posible obtener la información. Por favor intenta más tarde';

function malformed(path: string): never {
  throw toGraphQLError(new BackendError('MALFORMED', path, 200, 'Respuesta inválida del servicio'));
}

/** An error status where data was expected: the block fails with the server's message, or the usual one. */
function failed(path: string, answer: { message?: string }): never {
  throw gatewayError('BACKEND_UNAVAILABLE', answer.message?.trim() || DEFAULT_ERROR, { reason: 'ERROR_STATUS', path });
}

/** A list answer's rows: empty is none, error fails the block, anything but a list is malformed. */
function rows<T>(answer: ListAnswer<T>, path: string): T[] {
  if (answer.status === 'empty') return [];
  if (answer.status !== 'ok') return failed(path, answer);
  if (!Array.isArray(answer.data)) return malformed(path);
  return answer.data;
}

/** 'DD.MM.YYYY', 'DD-MM-YYYY' or ISO → YYYY-MM-DD (the day only); null when unreadable. */
export function isoDay(value: string | null | undefined): string | null {
  return parseBackendDate(value)?.slice(0, 10) ?? null;
}

/** The backend's reading month 'MM-YYYY' (or 'YYYY-MM') → 'YYYY-MM'. */
export function readingMonth(value: string): string {
  const reversed = /^(\d{2})[-/.](\d{4})$/.exec(value.trim());
  if (reversed) return `${reversed[2]}-${reversed[1]}`;
  const straight = /^(\d{4})-(\d{2})/.exec(value.trim());
  return straight ? `${straight[1]}-${straight[2]}` : value;
}

export function mapBills(answer: ListAnswer<BackendBill>, path = '/tickets/list'): MeterBill[] {
  return rows(answer, path).map((b) => ({
    ticketNumber: String(b.ticket_number),
    docType: String(b.doc_type),
    issuedOn: isoDay(b.broadcast_date),
    previousAmount: parseAmount(b.prev_amount),
    currentAmount: parseAmount(b.current_amount),
    amount: parseAmount(b.amount),
    dueOn: isoDay(b.expiration_date),
    consumption: parseAmount(b.consumption),
    pdfAvailable: parseFlag(b.pdfAvailable),
  }));
}

export function mapReadings(answer: ListAnswer<BackendReading>, path = '/reading/list'): MeterReading[] {
  return rows(answer, path).map((r) => ({
    date: isoDay(r.reading_date),
    value: parseAmount(r.reading_value),
    consumption: parseAmount(r.reading_consumption),
    status: r.reading_status ?? '',
    month: readingMonth(r.reading_month),
  }));
}

/** The chart's 13 months, oldest first; a month whose consumption is not a number is left out rather than drawn as 0. */
export function mapReadingChart(answer: ListAnswer<BackendReadingPoint>, path = '/reading/graph'): MeterConsumption[] {
  return rows(answer, path)
    .flatMap((p) => {
      const consumption = parseAmount(p.reading_consumption);
      return consumption === null ? [] : [{ month: readingMonth(p.reading_month), consumption }];
    })
    .sort((a, b) => a.month.localeCompare(b.month))
    .slice(-13);
}

export function mapPayments(answer: ListAnswer<BackendMeterPayment>, path = '/payment/history'): MeterPayment[] {
  return rows(answer, path).map((p) => ({
    billNumber: String(p.XBLNR),
    paidOn: isoDay(p.FECHA_PAGO),
    amount: parseAmount(p.MONTO),
    collector: p.TXT_RECAUDADOR ?? '',
  }));
}

/**
 * /meter/debt: empty is no debt; an error status fails the block with the server's message (spec 2 §8: the meter debt
 * unavailable shows it, or the usual text).
 */
export function mapDebt(answer: MeterDebtAnswer, portal: PortalForm, path = '/meter/debt'): MeterDebt {
  if (answer.status === 'empty') return { amount: 0, previousAmount: null, lastBill: null, lastPayment: null, documents: [], portal };
  if (answer.status !== 'ok') return failed(path, answer);
  const data = answer.data;
  if (!data || !Array.isArray(data.bills_documents)) return malformed(path);
  return {
    amount: parseAmount(data.amount) ?? 0,
    previousAmount: parseAmount(data.previous_amount),
    lastBill: parseAmount(data.last_bill),
    lastPayment: isoDay(data.last_payment),
    documents: data.bills_documents.map((d) => ({
      billNumber: String(d.bill_number),
      dueOn: isoDay(d.bill_expire_date),
      paymentDay: d.bill_payment_day ? String(d.bill_payment_day) : null,
      amount: parseAmount(d.amount ?? null),
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
export function agreementLabel(status: string, valid: boolean): string {
  if (!valid) return 'Solicitud Rechazada';
  switch (status.trim().toUpperCase()) {
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

const wholeNumber = (value: string | number | null | undefined): number | null => {
  const n = parseAmount(value ?? null);
  return n === null ? null : Math.trunc(n);
};

export function mapAgreement(a: BackendMeterAgreement): PaymentAgreement {
  const valid = parseFlag(a.is_agreement_valid);
  return {
    id: String(a.id),
    createdAt: parseBackendDate(a.created_at),
    requestId: a.request_crm_id ?? null,
    currentDebt: parseAmount(a.current_debt),
    downPayment: parseAmount(a.down_payment),
    instalments: wholeNumber(a.payments),
    status: a.status ?? '',
    valid,
    label: agreementLabel(a.status ?? '', valid),
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
  if (answer.status !== 'ok') return failed(path, answer);
  const data = answer.data;
  if (!data) return malformed(path);
  const dues = Array.isArray(data.dues) ? data.dues : [];
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null);
  const instalments: AgreementInstalment[] = dues.map((d) => {
    const amount = parseAmount(d.due_amount);
    const interest = parseAmount(d.interest);
    return {
      number: wholeNumber(d.due_number) ?? 0,
      amount,
      interest,
      total: amount === null ? null : amount + (interest ?? 0),
      status: d.status ?? '',
    };
  });
  return {
    id,
    clientCode: text(data[`${product}_contract_id`]) ?? '',
    voucher: text(data.sap_check_number),
    createdOn: isoDay(data.agreement_sap_creation_time),
    agreementNumber: text(data[`agreement_${product}_id`]),
    instalments,
  };
}

export function mapRates(answer: BillAnswer, path = '/bill/get'): MeterRate[] {
  if (answer.status === 'empty') return [];
  if (answer.status !== 'ok') return failed(path, answer);
  if (!answer.data || !Array.isArray(answer.data.rates)) return malformed(path);
  return answer.data.rates.map((r) => ({ description: r.description, price: parseAmount(r.price), unit: r.unit ?? '' }));
}

/** /simulation/amount: ok is the amount, empty no debt (0); an error fails the block (the simulator's retry modal). */
export function mapSimulationAmount(answer: SimulationAmountAnswer, path = '/simulation/amount'): number {
  if (answer.status === 'empty') return 0;
  if (answer.status !== 'ok') return failed(path, answer);
  const amount = parseAmount(answer.data?.amount ?? null);
  return amount === null ? malformed(path) : amount;
}

const CATEGORY_OF: Record<string, SubscriberCategory> = { DUEÑO: 'OWNER', ARRENDATARIO: 'TENANT' };
const BACKEND_CATEGORY: Record<SubscriberCategory, string> = { OWNER: 'DUEÑO', TENANT: 'ARRENDATARIO' };

export function mapSubscriptionContacts(
  answer: ListAnswer<BackendSubscriptionContact>,
  path = '/tickets/suscription_list',
): BillSubscriptionContact[] {
  return rows(answer, path).map((c) => ({
    id: String(c.id),
    clientId: Number(c.meter_client_id),
    contractCode: String(c.meter_contract_id ?? ''),
    address: String(c.address ?? ''),
    subscribed: parseFlag(c.suscribed),
    category: CATEGORY_OF[String(c.suscriber_type).trim().toUpperCase()] ?? null,
    documentType: String(c.doc_type).toUpperCase() === 'FACTURA' ? 'FACTURA' : 'BOLETA',
  }));
}

/**
 * 'Guardar': the contacts as /tickets/register takes them (spec 2 §3): each as the backend listed it (its client,
 * contract and document type) with the user's subscription and category over it.
 */
export function toRegisterContacts(input: BillSubscriptionInput[], listed: BackendSubscriptionContact[]): SubscriptionContact[] {
  return input.map((c) => {
    const contact = listed.find((l) => String(l.id) === c.id);
    if (!contact) throw gatewayError('FORBIDDEN', 'Contacto no válido');
    return {
      id: Number(contact.id),
      meter_client_id: contact.meter_client_id,
      meter_contract_id: contact.meter_contract_id,
      suscribed: c.subscribed ? 1 : 0,
      suscriber_type: BACKEND_CATEGORY[c.category],
      doc_type: String(contact.doc_type).toUpperCase() === 'FACTURA' ? 'FACTURA' : 'BOLETA',
    };
  });
}

const requirement = (e: BackendSubscriptionEntry): SubscriptionRequirement => ({
  contractCode: String(e.NumeroContrato ?? ''),
  address: e.Direccion ?? null,
  requirementNumber: e.NroRequerimiento ?? null,
  dueOn: isoDay(e.FechaPlazo ?? null),
});

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
