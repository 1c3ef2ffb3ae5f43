import { gatewayError, toGraphQLError, type BackendClient } from '../backend/client';
import { isNotProvided } from '../backend/not-provided';
import type { BackendDebtItem, DebtAnswer } from '../backend/contract';
import { BackendError } from '../backend/errors';
import { idForm, readFlag, readNumber, textForm } from '../backend/forms';
import { requireSession } from '../context';
import { regionName } from './region-name';
import { DEMO_ORDER_LITERS } from '../demo/bulk-order-rules';
import type { MutationResolvers, Resolvers, ViewerResolvers } from '../generated/resolvers';
import { behindPrivileges } from '../company-privileges';
import { PRIVILEGE } from '../../machines/rules/privileges';
import { donePayload } from '../mappers/payload';
import {
  ACCOUNT_PERIODS,
  bulkPortalFields,
  DEFAULT_ORDER_PERIOD,
  mapDebtItem,
  mapDocument,
  mapOrder,
  mapPriceChange,
  mapTank,
  mapTankReading,
  mapTelemetryClient,
  mapTruckPosition,
  observation,
  ORDER_PERIODS,
  orderActionPayload,
  refreshMinutes,
} from '../mappers/bulk';
import { BOTH_DATES_REQUIRED, chileDay, ISO_DAY, NO_FUTURE_DATES } from '../../machines/rules/chile-time';

/** a reading history asks for a year at most (spec 2 §5); a day of slack for leap years */
const MAX_READING_DAYS = 366;
/** more bills than any client owes: a longer list is not a real selection */
const MAX_BILLS = 100;

/** The bill numbers a payment is for: each once, trimmed; at least one, at most MAX_BILLS, none over 20 characters. */
function chosenBills(billNumbers: readonly string[]): string[] {
  const bills = [...new Set(billNumbers.map((b) => b.trim()).filter(Boolean))];
  if (!bills.length || bills.length > MAX_BILLS) throw gatewayError('BAD_USER_INPUT', 'Debes seleccionar al menos un documento');
  if (bills.some((b) => b.length > 20)) throw gatewayError('BAD_USER_INPUT', 'Número de documento no válido');
  return bills;
}

const notEmpty = <T>(value: T | null): value is T => value !== null;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** An answer of another shape than the contract's: its block fails alone (the query's other fields still answer). */
const malformed = (path: string) => toGraphQLError(new BackendError('MALFORMED', path, 200, 'Respuesta inválida del servicio'));

/** The rows of a list answer: none when it has no data; a data that is not a list fails its block. */
function listOf<T>(answer: { data?: T[] }, path: string): T[] {
  const data: unknown = answer.data;
  if (data === undefined || data === null) return [];
  if (!Array.isArray(data)) throw malformed(path);
  return data as T[];
}

/** The documents of a debt answer (data.documents): none without them; anything but a list there fails the block. */
function debtDocuments(answer: DebtAnswer, path = '/housing/debt'): BackendDebtItem[] {
  const data: unknown = answer.data;
  if (data === undefined || data === null) return [];
  if (!isRecord(data)) throw malformed(path);
  return listOf({ data: data.documents as BackendDebtItem[] | undefined }, path);
}

/**
 * The client's debt: the project's /housing/debt (spec 2 §7: "Debt query by client code (path not shown)"), or, on a
 * backend without that path, /housing/deb_details (spec 2 §7 names it, with the same client_cod), read alike.
 */
async function debtAnswer(backend: BackendClient, client_cod: string): Promise<DebtAnswer> {
  try {
    return await backend.call('/housing/debt', { client_cod });
  } catch (error) {
    if (isNotProvided(error)) return backend.call('/housing/deb_details', { client_cod });
    throw error;
  }
}

/** The user's telemetry alert (spec 2 §3 User): the settings show with notification_check 1; the level 0-5 when on. */
function telemetryAlert(
  user: { notification_check?: unknown; telemetry_notification?: unknown; telemetry_notification_level?: unknown } | undefined,
) {
  const level = readNumber(user?.telemetry_notification_level);
  return {
    alertsEnabled: readFlag(user?.notification_check) === true,
    alertLevel: readFlag(user?.telemetry_notification) === true && level !== null && level >= 0 && level <= 5 ? Math.trunc(level) : null,
  };
}

function required(value: string, what: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw gatewayError('BAD_USER_INPUT', `${what} es obligatorio`);
  return trimmed;
}

/** Residential bulk for persons (spec 2 §2, §7). The backend refuses a client or order that is not the caller's. */
/** What each client call needs when a company user makes it: industrial bulk's privileges (spec 3 §2, §6). */
const VIEWER_PRIVILEGES = {
  bulkOrders: PRIVILEGE.tanksAndOrders,
  bulkPayments: PRIVILEGE.payments,
  bulkDebt: PRIVILEGE.debtDetail,
  bulkAccount: PRIVILEGE.currentAccount,
  bulkDocument: PRIVILEGE.currentAccount,
  bulkPriceChanges: PRIVILEGE.priceChanges,
  tanks: PRIVILEGE.telemetry,
  tank: PRIVILEGE.telemetry,
  tankReadings: PRIVILEGE.telemetry,
} as const;
const MUTATION_PRIVILEGES = {
  payBulkDebt: PRIVILEGE.debtDetail,
  activateTelemetry: PRIVILEGE.telemetry,
  placeBulkOrderInDemo: PRIVILEGE.placeOrder,
  payBulkDebtInDemo: PRIVILEGE.debtDetail,
} as const;

export const bulkResolvers: Resolvers = {
  Viewer: behindPrivileges<ViewerResolvers>(
    {
      bulkOrders: async (_, { clientCode, days, orderNumber }, { backend }) => {
        const number = (orderNumber ?? '').trim();
        const period = (ORDER_PERIODS as readonly number[]).includes(days ?? 0) ? (days as number) : DEFAULT_ORDER_PERIOD;
        const answer = await backend.call('/housing/order_search', {
          client_cod: required(clientCode, 'El cliente'),
          days: period,
          order_number: number,
        });
        if (answer.status === 'error') throw gatewayError('BACKEND_UNAVAILABLE', answer.message ?? 'No fue posible obtener los pedidos');
        const orders = answer.status === 'empty' ? [] : listOf(answer, '/housing/order_search').map(mapOrder);
        return { orders, emptyMessage: orders.length ? null : (answer.message ?? null) };
      },
      bulkOrder: async (_, { orderNumber }, { backend }) => {
        const answer = await backend.call('/housing/order_detail', { client_cod: null, order_number: required(orderNumber, 'El pedido') });
        return answer.status === 'ok' && isRecord(answer.data) ? mapOrder(answer.data) : null;
      },
      truckRefreshMinutes: async (_, __, { backend }) => {
        const answer = await backend.call('/housing/freq_update_truck', {});
        return answer.status === 'ok' ? refreshMinutes(answer.data?.value) : null;
      },
      truckPosition: async (_, { orderNumber }, { backend }) => {
        // through the order, so only the caller's own truck is ever located
        const order = await backend.call('/housing/order_detail', { client_cod: null, order_number: required(orderNumber, 'El pedido') });
        const patent = textForm.read(isRecord(order.data) ? order.data.patent : null)?.trim();
        if (order.status !== 'ok' || !patent) return null;
        return mapTruckPosition(await backend.call('/housing/order_coordinates', { patent }));
      },
      bulkPayments: async (_, { clientCode }, { backend }) => {
        const answer = await backend.call('/housing/payment/record', { client_cod: required(clientCode, 'El cliente') });
        if (answer.status === 'error') throw gatewayError('BACKEND_UNAVAILABLE', answer.message ?? 'No fue posible obtener los pagos');
        const documents = answer.status === 'empty' ? [] : listOf(answer, '/housing/payment/record').map(mapDocument);
        return { documents, emptyMessage: documents.length ? null : (answer.message ?? null) };
      },
      bulkDebt: async (_, { clientCode }, { backend }) => {
        const answer = await debtAnswer(backend, required(clientCode, 'El cliente'));
        if (answer.status === 'error') throw gatewayError('BACKEND_UNAVAILABLE', answer.message ?? 'No fue posible obtener la deuda');
        const items = answer.status === 'ok' ? debtDocuments(answer).map(mapDebtItem) : [];
        return { items, emptyMessage: items.length ? null : (answer.message ?? 'No se han encontrado documentos pendientes de pago') };
      },
      bulkAccount: async (_, { clientCode, months }, { backend }) => {
        const period = (ACCOUNT_PERIODS as readonly number[]).includes(months ?? 0) ? (months as number) : ACCOUNT_PERIODS[0];
        const answer = await backend.call('/housing/current_account', { client_cod: required(clientCode, 'El cliente'), period });
        if (answer.status === 'error') throw gatewayError('BACKEND_UNAVAILABLE', answer.message ?? 'No fue posible obtener los documentos');
        const documents = answer.status === 'empty' ? [] : listOf(answer, '/housing/current_account').map(mapDocument);
        return { documents, emptyMessage: documents.length ? null : (answer.message ?? null) };
      },
      bulkDocumentExists: async (_, { pdfNumber, classDescription }, { backend }) => {
        const answer = await backend.call('/document/has', {
          pdf_number: required(pdfNumber, 'El documento'),
          class_description: required(classDescription, 'La clase del documento'),
        });
        return answer.status === 'ok';
      },
      bulkDocument: async (_, { clientCode, docNumber, docYear }, { backend }) => {
        const answer = await backend.call('/housing/document_details', {
          client_cod: required(clientCode, 'El cliente'),
          doc_number: required(docNumber, 'El documento'),
          doc_year: required(docYear, 'El año'),
        });
        if (answer.status !== 'ok' || !isRecord(answer.data)) return null;
        const document = mapDocument(answer.data);
        // each download is offered only when the backend has its file (spec 2 §2)
        const exists = async (pdf: typeof document.document) =>
          pdf
            ? (await backend.call('/document/has', { pdf_number: pdf.pdfNumber, class_description: pdf.classDescription })).status === 'ok'
            : false;
        const [hasDocument, hasGuide] = await Promise.all([exists(document.document), exists(document.guide)]);
        return { ...document, document: hasDocument ? document.document : null, guide: hasGuide ? document.guide : null };
      },
      bulkPriceChanges: async (_, { clientCode }, { backend }) => {
        const answer = await backend.call('/housing/get_price_changes', { client_cod: required(clientCode, 'El cliente') });
        if (answer.status === 'error') throw gatewayError('BACKEND_UNAVAILABLE', answer.message ?? 'No fue posible obtener los precios');
        const changes = answer.status === 'empty' ? [] : listOf(answer, '/housing/get_price_changes').map(mapPriceChange).filter(notEmpty);
        return { changes, emptyMessage: changes.length ? null : (answer.message ?? null) };
      },
      telemetry: async (_, __, { backend }) => {
        // the alert settings are the user's (spec 2 §3 User), read as the bulk area reads the user (§7 /person/profile/get)
        const [answer, user] = await Promise.all([
          backend.call('/housing/telemetry/list', {}),
          backend
            .call('/me', {})
            .then(async (me) => (await backend.call('/person/profile/get', { id: me.data.person.id })).data?.person)
            // without the user the clients still show; only the alert settings stay hidden
            .catch(() => undefined),
        ]);
        if (answer.status === 'error') throw gatewayError('BACKEND_UNAVAILABLE', answer.message ?? 'No fue posible obtener la telemetría');
        return {
          clients: answer.status === 'empty' ? [] : listOf(answer, '/housing/telemetry/list').map(mapTelemetryClient),
          ...telemetryAlert(user),
        };
      },
      tanks: async (_, { clientCode }, { backend }) => {
        const answer = await backend.call('/housing/telemetry/tanques_list', { client_cod: required(clientCode, 'El cliente') });
        if (answer.status === 'error') throw gatewayError('BACKEND_UNAVAILABLE', answer.message ?? 'No fue posible obtener los tanques');
        const today = chileDay();
        return answer.status === 'empty' ? [] : listOf(answer, '/housing/telemetry/tanques_list').map((t) => mapTank(t, today));
      },
      tank: async (_, { clientCode, tankCode }, { backend }) => {
        const answer = await backend.call('/housing/telemetry/tanque_details', {
          client_cod: required(clientCode, 'El cliente'),
          meter_code: required(tankCode, 'El tanque'),
        });
        if (answer.status !== 'ok' || !isRecord(answer.data))
          throw gatewayError('BACKEND_UNAVAILABLE', 'En este momento no es posible obtener la información. Por favor intenta más tarde');
        return mapTank(answer.data, chileDay());
      },
      tankReadings: async (_, { clientCode, tankCode, from, to }, { backend }) => {
        if (!ISO_DAY.test(from) || !ISO_DAY.test(to) || from > to) throw gatewayError('BAD_USER_INPUT', BOTH_DATES_REQUIRED);
        if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > MAX_READING_DAYS)
          throw gatewayError('BAD_USER_INPUT', 'El periodo no puede superar 12 meses');
        // the pickers keep to the last 12 months, but the history's chart reads the same period a year earlier too
        if (to > chileDay()) throw gatewayError('BAD_USER_INPUT', NO_FUTURE_DATES);
        const answer = await backend.call('/housing/telemetry/record', {
          client_cod: required(clientCode, 'El cliente'),
          tank_cod: required(tankCode, 'El tanque'),
          start_date: from,
          end_date: to,
        });
        if (answer.status === 'error') throw gatewayError('BACKEND_UNAVAILABLE', answer.message ?? 'No fue posible obtener las lecturas');
        return answer.status === 'empty' ? [] : listOf(answer, '/housing/telemetry/record').map(mapTankReading).filter(notEmpty);
      },
    },
    VIEWER_PRIVILEGES,
  ),
  BulkOrder: {
    // the mapper leaves the backend's region code here; the name comes from /regions, read once per request
    region: (order, _, { backend }) => regionName(backend, order.region, 'code'),
  },
  Mutation: behindPrivileges<MutationResolvers>(
    {
      cancelBulkOrder: async (_, { orderNumber, comment }, context) => {
        requireSession(context);
        const answer = await context.backend.call('/housing/order_cancel', {
          order_number: required(orderNumber, 'El pedido'),
          ...observation('reason', comment),
        });
        return orderActionPayload(answer);
      },
      claimBulkOrder: async (_, { orderNumber, comment }, context) => {
        requireSession(context);
        const order_number = required(orderNumber, 'El pedido');
        // the claim names the order's client: read it from the order, never from the caller
        const order = await context.backend.call('/housing/order_detail', { client_cod: null, order_number });
        const client_cod = order.status === 'ok' && isRecord(order.data) ? idForm.read(order.data.clientCode) : null;
        if (!client_cod) return { outcome: 'FAILED', message: order.message ?? null };
        const answer = await context.backend.call('/housing/claim', {
          order_number,
          client_cod,
          ...observation('commentary', comment),
        });
        return orderActionPayload(answer);
      },
      payBulkDebt: async (_, { clientCode, billNumbers }, context) => {
        requireSession(context);
        const { backend, config } = context;
        const client_cod = required(clientCode, 'El cliente');
        const bills = chosenBills(billNumbers);
        const debt = await debtAnswer(backend, client_cod);
        const owed = new Set((debt.status === 'ok' ? debtDocuments(debt) : []).map((d) => mapDebtItem(d).billNumber).filter(notEmpty));
        if (bills.some((b) => !owed.has(b)))
          return { outcome: 'PAID', message: 'Una de las deudas seleccionadas ya ha sido pagada', waitSeconds: null, portal: null };
        const canPay = await backend.call('/housing/can_pay', {});
        if (canPay.status !== 'ok' || !isRecord(canPay.data)) return { outcome: 'FAILED', message: null, waitSeconds: null, portal: null };
        const { can_pay, current_time, next_attemp } = canPay.data;
        if (readFlag(can_pay) !== true) {
          const now = readNumber(current_time);
          const next = readNumber(next_attemp);
          return { outcome: 'WAIT', message: null, waitSeconds: now !== null && next !== null ? Math.round(next - now) : 0, portal: null };
        }
        const me = await backend.call('/me', {});
        const person = me.data.person;
        return {
          outcome: 'OPEN',
          message: null,
          waitSeconds: null,
          portal: {
            url: config.links.paymentPortal,
            fields: bulkPortalFields({ clientCode: client_cod, email: person.email ?? '', phone: person.phone ?? '', billNumbers: bills }),
          },
        };
      },
      activateTelemetry: async (_, { clientCode }, context) => {
        requireSession(context);
        return donePayload(await context.backend.call('/housing/telemetry/activate', { client_cod: required(clientCode, 'El cliente') }));
      },
      placeBulkOrderInDemo: async (_, { clientCode, liters }, context) => {
        requireSession(context);
        if (context.config.dataSource !== 'fixtures')
          return { ok: false, message: 'El portal de demostración no existe con este backend', fieldErrors: [] };
        if (!Number.isInteger(liters) || liters < DEMO_ORDER_LITERS.min || liters > DEMO_ORDER_LITERS.max)
          throw gatewayError('BAD_USER_INPUT', `Los litros van de ${DEMO_ORDER_LITERS.min} a ${DEMO_ORDER_LITERS.max}`);
        const answer = await context.backend.call('/sandbox/bulk/order', { client_cod: required(clientCode, 'El cliente'), liters });
        if (answer.status !== 'ok') return { ok: false, message: answer.message ?? 'No fue posible ingresar el pedido', fieldErrors: [] };
        return { ok: true, message: answer.message ?? null, fieldErrors: [] };
      },
      payBulkDebtInDemo: async (_, { clientCode, billNumbers }, context) => {
        requireSession(context);
        if (context.config.dataSource !== 'fixtures')
          return { ok: false, message: 'El portal de demostración no existe con este backend', fieldErrors: [] };
        const documents = chosenBills(billNumbers);
        const answer = await context.backend.call('/sandbox/bulk/pay', { client_cod: required(clientCode, 'El cliente'), documents });
        return { ok: answer.status === 'ok', message: answer.message ?? null, fieldErrors: [] };
      },
      setTelemetryAlert: async (_, { level }, context) => {
        requireSession(context);
        if (level !== null && level !== undefined && !(Number.isInteger(level) && level >= 0 && level <= 5))
          throw gatewayError('BAD_USER_INPUT', 'El nivel de alerta va de 0 a 5');
        const off = level === null || level === undefined;
        return donePayload(
          await context.backend.call('/housing/telemetry/set_notifications', { enabled: off ? 0 : 1, level: off ? 0 : level }),
        );
      },
    },
    MUTATION_PRIVILEGES,
  ),
};
