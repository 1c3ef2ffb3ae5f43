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
import { array, boolean, dottedDateTime, literal, nullable, number, object, oneOf, optional, pattern, string } from '../shape';

const text = nullable(string);
const figure = nullable(oneOf(number, string));
const zeroOne = literal(0, 1);

export const requestRowShape = object<BackendRequestRow>()({
  id: number,
  created_at: string,
  created_at_date: string,
  term: string,
  status: string,
  request_type_name: string,
  bussines_lines_id: number,
  bussines_lines_name: string,
  request_categories_id: number,
  request_types_id: number,
  is_sf: zeroOne,
});

export const requestListShape = object<RequestListAnswer>()({ status: literal('ok', 'empty'), data: optional(array(requestRowShape)) });

const fieldShape = object<BackendRequestField>()({
  label: string,
  name: string,
  type: string,
  element: optional(string),
  value: nullable(oneOf(oneOf(string, number), array(string))),
  file_name: optional(text),
});

const agreementShape = object<BackendAgreement>()({
  current_debt: figure,
  down_payment: figure,
  payments: figure,
  status: text,
  meter_contract_id: optional(text),
});

const requestDetailShape = object<BackendRequestDetail>()({
  id: number,
  created_at: string,
  created_at_date: string,
  term: string,
  status: string,
  request_type_name: optional(text),
  request_type: optional(nullable(object<{ name: string }>()({ name: string }))),
  bussines_lines_id: number,
  bussines_lines_name: string,
  request_categories_id: number,
  request_types_id: number,
  is_sf: zeroOne,
  respuesta: text,
  calificacion: figure,
  data: nullable(array(fieldShape)),
  patent: text,
  clossing_justification: text,
  agreement_validity: text,
  agreement: nullable(agreementShape),
});

export const requestDetailAnswerShape = object<RequestDetailAnswer>()({ status: literal('ok'), data: requestDetailShape });

const treeServiceShape = object<BackendTreeService>()({
  id: number,
  servicio: string,
  categorias: array(
    object<BackendTreeService['categorias'][number]>()({
      id: number,
      categoria: string,
      tipos_solicitudes: array(
        object<BackendTreeService['categorias'][number]['tipos_solicitudes'][number]>()({ id: number, tipo_solicitud: string }),
      ),
    }),
  ),
});

export const requestTreeShape = object<RequestTreeAnswer>()({ status: literal('ok', 'empty'), data: optional(array(treeServiceShape)) });

const meterAgreementShape = object<BackendMeterAgreement>()({
  id: number,
  created_at: dottedDateTime,
  request_crm_id: text,
  current_debt: figure,
  down_payment: figure,
  payments: figure,
  status: string,
  is_agreement_valid: oneOf(zeroOne, boolean),
});

export const agreementListShape = object<AgreementListAnswer>()({
  status: literal('ok', 'empty', 'error'),
  message: optional(string),
  data: optional(array(meterAgreementShape)),
});

const dueShape = object<BackendAgreementDue>()({ due_number: oneOf(number, string), due_amount: figure, interest: figure, status: string });

export const agreementDetailShape = object<AgreementDetailAnswer>()({
  status: literal('ok', 'empty', 'error'),
  message: optional(string),
  data: optional(
    object<NonNullable<AgreementDetailAnswer['data']>>()({
      sap_check_number: text,
      agreement_sap_creation_time: nullable(pattern('fecha YYYY-MM-DD', /^\d{4}-\d{2}-\d{2}/)),
      dues: array(dueShape),
    }),
  ),
});
