/** The shapes of residential bulk's answers (gateway/backend/contract/bulk.ts). */
import type {
  BackendBulkDocument,
  BackendBulkOrder,
  BackendDebtItem,
  BackendPdfRef,
  CanPayAnswer,
  DashboardAnswer,
  DebtAnswer,
  DocumentListAnswer,
  FrequencyAnswer,
  OrderSearchAnswer,
} from '../contract';
import { amount, array, boolean, literal, nullable, number, object, oneOf, optional, string } from '../shape';

const text = nullable(string);
/** the backend writes its yes/no as 0/1, '0'/'1' or a boolean, depending on the field */
const yesNo = oneOf(boolean, literal(0, 1, '0', '1'));
const coordinate = nullable(oneOf(number, string));

export const bulkOrderShape = object<BackendBulkOrder>()({
  orderNumber: string,
  creationDateTime: string,
  scheduledDate: text,
  scheduledTime: text,
  state: string,
  liters: text,
  litersActuallyDelivered: text,
  amount: text,
  actuallyDeliveredAmount: text,
  actuallyDeliveredDate: text,
  address: text,
  street: text,
  number: text,
  block: text,
  dept: text,
  location: text,
  commune: text,
  region: text,
  clientCode: string,
  truck_code: text,
  patent: text,
  driver: text,
  address_latitude: coordinate,
  address_longitude: coordinate,
  cancel_order: yesNo,
  is_canceled: yesNo,
  claimDelay: yesNo,
  hasClaim: yesNo,
});

const status = literal('ok', 'empty', 'error');

export const orderSearchShape = object<OrderSearchAnswer>()({ status, message: optional(string), data: optional(array(bulkOrderShape)) });

const pdfRefShape = nullable(object<BackendPdfRef>()({ pdf_number: string, class_description: string }));

export const bulkDocumentShape = object<BackendBulkDocument>()({
  doc_number: string,
  doc_year: string,
  folio_number: text,
  class_description: string,
  issue_date: string,
  expiration_date: text,
  value: string,
  late_payment: nullable(oneOf(string, number)),
  payment_condition_desc: text,
  payment_date: text,
  client_cod: string,
  pdf_document: pdfRefShape,
  pdf_guide: pdfRefShape,
  office_guide: optional(text),
  delivery_date: optional(text),
  quantity: optional(text),
  product: optional(text),
  address: optional(text),
});

export const documentListShape = object<DocumentListAnswer>()({
  status,
  message: optional(string),
  data: optional(array(bulkDocumentShape)),
});

const debtItemShape = object<BackendDebtItem>()({
  bill_number: string,
  doc_number: string,
  expiration_date: string,
  amount,
  interest: nullable(amount),
  spented: nullable(amount),
  selected: optional(boolean),
  pdf_document: pdfRefShape,
});

export const bulkDebtShape = object<DebtAnswer>()({
  status: literal('ok', 'empty', 'exception', 'error'),
  message: optional(string),
  data: optional(object<NonNullable<DebtAnswer['data']>>()({ documents: array(debtItemShape) })),
});

export const bulkDashboardShape = object<DashboardAnswer>()({
  status: literal('ok', 'error'),
  data: optional(object<NonNullable<DashboardAnswer['data']>>()({ expired: amount, notExpired: amount, total: amount })),
});

export const canPayShape = object<CanPayAnswer>()({
  status: literal('ok', 'error'),
  data: optional(
    object<NonNullable<CanPayAnswer['data']>>()({
      can_pay: oneOf(boolean, literal(0, 1)),
      current_time: number,
      next_attemp: nullable(number),
    }),
  ),
});

export const frequencyShape = object<FrequencyAnswer>()({
  status: literal('ok', 'error'),
  data: optional(object<NonNullable<FrequencyAnswer['data']>>()({ value: oneOf(string, number) })),
});
