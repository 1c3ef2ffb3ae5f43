/**
 * The shapes of the meter calls' answers (gateway/backend/contract/meter.ts). The spec names the fields without their
 * forms: ids, figures, yes/no and dates take every form gateway/backend/forms.ts reads (issue 37).
 */
import type {
  BackendBill,
  BackendDebtDocument,
  BackendMeterPayment,
  BackendRate,
  BackendReading,
  BackendReadingPoint,
  BackendSubscriptionContact,
  BillAnswer,
  ListAnswer,
  MeterDebtAnswer,
  SimulationAmountAnswer,
} from '../contract';
import { array, date, figure, id, literal, nullable, object, optional, pattern, string, text, yesNo, type Shape } from '../shape';

const backendAmount = nullable(figure);
const status = literal('ok', 'empty', 'error');
/** 'MM-YYYY' or 'YYYY-MM', or a date of the month */
const month = pattern('mes MM-YYYY, YYYY-MM o una fecha', /^(\d{2}[-/.]\d{4}|\d{4}-\d{2}.*|\d{1,2}[./-]\d{1,2}[./-]\d{4}.*)$/);

/** A list answer: status empty means none (the data may be missing then). */
export function listShape<T>(item: Shape<T>): Shape<ListAnswer<T>> {
  return object<ListAnswer<T>>()({ status, message: optional(string), data: optional(array(item)) });
}

export const billShape = object<BackendBill>()({
  ticket_number: id,
  doc_type: text,
  broadcast_date: date,
  prev_amount: backendAmount,
  current_amount: backendAmount,
  amount: backendAmount,
  expiration_date: date,
  consumption: backendAmount,
  pdfAvailable: yesNo,
});

export const readingShape = object<BackendReading>()({
  reading_date: date,
  reading_value: backendAmount,
  reading_consumption: backendAmount,
  reading_status: text,
  reading_month: month,
});

export const readingPointShape = object<BackendReadingPoint>()({ reading_month: month, reading_consumption: backendAmount });

export const meterPaymentShape = object<BackendMeterPayment>()({
  XBLNR: id,
  FECHA_PAGO: date,
  MONTO: backendAmount,
  TXT_RECAUDADOR: text,
});

const debtDocumentShape = object<BackendDebtDocument>()({
  bill_number: id,
  bill_expire_date: date,
  bill_payment_day: text,
  amount: optional(backendAmount),
});

export const meterDebtShape = object<MeterDebtAnswer>()({
  status,
  message: optional(string),
  data: optional(
    object<NonNullable<MeterDebtAnswer['data']>>()({
      amount: backendAmount,
      previous_amount: backendAmount,
      last_bill: backendAmount,
      last_payment: nullable(date),
      bills_documents: array(debtDocumentShape),
    }),
  ),
});

const rateShape = object<BackendRate>()({
  description: optional(nullable(text)),
  name: optional(nullable(text)),
  price: optional(backendAmount),
  value: optional(backendAmount),
  unit: optional(nullable(text)),
});

export const billAnswerShape = object<BillAnswer>()({
  status,
  message: optional(string),
  data: optional(
    object<NonNullable<BillAnswer['data']>>()({
      ticket_number: optional(nullable(id)),
      broadcast_date: optional(nullable(date)),
      rates: optional(array(rateShape)),
    }),
  ),
});

export const simulationAmountShape = object<SimulationAmountAnswer>()({
  status,
  message: optional(string),
  data: optional(object<NonNullable<SimulationAmountAnswer['data']>>()({ amount: backendAmount })),
});

export const subscriptionContactShape = object<BackendSubscriptionContact>()({
  id,
  meter_client_id: id,
  meter_contract_id: id,
  suscribed: yesNo,
  suscriber_type: nullable(text),
  doc_type: nullable(text),
  address: nullable(text),
});
