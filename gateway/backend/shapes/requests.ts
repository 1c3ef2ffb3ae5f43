/** The shapes of the requests calls' answers (gateway/backend/contract/requests.ts). */
import type {
  AgreementDetailAnswer,
  AgreementListAnswer,
  BackendAgreement,
  BackendAgreementDue,
  BackendMeterAgreement,
  BackendRequestDetail,
  BackendRequestField,
  BackendRequestRow,
  BackendTreeService,
  RequestDetailAnswer,
  RequestListAnswer,
  RequestTreeAnswer,
} from '../contract';
import { array, boolean, date, figure, id, literal, nullable, object, oneOf, optional, string, text, yesNo } from '../shape';

const maybeText = nullable(text);
const maybeFigure = nullable(figure);
const maybeDate = nullable(date);

export const requestRowShape = object<BackendRequestRow>()({
  id,
  created_at: date,
  created_at_date: date,
  term: maybeDate,
  status: text,
  request_type_name: text,
  request_type: optional(nullable(object<{ name?: string | null }>()({ name: optional(maybeText) }))),
  bussines_lines_id: id,
  bussines_lines_name: optional(maybeText),
  request_categories_id: id,
  request_types_id: id,
  is_sf: yesNo,
});

export const requestListShape = object<RequestListAnswer>()({ status: literal('ok', 'empty'), data: optional(array(requestRowShape)) });

const fieldShape = object<BackendRequestField>()({
  label: text,
  name: text,
  type: text,
  element: optional(string),
  value: nullable(oneOf(oneOf(text, boolean), array(string))),
  file_name: optional(maybeText),
});

const agreementShape = object<BackendAgreement>()({
  current_debt: maybeFigure,
  down_payment: maybeFigure,
  payments: maybeFigure,
  status: maybeText,
  meter_contract_id: optional(nullable(id)),
});

const requestDetailShape = object<BackendRequestDetail>()({
  id,
  created_at: date,
  created_at_date: date,
  term: maybeDate,
  status: text,
  request_type_name: optional(maybeText),
  request_type: optional(nullable(object<{ name?: string | null }>()({ name: optional(maybeText) }))),
  bussines_lines_id: id,
  bussines_lines_name: optional(maybeText),
  request_categories_id: id,
  request_types_id: id,
  is_sf: yesNo,
  respuesta: maybeText,
  calificacion: maybeFigure,
  data: nullable(array(fieldShape)),
  patent: maybeText,
  clossing_justification: maybeText,
  agreement_validity: maybeDate,
  agreement: nullable(agreementShape),
});

export const requestDetailAnswerShape = object<RequestDetailAnswer>()({ status: literal('ok'), data: requestDetailShape });

const treeServiceShape = object<BackendTreeService>()({
  id,
  servicio: text,
  categorias: array(
    object<BackendTreeService['categorias'][number]>()({
      id,
      categoria: text,
      tipos_solicitudes: array(
        object<BackendTreeService['categorias'][number]['tipos_solicitudes'][number]>()({ id, tipo_solicitud: text }),
      ),
    }),
  ),
});

export const requestTreeShape = object<RequestTreeAnswer>()({ status: literal('ok', 'empty'), data: optional(array(treeServiceShape)) });

const meterAgreementShape = object<BackendMeterAgreement>()({
  id,
  created_at: date,
  request_crm_id: nullable(id),
  current_debt: maybeFigure,
  down_payment: maybeFigure,
  payments: maybeFigure,
  status: text,
  is_agreement_valid: yesNo,
});

export const agreementListShape = object<AgreementListAnswer>()({
  status: literal('ok', 'empty', 'error'),
  message: optional(string),
  data: optional(array(meterAgreementShape)),
});

const dueShape = object<BackendAgreementDue>()({ due_number: figure, due_amount: maybeFigure, interest: maybeFigure, status: text });

export const agreementDetailShape = object<AgreementDetailAnswer>()({
  status: literal('ok', 'empty', 'error'),
  message: optional(string),
  data: optional(
    object<NonNullable<AgreementDetailAnswer['data']>>()({
      sap_check_number: nullable(id),
      agreement_sap_creation_time: maybeDate,
      dues: array(dueShape),
    }),
  ),
});
