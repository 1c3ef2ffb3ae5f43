/**
 * Every read of the contract and the shape of its answer: what `npm run contract:check` holds a backend to, and what
 * the gateway can log a misfit against at run time. Built from the areas' shapes (gateway/backend/shapes/*.ts); the
 * reads no area describes yet are described here, with the forms of gateway/backend/forms.ts where the spec names a
 * field but not its form. Calls with a side effect (payments, links, sign-ins, filings) are not reads and are not here.
 */
import type { BackendFigure, BackendId, BackendYesNo, Path } from '../contract';
import {
  array,
  date,
  describeValue,
  figure,
  id,
  literal,
  nullable,
  object,
  optional,
  string,
  text,
  unknown,
  yesNo,
  type Mismatch,
  type Shape,
} from '../shape';
import * as autogas from './autogas';
import * as bulk from './bulk';
import * as company from './company';
import * as cylinder from './cylinder';
import * as electricity from './electricity';
import * as funcionarios from './funcionarios';
import * as industrial from './industrial';
import * as institutional from './institutional';
import * as linking from './linking';
import * as meter from './meter';
import * as notifications from './notifications';
import * as requests from './requests';
import * as session from './session';

/**
 * Either shape; when neither fits, the differences of the branch that came closest (the fewest), so the report names
 * the field that failed (data.person.email) instead of the union ("se esperaba object | object").
 */
export function closestOf<A, B>(a: Shape<A>, b: Shape<B>): Shape<A | B> {
  return {
    expects: `${a.expects} | ${b.expects}`,
    check(value, at, out) {
      const tries = [a, b].map((shape) => {
        const found: Mismatch[] = [];
        shape.check(value, at, found);
        return found;
      });
      if (tries.some((found) => found.length === 0)) return;
      out.push(...tries.reduce((best, found) => (found.length < best.length ? found : best)));
    },
  };
}

/**
 * A list answer whose rows must carry `fields` (neither absent nor null), though the area's shape, shared by lines
 * that do not all name them, lets them go: the meter service names client_cod and contract_cod (spec 2 §3), the
 * bulk service client_cod, and their screens are asked by them.
 */
function requiring(list: Shape<unknown>, fields: readonly string[]): Shape<unknown> {
  return {
    expects: list.expects,
    check(value, at, out) {
      list.check(value, at, out);
      const data = value && typeof value === 'object' ? (value as { data?: unknown }).data : undefined;
      if (!Array.isArray(data)) return;
      data.forEach((item: unknown, index) => {
        if (!item || typeof item !== 'object') return;
        for (const field of fields) {
          const found = (item as Record<string, unknown>)[field];
          if (found === undefined || found === null)
            out.push({ at: `${at ? `${at}.` : ''}data[${index}].${field}`, expected: id.expects, got: describeValue(found) });
        }
      });
    },
  };
}

const status = <const S extends string>(...values: S[]) => literal(...values);
const message = optional(string);

/** A list answer: status, a message, and the list when there is one. */
function listOf<T>(item: Shape<T>, ...statuses: string[]): Shape<{ status: string; message?: string; data?: T[] }> {
  return object<{ status: string; message?: string; data?: T[] }>()({
    status: status(...(statuses.length ? statuses : ['ok', 'empty', 'error'])),
    message,
    data: optional(array(item)),
  });
}

/** One record's answer: status, a message, and the record when there is one. */
function recordOf<T>(item: Shape<T>, ...statuses: string[]): Shape<{ status: string; message?: string; data?: T }> {
  return object<{ status: string; message?: string; data?: T }>()({
    status: status(...(statuses.length ? statuses : ['ok', 'error'])),
    message,
    data: optional(item),
  });
}

// the session's reads

const meShape = object<{ status: 'ok'; data: { person: unknown } }>()({
  status: literal('ok'),
  data: object<{ person: unknown }>()({ person: closestOf(session.personShape, session.companyUserShape) }),
});

const personProfileShape = recordOf(object<{ person: unknown }>()({ person: session.personShape }));
const companyProfileShape = recordOf(object<{ company_user: unknown }>()({ company_user: session.companyUserShape }));
const downloadTokenShape = recordOf(object<{ token: string }>()({ token: string }));

// linking: the suggestions, the searches and the street helper of the linking screens

const accountSearchShape = listOf(linking.serviceAccountShape);
const autogasSearchShape = listOf(linking.autogasAccountShape);
const addressSearchShape = object<{ status: string; data?: string[] }>()({ status: status('ok', 'empty'), data: optional(array(string)) });

// meter: the bill subscription's contacts (spec 2 §3 Bill-subscription contact, the product being meter)

interface SubscriptionContactAnswer {
  id: BackendId;
  meter_client_id: BackendId;
  meter_contract_id: BackendId;
  suscribed: BackendYesNo;
  suscriber_type: string;
  doc_type: string;
  address: string;
}
const subscriptionContactShape = object<SubscriptionContactAnswer>()({
  id,
  meter_client_id: id,
  meter_contract_id: id,
  suscribed: yesNo,
  suscriber_type: text,
  doc_type: text,
  address: text,
});

// bulk: orders, documents, prices and telemetry (spec 2 §3 Bulk order, Bulk document, Price change, Tank, Tank reading)

const coordinatesShape = recordOf(
  object<{ latitude: BackendFigure | null; longitude: BackendFigure | null }>()({
    latitude: nullable(figure),
    longitude: nullable(figure),
  }),
  'ok',
  'empty',
  'error',
);

const priceChangeShape = object<{ date: string; price: BackendFigure }>()({ date, price: figure });

const telemetryClientShape = object<{ client_cod: BackendId; address: string; telemetry_activated: BackendYesNo }>()({
  client_cod: id,
  address: text,
  telemetry_activated: yesNo,
});

interface TankAnswer {
  meter_code: BackendId;
  reading_date: string;
  reading_time: string;
  percentage: BackendFigure;
  capacity: BackendFigure;
  days_empty_meter: BackendFigure | null;
  average_consumption: BackendFigure | null;
}
const tankShape = object<TankAnswer>()({
  meter_code: id,
  reading_date: date,
  reading_time: text,
  percentage: figure,
  capacity: figure,
  days_empty_meter: nullable(figure),
  average_consumption: nullable(figure),
});

interface TankReadingAnswer {
  date: string;
  percentage_level: BackendFigure | null;
  stock_days: BackendFigure | null;
  daily_consumption: BackendFigure | null;
}
const tankReadingShape = object<TankReadingAnswer>()({
  date,
  percentage_level: nullable(figure),
  stock_days: nullable(figure),
  daily_consumption: nullable(figure),
});

const documentExistsShape = object<{ status: string; message?: string }>()({ status: text, message });

// the request wizard (spec 2 §3 Request category, Request type, Request form field)

interface CategoryAnswer {
  id: BackendId;
  name: string;
  request_types?: Array<{ id: BackendId; description: string; description_front?: string | null }>;
}
const categoryShape = object<CategoryAnswer>()({
  id,
  name: text,
  request_types: optional(
    array(
      object<{ id: BackendId; description: string; description_front?: string | null }>()({
        id,
        description: text,
        description_front: optional(nullable(text)),
      }),
    ),
  ),
});

interface FormFieldAnswer {
  name: string;
  label: string;
  element: string;
  type?: string | null;
  options?: unknown;
  validations?: string | null;
  hidetitle?: BackendYesNo;
  placealone?: BackendYesNo;
  multiple?: BackendYesNo;
  value?: unknown;
}
const formFieldShape = object<FormFieldAnswer>()({
  name: text,
  label: text,
  element: text,
  type: optional(nullable(text)),
  options: optional(unknown),
  validations: optional(nullable(text)),
  hidetitle: optional(yesNo),
  placealone: optional(yesNo),
  multiple: optional(yesNo),
  value: optional(unknown),
});

interface FormAnswer {
  form?: FormFieldAnswer[];
  description?: string | null;
  special?: string | null;
  amount?: BackendFigure | null;
}
const formShape = object<FormAnswer>()({
  form: optional(array(formFieldShape)),
  description: optional(nullable(text)),
  special: optional(nullable(text)),
  amount: optional(nullable(figure)),
});

const typeIdsShape = object<{
  status: string;
  message?: string;
  data?: { request_category_id: BackendId; request_type_id: BackendId } | null;
}>()({
  status: status('ok', 'empty', 'error'),
  message,
  data: optional(
    nullable(object<{ request_category_id: BackendId; request_type_id: BackendId }>()({ request_category_id: id, request_type_id: id })),
  ),
});

// the public unsubscribe page's reads (spec 3 §3: the token names client_id and email; the status subscriptionStatus)

const decryptTokenShape = recordOf(
  object<{ client_id?: BackendId | null; email: string }>()({ client_id: optional(nullable(id)), email: string }),
);
const subscriptionStatusShape = object<{ status: string; message?: string; subscriptionStatus: BackendYesNo }>()({
  status: status('ok', 'error'),
  message,
  subscriptionStatus: yesNo,
});

/**
 * An answer whose data is read only when its status is ok, as the gateway reads it: an empty or error answer is held
 * to its status and message, whatever its data carries (a backend may send the plan of maintenances with an empty
 * /autogas/maintenance/next, or an error's details).
 */
function dataWhenOk(shape: Shape<unknown>): Shape<unknown> {
  return {
    expects: shape.expects,
    check(value, at, out) {
      const answer = value as { status?: unknown; data?: unknown } | null;
      const notOk = !!answer && typeof answer === 'object' && typeof answer.status === 'string' && answer.status !== 'ok';
      shape.check(notOk && answer.data !== undefined ? { ...answer, data: undefined } : value, at, out);
    },
  };
}

const SHAPES: Partial<Record<Path, Shape<unknown>>> = {
  // session and profile
  '/me': meShape,
  '/validate_sf': session.validateSfShape,
  '/company_user/validate_sf': session.validateSfShape,
  '/consent_sf': session.consentTermsShape,
  '/campains/login': session.loginCampaignShape,
  '/person/campains': session.campaignsShape,
  '/company_user/campains': session.campaignsShape,
  '/person/profile/get': personProfileShape,
  '/company_user/profile/get': companyProfileShape,
  '/download/token': downloadTokenShape,
  // the bell
  '/housing/notification/list': notifications.notificationListShape,
  '/company_user/notification/list': notifications.notificationListShape,
  // linking
  '/bussines_line/meter/list': requiring(linking.serviceListShape, ['client_cod', 'contract_cod']),
  '/bussines_line/housing/list': requiring(linking.serviceListShape, ['client_cod']),
  '/bussines_line/cylinder/list': linking.serviceListShape,
  '/bussines_line/autogas/list': linking.autogasListShape,
  '/bussines_line/meter/recomended': accountSearchShape,
  '/bussines_line/housing/recomended': accountSearchShape,
  '/bussines_line/cylinder/recomended': accountSearchShape,
  '/bussines_line/autogas/recomended': autogasSearchShape,
  '/bussines_line/meter/search': accountSearchShape,
  '/bussines_line/housing/search': accountSearchShape,
  '/bussines_line/cylinder/search': accountSearchShape,
  '/bussines_line/autogas/search': autogasSearchShape,
  '/bussines_line/address/search': addressSearchShape,
  '/regions': linking.regionsShape,
  // requests and the wizard
  '/request/list': requests.requestListShape,
  '/company_user/request/list': requests.requestListShape,
  '/request/get': requests.requestDetailAnswerShape,
  '/company_user/request/get': requests.requestDetailAnswerShape,
  '/request/type/tree': requests.requestTreeShape,
  '/company_user/request/type/tree': requests.requestTreeShape,
  '/request/agreements/list': requests.agreementListShape,
  '/request/agreements/detail': requests.agreementDetailShape,
  '/request/category/list': listOf(categoryShape, 'ok', 'empty', 'disabled', 'error'),
  '/request/type/get': recordOf(formShape, 'ok', 'empty', 'error'),
  '/request/type/ids': typeIdsShape,
  // meter
  '/tickets/list': meter.listShape(meter.billShape),
  '/reading/list': meter.listShape(meter.readingShape),
  '/reading/graph': meter.listShape(meter.readingPointShape),
  '/payment/history': meter.listShape(meter.meterPaymentShape),
  '/bill/get': meter.billAnswerShape,
  '/meter/debt': meter.meterDebtShape,
  '/simulation/amount': meter.simulationAmountShape,
  '/tickets/suscription_list': listOf(subscriptionContactShape),
  // bulk
  '/housing/order_search': bulk.orderSearchShape,
  '/housing/order_detail': recordOf(bulk.bulkOrderShape),
  '/housing/order_coordinates': coordinatesShape,
  '/housing/freq_update_truck': bulk.frequencyShape,
  '/housing/payment/record': bulk.documentListShape,
  '/housing/debt': bulk.bulkDebtShape,
  '/housing/deb_details': bulk.bulkDebtShape,
  '/housing/dashboard': bulk.bulkDashboardShape,
  '/housing/current_account': bulk.documentListShape,
  '/housing/document_details': recordOf(bulk.bulkDocumentShape),
  '/document/has': documentExistsShape,
  '/housing/get_price_changes': listOf(priceChangeShape),
  '/housing/telemetry/list': listOf(telemetryClientShape),
  '/housing/telemetry/tanques_list': listOf(tankShape),
  '/housing/telemetry/tanque_details': recordOf(tankShape),
  '/housing/telemetry/record': listOf(tankReadingShape),
  // Granel Industrial: the person's bulk answers on the company user's paths (gateway/backend/call-family.ts)
  '/company_user/industrial/order_search': bulk.orderSearchShape,
  '/company_user/industrial/order_detail': recordOf(bulk.bulkOrderShape),
  '/company_user/industrial/order_coordinates': coordinatesShape,
  '/company_user/industrial/freq_update_truck': bulk.frequencyShape,
  '/company_user/industrial/payment/record': bulk.documentListShape,
  '/company_user/industrial/deb_details': bulk.bulkDebtShape,
  '/company_user/industrial/current_account': bulk.documentListShape,
  '/company_user/industrial/document_details': recordOf(bulk.bulkDocumentShape),
  '/company_user/industrial/get_price_changes': listOf(priceChangeShape),
  '/company_user/industrial/telemetry/list': listOf(telemetryClientShape),
  '/company_user/industrial/telemetry/tanques_list': listOf(tankShape),
  '/company_user/industrial/telemetry/tanque_details': recordOf(tankShape),
  '/company_user/industrial/telemetry/record': listOf(tankReadingShape),
  // cylinder
  '/cylinder/order_search': cylinder.cylinderOrderListShape,
  '/cylinder/order_detail': cylinder.cylinderOrderDetailShape,
  '/cylinder/order_coordinates': coordinatesShape,
  '/cylinder/get_prices': cylinder.cylinderPricesShape,
  '/cylinder/get_discounts': cylinder.cylinderDiscountsShape,
  // autogas
  '/autogas/dashboard': autogas.dashboardShape,
  '/autogas/maintenance/next': autogas.autogasShape(autogas.maintenanceShape),
  '/autogas/maintenance/services': autogas.autogasShape(autogas.serviceListShape),
  '/autogas/maintenance/future/list': autogas.autogasShape(autogas.maintenanceListShape),
  '/autogas/maintenance/regions': autogas.regionsShape,
  '/autogas/maintenance/workshops': autogas.workshopsShape,
  '/autogas/maintenance/datetimes': autogas.datetimesShape,
  '/autogas/maintenance/prices': autogas.pricesShape,
  '/autogas/maintenance_assistance_history': autogas.autogasShape(autogas.maintenanceListShape),
  '/autogas/maintenance_assistance_detail': autogas.autogasShape(autogas.maintenanceShape),
  '/autogas/contract': autogas.contractShape,
  '/autogas/record/current': autogas.currentRecordShape,
  '/autogas/record/list': autogas.recordListShape,
  '/autogas/goals': autogas.goalsShape,
  // company
  '/company/list': company.companyListShape,
  '/privileges/self_get': company.privilegesSelfShape,
  '/company_user/services': company.companyServicesShape,
  '/company_user/industrial/debt': company.industrialDebtShape,
  '/company_user/bussines_line/industrial/resume': industrial.industrialResumeShape,
  // Envasado Institucional
  '/company_user/institutional/quotes_type': institutional.quotesTypeShape,
  '/company_user/institutional/material_list': institutional.materialListShape,
  '/company_user/institutional/quote/list': institutional.quoteListShape,
  '/company_user/institutional/current_account': institutional.institutionalAccountShape,
  '/company_user/institutional/document_details': institutional.institutionalDocumentShape,
  // Suministro Eléctrico
  '/company_user/electricity/consuption/codes': electricity.installationsShape,
  '/company_user/electricity/consuption': electricity.consumptionShape,
  '/company_user/electricity/ticket_list': electricity.ticketListShape,
  '/company_user/electricity/payment_history': electricity.paymentHistoryShape,
  '/company_user/electricity/debt_details': electricity.debtDetailsShape,
  // the Administrador's
  '/company_user/list': funcionarios.funcionarioListShape,
  '/company_user/exists': funcionarios.existsShape,
  '/company_user/get': funcionarios.funcionarioGetShape,
  '/company_user/can_delete': funcionarios.canDeleteShape,
  '/company_user/history': funcionarios.historyShape,
  '/company_user/business_line/company/selector': funcionarios.companySelectorShape,
  '/company_user/business_line/selector': funcionarios.lineSelectorShape,
  '/company_user/business_line/client/list': funcionarios.clientListShape,
  '/company_user/business_line/client/get': funcionarios.clientDetailShape,
  // the public unsubscribe page
  '/tickets/decrypt_token': decryptTokenShape,
  '/tickets/check_status/{token}': subscriptionStatusShape,
};

/** The answer of every read, by path. */
export const ANSWER_SHAPES: Partial<Record<Path, Shape<unknown>>> = Object.fromEntries(
  Object.entries(SHAPES).map(([path, shape]) => [path, dataWhenOk(shape)]),
);

/** The shape of a read's answer; undefined for a call that is not a read. */
export const answerShapeOf = (path: Path): Shape<unknown> | undefined => ANSWER_SHAPES[path];
