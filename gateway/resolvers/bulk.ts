import type { AccountKind } from '../../schema/generated/types';
import { currentProfile } from './current-user';
import { familyPath } from '../backend/call-family';
import { gatewayError, toGraphQLError, type BackendClient } from '../backend/client';
import { isNotProvided } from '../backend/not-provided';
import type { BackendBulkOrder, BackendDebtItem } from '../backend/contract';
import { BackendError } from '../backend/errors';
import { idForm, readFlag, readNumber, textForm } from '../backend/forms';
import { requireSession, type GatewayContext } from '../context';
import { regionName } from './region-name';
import { askWithGuess } from './guessed-call';
import { fileExists, hintOf } from './bulk-hints';
import { DEMO_ORDER_LITERS } from '../demo/bulk-order-rules';
import type { MutationResolvers, Resolvers, ViewerResolvers } from '../generated/resolvers';
import { behindPrivileges, NO_PRIVILEGE_MESSAGE, privilegeCheck } from '../company-privileges';
import { holds, PRIVILEGE, type PrivilegeId } from '../../machines/rules/privileges';
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
function debtDocuments(answer: { data?: unknown }, path = '/housing/debt'): BackendDebtItem[] {
  const data: unknown = answer.data;
  if (data === undefined || data === null) return [];
  if (!isRecord(data)) throw malformed(path);
  return listOf({ data: data.documents as BackendDebtItem[] | undefined }, path);
}

/**
 * The client's debt: the project's /housing/debt (spec 2 §7: "Debt query by client code (path not shown)"), or, on a
 * backend without that path, /housing/deb_details (spec 2 §7 names it, with the same client_cod), read alike. A
 * company user's twin is /company_user/industrial/debt, whose data carries the credit line beside the documents.
 */
async function debtAnswer(backend: BackendClient, kind: AccountKind, client_cod: string) {
  try {
    return await backend.call(familyPath(kind, '/housing/debt'), { client_cod });
  } catch (error) {
    if (isNotProvided(error)) return backend.call(familyPath(kind, '/housing/deb_details'), { client_cod });
    throw error;
  }
}

/**
 * The order an order number names, read through the caller's family. A company session's call names no client, so
 * the order's own client must be one the user holds 1002 (orders) on (spec 3 §6), checked before anything else is
 * read or done with it; an order whose client cannot be read is refused alike. Null when there is no such order.
 */
async function readOrder(context: GatewayContext, orderNumber: string) {
  const order_number = required(orderNumber, 'El pedido');
  // the user's privileges are asked beside the order (the check needs the order's client, the call does not)
  const check = privilegeCheck(context);
  const answer = await context.backend.call(familyPath(context.kind, '/housing/order_detail'), { client_cod: null, order_number });
  const order: BackendBulkOrder | null = answer.status === 'ok' && isRecord(answer.data) ? answer.data : null;
  if (context.kind === 'COMPANY' && order) {
    const clientCode = idForm.read(order.clientCode);
    if (!clientCode) throw gatewayError('FORBIDDEN', NO_PRIVILEGE_MESSAGE);
    await check(clientCode, PRIVILEGE.tanksAndOrders);
  }
  return { order_number, order, message: answer.message ?? null };
}

/** The client codes a company user holds `privilege` on (/privileges/self_get, read once per request). */
async function clientsHolding(backend: BackendClient, privilege: PrivilegeId): Promise<Set<string>> {
  const answer = await backend.call('/privileges/self_get', {});
  const clients = answer.status === 'ok' ? (answer.data?.clients ?? {}) : {};
  return new Set(Object.entries(clients).flatMap(([code, held]) => (holds(held, privilege) ? [code.trim()] : [])));
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

/**
 * Residential bulk for persons (spec 2 §2, §7), and Granel Industrial for company users (spec 3 §2): the same screens
 * over the company user's family of calls (gateway/backend/call-family.ts). The backend refuses a client or order
 * that is not the caller's; for a company user the gateway refuses first what its privileges do not cover.
 */
export const bulkResolvers: Resolvers = {
  Viewer: behindPrivileges<ViewerResolvers>(
    {
      bulkOrders: async (_, { clientCode, days, orderNumber }, { backend, kind }) => {
        const number = (orderNumber ?? '').trim();
        const period = (ORDER_PERIODS as readonly number[]).includes(days ?? 0) ? (days as number) : DEFAULT_ORDER_PERIOD;
        const answer = await backend.call(familyPath(kind, '/housing/order_search'), {
          client_cod: required(clientCode, 'El cliente'),
          days: period,
          order_number: number,
        });
        if (answer.status === 'error') throw gatewayError('BACKEND_UNAVAILABLE', answer.message ?? 'No fue posible obtener los pedidos');
        const orders = answer.status === 'empty' ? [] : listOf(answer, familyPath(kind, '/housing/order_search')).map(mapOrder);
        return { orders, emptyMessage: orders.length ? null : (answer.message ?? null) };
      },
      bulkOrder: async (_, { orderNumber }, context) => {
        const { order } = await readOrder(context, orderNumber);
        return order ? mapOrder(order) : null;
      },
      truckRefreshMinutes: async (_, __, { backend, kind }) => {
        const answer = await backend.call(familyPath(kind, '/housing/freq_update_truck'), {});
        return answer.status === 'ok' ? refreshMinutes(answer.data?.value) : null;
      },
      truckPosition: async (_, { orderNumber, knownPatent }, context) => {
        // through the order, so only the caller's own truck is ever located; the patent the client holds is located
        // beside the order, and given only when it is the order's own (askWithGuess)
        const own = readOrder(context, orderNumber).then(({ order }) => textForm.read(order?.patent)?.trim() || null);
        return askWithGuess(hintOf(knownPatent), own, async (plate) =>
          plate
            ? mapTruckPosition(await context.backend.call(familyPath(context.kind, '/housing/order_coordinates'), { patent: plate }))
            : null,
        );
      },
      bulkPayments: async (_, { clientCode }, { backend, kind }) => {
        const answer = await backend.call(familyPath(kind, '/housing/payment/record'), { client_cod: required(clientCode, 'El cliente') });
        if (answer.status === 'error') throw gatewayError('BACKEND_UNAVAILABLE', answer.message ?? 'No fue posible obtener los pagos');
        const documents = answer.status === 'empty' ? [] : listOf(answer, familyPath(kind, '/housing/payment/record')).map(mapDocument);
        return { documents, emptyMessage: documents.length ? null : (answer.message ?? null) };
      },
      bulkDebt: async (_, { clientCode }, { backend, kind }) => {
        const answer = await debtAnswer(backend, kind, required(clientCode, 'El cliente'));
        if (answer.status === 'error') throw gatewayError('BACKEND_UNAVAILABLE', answer.message ?? 'No fue posible obtener la deuda');
        const items = answer.status === 'ok' ? debtDocuments(answer, familyPath(kind, '/housing/debt')).map(mapDebtItem) : [];
        return { items, emptyMessage: items.length ? null : (answer.message ?? 'No se han encontrado documentos pendientes de pago') };
      },
      bulkAccount: async (_, { clientCode, months }, { backend, kind }) => {
        const period = (ACCOUNT_PERIODS as readonly number[]).includes(months ?? 0) ? (months as number) : ACCOUNT_PERIODS[0];
        const answer = await backend.call(familyPath(kind, '/housing/current_account'), {
          client_cod: required(clientCode, 'El cliente'),
          period,
        });
        if (answer.status === 'error') throw gatewayError('BACKEND_UNAVAILABLE', answer.message ?? 'No fue posible obtener los documentos');
        const documents = answer.status === 'empty' ? [] : listOf(answer, familyPath(kind, '/housing/current_account')).map(mapDocument);
        return { documents, emptyMessage: documents.length ? null : (answer.message ?? null) };
      },
      bulkDocumentExists: async (_, { pdfNumber, classDescription }, { backend }) => {
        const answer = await backend.call('/document/has', {
          pdf_number: required(pdfNumber, 'El documento'),
          class_description: required(classDescription, 'La clase del documento'),
        });
        return answer.status === 'ok';
      },
      bulkDocument: async (_, { clientCode, docNumber, docYear, document: documentHint, guide: guideHint }, { backend, kind }) => {
        const detail = backend
          .call(familyPath(kind, '/housing/document_details'), {
            client_cod: required(clientCode, 'El cliente'),
            doc_number: required(docNumber, 'El documento'),
            doc_year: required(docYear, 'El año'),
          })
          .then((answer) => (answer.status === 'ok' && isRecord(answer.data) ? mapDocument(answer.data) : null));
        // each download is offered only when the backend has its file (spec 2 §2), asked beside the detail about the
        // files the client holds from the account's list
        const [document, hasDocument, hasGuide] = await Promise.all([
          detail,
          fileExists(
            backend,
            documentHint,
            detail.then((d) => d?.document ?? null),
          ),
          fileExists(
            backend,
            guideHint,
            detail.then((d) => d?.guide ?? null),
          ),
        ]);
        if (!document) return null;
        return { ...document, document: hasDocument ? document.document : null, guide: hasGuide ? document.guide : null };
      },
      bulkPriceChanges: async (_, { clientCode }, { backend, kind }) => {
        const answer = await backend.call(familyPath(kind, '/housing/get_price_changes'), {
          client_cod: required(clientCode, 'El cliente'),
        });
        if (answer.status === 'error') throw gatewayError('BACKEND_UNAVAILABLE', answer.message ?? 'No fue posible obtener los precios');
        const path = familyPath(kind, '/housing/get_price_changes');
        const changes = answer.status === 'empty' ? [] : listOf(answer, path).map(mapPriceChange).filter(notEmpty);
        return { changes, emptyMessage: changes.length ? null : (answer.message ?? null) };
      },
      telemetry: async (_, { userId }, context) => {
        const { backend, kind } = context;
        const [answer, user, allowed] = await Promise.all([
          backend.call(familyPath(kind, '/housing/telemetry/list'), {}),
          // the alert settings are the user's own profile's (spec 2 §3 User); without it the clients still show, only
          // the settings stay hidden
          currentProfile(context, userId).catch(() => undefined),
          // a company user sees the clients it holds 1005 (telemetry) on, whatever else the backend lists
          kind === 'COMPANY' ? clientsHolding(backend, PRIVILEGE.telemetry) : null,
        ]);
        if (answer.status === 'error') throw gatewayError('BACKEND_UNAVAILABLE', answer.message ?? 'No fue posible obtener la telemetría');
        const clients =
          answer.status === 'empty' ? [] : listOf(answer, familyPath(kind, '/housing/telemetry/list')).map(mapTelemetryClient);
        return {
          clients: allowed ? clients.filter((c) => c.clientCode !== null && allowed.has(c.clientCode.trim())) : clients,
          ...telemetryAlert(user),
        };
      },
      tanks: async (_, { clientCode }, { backend, kind }) => {
        const answer = await backend.call(familyPath(kind, '/housing/telemetry/tanques_list'), {
          client_cod: required(clientCode, 'El cliente'),
        });
        if (answer.status === 'error') throw gatewayError('BACKEND_UNAVAILABLE', answer.message ?? 'No fue posible obtener los tanques');
        const today = chileDay();
        return answer.status === 'empty'
          ? []
          : listOf(answer, familyPath(kind, '/housing/telemetry/tanques_list')).map((t) => mapTank(t, today));
      },
      tank: async (_, { clientCode, tankCode }, { backend, kind }) => {
        const answer = await backend.call(familyPath(kind, '/housing/telemetry/tanque_details'), {
          client_cod: required(clientCode, 'El cliente'),
          meter_code: required(tankCode, 'El tanque'),
        });
        if (answer.status !== 'ok' || !isRecord(answer.data))
          throw gatewayError('BACKEND_UNAVAILABLE', 'En este momento no es posible obtener la información. Por favor intenta más tarde');
        return mapTank(answer.data, chileDay());
      },
      tankReadings: async (_, { clientCode, tankCode, from, to }, { backend, kind }) => {
        if (!ISO_DAY.test(from) || !ISO_DAY.test(to) || from > to) throw gatewayError('BAD_USER_INPUT', BOTH_DATES_REQUIRED);
        if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > MAX_READING_DAYS)
          throw gatewayError('BAD_USER_INPUT', 'El periodo no puede superar 12 meses');
        // the pickers keep to the last 12 months, but the history's chart reads the same period a year earlier too
        if (to > chileDay()) throw gatewayError('BAD_USER_INPUT', NO_FUTURE_DATES);
        const answer = await backend.call(familyPath(kind, '/housing/telemetry/record'), {
          client_cod: required(clientCode, 'El cliente'),
          tank_cod: required(tankCode, 'El tanque'),
          start_date: from,
          end_date: to,
        });
        if (answer.status === 'error') throw gatewayError('BACKEND_UNAVAILABLE', answer.message ?? 'No fue posible obtener las lecturas');
        const path = familyPath(kind, '/housing/telemetry/record');
        return answer.status === 'empty' ? [] : listOf(answer, path).map(mapTankReading).filter(notEmpty);
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
        const order_number = required(orderNumber, 'El pedido');
        // a company user's order is read first: its client's privileges decide (a person's backend checks the owner)
        if (context.kind === 'COMPANY') {
          const { order, message } = await readOrder(context, order_number);
          if (!order) return { outcome: 'FAILED', message };
        }
        const answer = await context.backend.call(familyPath(context.kind, '/housing/order_cancel'), {
          order_number,
          ...observation('reason', comment),
        });
        return orderActionPayload(answer);
      },
      claimBulkOrder: async (_, { orderNumber, comment }, context) => {
        requireSession(context);
        // the claim names the order's client: read it from the order, never from the caller
        const { order_number, order, message } = await readOrder(context, orderNumber);
        const client_cod = order ? idForm.read(order.clientCode) : null;
        if (!client_cod) return { outcome: 'FAILED', message };
        const answer = await context.backend.call(familyPath(context.kind, '/housing/claim'), {
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
        const debt = await debtAnswer(backend, context.kind, client_cod);
        const owed = new Set((debt.status === 'ok' ? debtDocuments(debt) : []).map((d) => mapDebtItem(d).billNumber).filter(notEmpty));
        if (bills.some((b) => !owed.has(b)))
          return { outcome: 'PAID', message: 'Una de las deudas seleccionadas ya ha sido pagada', waitSeconds: null, portal: null };
        const canPay = await backend.call(familyPath(context.kind, '/housing/can_pay'), {});
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
        return donePayload(
          await context.backend.call(familyPath(context.kind, '/housing/telemetry/activate'), {
            client_cod: required(clientCode, 'El cliente'),
          }),
        );
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
        // a company user's alert is its own, for the clients it follows by telemetry: it needs 1005 on one at least
        if (context.kind === 'COMPANY' && !(await clientsHolding(context.backend, PRIVILEGE.telemetry)).size)
          throw gatewayError('FORBIDDEN', NO_PRIVILEGE_MESSAGE);
        const off = level === null || level === undefined;
        return donePayload(
          await context.backend.call(familyPath(context.kind, '/housing/telemetry/set_notifications'), {
            enabled: off ? 0 : 1,
            level: off ? 0 : level,
          }),
        );
      },
    },
    MUTATION_PRIVILEGES,
  ),
};
