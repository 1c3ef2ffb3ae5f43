/** The shapes of the meter calls' answers (gateway/backend/contract/meter.ts). */
import type {
  BackendBill,
  BackendDebtDocument,
  BackendMeterPayment,
  BackendRate,
  BackendReading,
  BackendReadingPoint,
  BillAnswer,
  ListAnswer,
  MeterDebtAnswer,
  SimulationAmountAnswer,
} from '../contract';
import { amount, array, boolean, dottedDate, literal, nullable, object, oneOf, optional, pattern, string, type Shape } from '../shape';

const backendAmount = nullable(amount);
const status = literal('ok', 'empty', 'error');
const month = pattern('mes MM-YYYY', /^\d{2}-\d{4}$/);

/** A list answer: status empty means none (the data may be missing then). */
export function listShape<T>(item: Shape<T>): Shape<ListAnswer<T>> {
  return object<ListAnswer<T>>()({ status, message: optional(string), data: optional(array(item)) });
}

export const billShape = object<BackendBill>()({
  ticket_number: string,
  doc_type: string,
  broadcast_date: dottedDate,
  prev_amount: backendAmount,
  current_amount: backendAmount,
  amount: backendAmount,
  expiration_date: string,
  consumption: backendAmount,
  pdfAvailable: oneOf(boolean, literal('0', '1')),
});

export const readingShape = object<BackendReading>()({
  reading_date: dottedDate,
  reading_value: backendAmount,
  reading_consumption: backendAmount,
  reading_status: string,
  reading_month: month,
});

export const readingPointShape = object<BackendReadingPoint>()({ reading_month: month, reading_consumption: backendAmount });

export const meterPaymentShape = object<BackendMeterPayment>()({
  XBLNR: string,
  FECHA_PAGO: dottedDate,
  MONTO: backendAmount,
  TXT_RECAUDADOR: string,
});

const debtDocumentShape = object<BackendDebtDocument>()({
  bill_number: string,
  bill_expire_date: string,
  bill_payment_day: string,
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
      last_payment: nullable(pattern('fecha DD-MM-YYYY', /^\d{2}-\d{2}-\d{4}$/)),
      bills_documents: array(debtDocumentShape),
    }),
  ),
});

const rateShape = object<BackendRate>()({ description: string, price: backendAmount, unit: string });

export const billAnswerShape = object<BillAnswer>()({
  status,
  message: optional(string),
  data: optional(object<NonNullable<BillAnswer['data']>>()({ ticket_number: string, broadcast_date: string, rates: array(rateShape) })),
});

export const simulationAmountShape = object<SimulationAmountAnswer>()({
  status,
  message: optional(string),
  data: optional(object<NonNullable<SimulationAmountAnswer['data']>>()({ amount: backendAmount })),
});
