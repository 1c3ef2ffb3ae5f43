/**
 * The shapes of residential bulk's answers (gateway/backend/contract/bulk.ts). Where the spec names a field without
 * its form, the shape takes every form gateway/backend/forms.ts reads (id, figure, yesNo, date); where it gives one
 * (creationDateTime 'DD.MM.YYYY - hh:mm'), a backend that writes the date in another form still fits: it is read alike.
 */
import type {
  BackendBulkDocument,
  BackendBulkOrder,
  BackendDebtItem,
  BackendPdfRef,
  BackendPriceChange,
  BackendTank,
  BackendTankReading,
  BackendTelemetryClient,
  CanPayAnswer,
  CoordinatesAnswer,
  DashboardAnswer,
  DebtAnswer,
  DocumentListAnswer,
  FrequencyAnswer,
  OrderSearchAnswer,
  PriceChangesAnswer,
  TankListAnswer,
  TankRecordAnswer,
  TelemetryListAnswer,
} from '../contract';
import { array, date, figure, id, literal, nullable, object, optional, string, text, yesNo } from '../shape';

const maybeText = nullable(text);
const maybeId = nullable(id);
const maybeFigure = nullable(figure);
const maybeDate = nullable(date);

export const bulkOrderShape = object<BackendBulkOrder>()({
  orderNumber: id,
  creationDateTime: date,
  scheduledDate: maybeDate,
  scheduledTime: maybeText,
  state: text,
  liters: maybeFigure,
  litersActuallyDelivered: maybeFigure,
  amount: maybeFigure,
  actuallyDeliveredAmount: maybeFigure,
  actuallyDeliveredDate: maybeDate,
  address: maybeText,
  street: maybeText,
  number: maybeId,
  block: nullable(text),
  dept: nullable(text),
  location: maybeText,
  commune: maybeText,
  region: maybeId,
  clientCode: id,
  truck_code: maybeId,
  patent: maybeText,
  driver: maybeText,
  address_latitude: maybeFigure,
  address_longitude: maybeFigure,
  cancel_order: yesNo,
  is_canceled: yesNo,
  claimDelay: yesNo,
  hasClaim: yesNo,
});

const status = literal('ok', 'empty', 'error');

export const orderSearchShape = object<OrderSearchAnswer>()({ status, message: optional(string), data: optional(array(bulkOrderShape)) });

export const coordinatesShape = object<CoordinatesAnswer>()({
  status,
  message: optional(string),
  data: optional(object<NonNullable<CoordinatesAnswer['data']>>()({ latitude: maybeFigure, longitude: maybeFigure })),
});

const pdfRefShape = nullable(object<BackendPdfRef>()({ pdf_number: id, class_description: text }));

export const bulkDocumentShape = object<BackendBulkDocument>()({
  doc_number: id,
  doc_year: id,
  folio_number: maybeId,
  class_description: text,
  issue_date: date,
  expiration_date: maybeDate,
  value: maybeFigure,
  late_payment: maybeFigure,
  payment_condition_desc: maybeText,
  payment_date: maybeDate,
  client_cod: id,
  pdf_document: pdfRefShape,
  pdf_guide: pdfRefShape,
  office_guide: optional(maybeId),
  delivery_date: optional(maybeDate),
  quantity: optional(maybeText),
  product: optional(maybeText),
  address: optional(maybeText),
});

export const documentListShape = object<DocumentListAnswer>()({
  status,
  message: optional(string),
  data: optional(array(bulkDocumentShape)),
});

export const debtItemShape = object<BackendDebtItem>()({
  bill_number: id,
  doc_number: id,
  expiration_date: date,
  amount: maybeFigure,
  interest: maybeFigure,
  spented: maybeFigure,
  selected: optional(yesNo),
  pdf_document: pdfRefShape,
});

export const bulkDebtShape = object<DebtAnswer>()({
  status: literal('ok', 'empty', 'exception', 'error'),
  message: optional(string),
  data: optional(object<NonNullable<DebtAnswer['data']>>()({ documents: array(debtItemShape) })),
});

export const bulkDashboardShape = object<DashboardAnswer>()({
  status: literal('ok', 'error'),
  data: optional(object<NonNullable<DashboardAnswer['data']>>()({ expired: maybeFigure, notExpired: maybeFigure, total: maybeFigure })),
});

export const canPayShape = object<CanPayAnswer>()({
  status: literal('ok', 'error'),
  data: optional(
    object<NonNullable<CanPayAnswer['data']>>()({
      can_pay: yesNo,
      current_time: figure,
      next_attemp: maybeFigure,
    }),
  ),
});

export const frequencyShape = object<FrequencyAnswer>()({
  status: literal('ok', 'error'),
  data: optional(object<NonNullable<FrequencyAnswer['data']>>()({ value: figure })),
});

export const priceChangesShape = object<PriceChangesAnswer>()({
  status,
  message: optional(string),
  data: optional(array(object<BackendPriceChange>()({ date, price: maybeFigure }))),
});

export const telemetryListShape = object<TelemetryListAnswer>()({
  status,
  message: optional(string),
  data: optional(
    array(
      object<BackendTelemetryClient>()({
        client_cod: optional(id),
        address: optional(maybeText),
        client_address: optional(maybeText),
        telemetry_activated: optional(yesNo),
      }),
    ),
  ),
});

export const tankShape = object<BackendTank>()({
  meter_code: id,
  reading_date: date,
  reading_time: maybeText,
  percentage: maybeFigure,
  capacity: maybeFigure,
  days_empty_meter: maybeFigure,
  average_consumption: maybeFigure,
});

export const tankListShape = object<TankListAnswer>()({ status, message: optional(string), data: optional(array(tankShape)) });

export const tankRecordShape = object<TankRecordAnswer>()({
  status,
  message: optional(string),
  data: optional(
    array(
      object<BackendTankReading>()({
        date,
        percentage_level: maybeFigure,
        stock_days: maybeFigure,
        daily_consumption: maybeFigure,
      }),
    ),
  ),
});
