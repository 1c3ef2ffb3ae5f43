import { askWithGuess } from './guessed-call';
import { chileDay } from '../../machines/rules/chile-time';
import {
  CONSUMPTION_EMPTY,
  CONSUMPTION_FAILED,
  GRANULARITIES,
  GRANULARITY_NOT_OFFERED,
  GRANULARITY_REST,
  GRANULARITY_REST_ES,
  type Granularity,
  granularitiesFor,
  INSTALLATION_REQUIRED,
  PAYMENTS_EMPTY,
  PAYMENTS_FAILED,
  rangeErrors,
  SCHEDULE_REST,
  slashedDay,
} from '../../machines/rules/electricity-rules';
import { holds, PRIVILEGE } from '../../machines/rules/privileges';
import { gatewayError, toGraphQLError } from '../backend/client';
import type { Path } from '../backend/contract';
import { BackendError } from '../backend/errors';
import { NO_PRIVILEGE_MESSAGE } from '../company-privileges';
import { companyServices } from '../company-services';
import { requireSession, type GatewayContext } from '../context';
import type { MutationResolvers, Resolvers, ViewerElectricityConsumptionArgs, ViewerResolvers } from '../generated/resolvers';
import { mapDebt, mapInstallations, mapInvoices, mapPayments, readConsumption, sampleConsumption } from '../mappers/electricity';

export const COMPANY_ONLY = 'Suministro Eléctrico es de los clientes de empresas';
export const NOT_ELECTRICITY_CLIENT = 'El suministro eléctrico no está asociado a tu cuenta';
/** Not in the spec: Historial de Facturas when the period holds no invoice and the backend says nothing. */
export const INVOICES_EMPTY = 'No se han encontrado facturas en el período seleccionado.';
export const NO_DEBT = 'El suministro no tiene deuda pendiente';
/** The chart's points: 2,000 unless asked otherwise, 5,000 at most (issue 42). */
export const DEFAULT_MAX_POINTS = 2000;
export const MAX_MAX_POINTS = 5000;
const CODE_MAX = 20;

type Row = Record<string, unknown>;

/** A refusal of the backend's: the block's error, with its message. */
const unavailable = (answer: { message?: unknown }, fallback: string) =>
  gatewayError('BACKEND_UNAVAILABLE', typeof answer.message === 'string' && answer.message.trim() ? answer.message.trim() : fallback);
const malformed = (path: Path) => toGraphQLError(new BackendError('MALFORMED', path, 200, 'Respuesta inválida del servicio'));
const statusOf = (answer: { status?: unknown }) => (typeof answer.status === 'string' ? answer.status.trim().toLowerCase() : null);
const isOk = (status: string | null) => status === null || status === 'ok' || status === 'success';
const messageOf = (answer: { message?: unknown }) =>
  typeof answer.message === 'string' && answer.message.trim() ? answer.message.trim() : null;

/**
 * A failed call as a block's error: a refusal (401, 403) keeps its meaning, anything else is the block's own message
 * ('Error al obtener consumos', 'Error al obtener el historial de pagos').
 */
const CSV_PATH = '/company_user/electricity/consuption/csv';

/** The granularity's spelling each gateway's backend took (its config names the backend): English until refused. */
const spellingOf = new WeakMap<object, Readonly<Record<Granularity, string>>>();

/**
 * consuption with the granularity spelled as the backend takes it: a refusal of the request (400 or 422) with a
 * granularity worded is asked once more in the other spelling, which is kept when it is taken (docs/decisions.md).
 */
async function consumptionCall(
  context: GatewayContext,
  payload: { instalacion: string; startDate: string; endDate: string; horario: string; granularity: Granularity },
) {
  const known = spellingOf.get(context.config) ?? GRANULARITY_REST;
  const ask = (spelling: Readonly<Record<Granularity, string>>) =>
    context.backend.call('/company_user/electricity/consuption', { ...payload, granularity: spelling[payload.granularity] });
  try {
    return { answer: await ask(known), spelling: known };
  } catch (error) {
    // the backend client hands its failures over as GraphQL errors, the HTTP status in their extensions
    const status = (error as { extensions?: { status?: unknown } } | null)?.extensions?.status;
    const refused = status === 400 || status === 422;
    if (!refused || payload.granularity === 'QUARTER_HOUR') throw error;
    const other = known === GRANULARITY_REST ? GRANULARITY_REST_ES : GRANULARITY_REST;
    const answer = await ask(other);
    spellingOf.set(context.config, other);
    return { answer, spelling: other };
  }
}

function failedAs(error: unknown, message: string): unknown {
  const failure = toGraphQLError(error);
  const code = (failure as { extensions?: { code?: unknown } } | null)?.extensions?.code;
  if (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED' || code === 'BAD_USER_INPUT') return failure;
  return gatewayError('BACKEND_UNAVAILABLE', message, { reason: error instanceof BackendError ? error.kind : 'UNAVAILABLE' });
}

function required(value: string, what: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw gatewayError('BAD_USER_INPUT', `${what} es obligatorio`);
  if (trimmed.length > CODE_MAX) throw gatewayError('BAD_USER_INPUT', `${what} no es válido`);
  return trimmed;
}

/**
 * The electricity contract `clientCode` names (a line-7 client's code, or its contract code), when the company user may
 * ask about it: one of the user's line-7 clients holding 3001 (read as held where the backend does not know 3001:
 * company-services.ts). A person is refused before the backend is asked; another company's contract or a client
 * without 3001 is refused before any answer is given (a read may be asked beside this check: askAboutContract,
 * askBesideCheck; a mutation waits for it). What the calls are sent: the contract code (spec 3 §7: contract_cod, and debt_details' client_cod "the
 * contract id"), the client code when the backend gives no contract.
 */
export async function electricityContract(context: GatewayContext, clientCode: string): Promise<string> {
  return contractOf(context, electricityClient(context, clientCode));
}

/** What electricityContract checks before any call: a company session, a client code of a code's length. */
function electricityClient(context: GatewayContext, clientCode: string): string {
  requireSession(context);
  if (context.kind !== 'COMPANY') throw gatewayError('FORBIDDEN', COMPANY_ONLY);
  return required(clientCode, 'El cliente');
}

async function contractOf(context: GatewayContext, code: string): Promise<string> {
  const services = await companyServices(context.backend);
  const service = services.find((s) => s.line === 'ELECTRICITY' && (s.clientCode === code || s.contractCode === code));
  if (!service) throw gatewayError('FORBIDDEN', NOT_ELECTRICITY_CLIENT);
  if (!holds(service.privileges, PRIVILEGE.electricity)) throw gatewayError('FORBIDDEN', NO_PRIVILEGE_MESSAGE);
  return service.contractCode ?? service.clientCode;
}

/**
 * `ask` about the contract `clientCode` names, once electricityContract allows it. With the contract code the screen
 * knows from its services (`known`), the call is made beside the check instead of after it: one backend latency
 * (issue 44). That answer is given only when the check passes and finds that same contract; a refusal is the answer
 * otherwise, and a code that is not the client's contract is asked again with the right one. Either way the guessed
 * call's own failure is dropped with it (the backend refuses a contract that is not the user's on its side too).
 */
async function askAboutContract<T>(
  context: GatewayContext,
  clientCode: string,
  known: string | null | undefined,
  ask: (contract: string) => Promise<T>,
): Promise<T> {
  const code = electricityClient(context, clientCode);
  const guess = known?.trim();
  return askWithGuess(guess && guess.length <= CODE_MAX ? guess : null, contractOf(context, code), ask);
}

/**
 * A call whose payload names no contract (consumption names its installation), made beside electricityContract's
 * check: its answer, or its failure, is given only once the check passes; a refusal is the answer otherwise (the
 * backend refuses an installation that is not the user's on its side too).
 */
async function askBesideCheck<T>(context: GatewayContext, clientCode: string, ask: () => Promise<T>): Promise<T> {
  const code = electricityClient(context, clientCode);
  const answer = ask();
  answer.catch(() => undefined);
  await contractOf(context, code);
  return answer;
}

/** A range checked as the pickers check it (spec 3 §5), before any call: BAD_USER_INPUT with the rule's message. */
function checkedRange(from: string, to: string): { from: string; to: string } {
  const [error] = rangeErrors(from.trim(), to.trim(), chileDay());
  if (error) throw gatewayError('BAD_USER_INPUT', error.message, { field: error.field });
  return { from: from.trim(), to: to.trim() };
}

/** The installations of the client's contract (consuption/codes), asked as electricityInstallations gives them. */
async function installationsOf(context: GatewayContext, clientCode: string, contractCode: string | null | undefined) {
  const answer = await askAboutContract(context, clientCode, contractCode, (contract_cod) =>
    context.backend.call('/company_user/electricity/consuption/codes', { contract_cod }),
  );
  const status = statusOf(answer);
  const installations = isOk(status) || answer.data !== undefined ? mapInstallations(answer as Row) : [];
  if (installations === null) throw malformed('/company_user/electricity/consuption/codes');
  if (!installations.length && !isOk(status) && status !== 'empty' && !messageOf(answer))
    throw unavailable(answer, 'No fue posible obtener las instalaciones');
  return { installations, emptyMessage: installations.length ? null : (messageOf(answer) ?? 'El contrato no tiene instalaciones') };
}

type ConsumptionArgs = Pick<ViewerElectricityConsumptionArgs, 'from' | 'to' | 'granularity' | 'schedule' | 'maxPoints'>;
type ConsumptionRequest = ReturnType<typeof consumptionRequest>;

/** A consumption's range, granularity and points checked as the screen checks them, before any call. */
function consumptionRequest(args: ConsumptionArgs) {
  // the rules first: a range or granularity the screen would not offer never reaches the backend
  const { from, to } = checkedRange(args.from, args.to);
  if (!granularitiesFor(from, to).includes(args.granularity)) {
    const needs = GRANULARITIES.find((g) => g.value === args.granularity)?.minDays ?? 0;
    throw gatewayError('BAD_USER_INPUT', GRANULARITY_NOT_OFFERED, { field: 'granularity', minDays: needs });
  }
  const maxPoints = args.maxPoints ?? DEFAULT_MAX_POINTS;
  if (!Number.isInteger(maxPoints) || maxPoints < 2 || maxPoints > MAX_MAX_POINTS)
    throw gatewayError('BAD_USER_INPUT', `maxPoints va de 2 a ${MAX_MAX_POINTS}`, { field: 'maxPoints' });
  return { from, to, granularity: args.granularity, schedule: args.schedule ?? 'ALL', maxPoints };
}

/** The installation's consumption (consuption), sampled to what a chart draws, with the CSV of the same query. */
async function consumptionOf(context: GatewayContext, request: ConsumptionRequest, installation: string) {
  const { schedule, granularity, maxPoints } = request;
  const query = {
    instalacion: installation,
    startDate: slashedDay(request.from),
    endDate: slashedDay(request.to),
    horario: SCHEDULE_REST[schedule],
  };
  const asked = await consumptionCall(context, { ...query, granularity }).catch((error: unknown) => {
    throw failedAs(error, CONSUMPTION_FAILED);
  });
  const { answer } = asked;
  // the CSV of the same query, spelled as the backend took it (the client posts these fields with a token)
  const fields = { ...query, granularity: asked.spelling[granularity] };
  const csv = { path: CSV_PATH, fields: Object.entries(fields).map(([name, value]) => ({ name, value })) };
  const status = statusOf(answer);
  const none = { points: [], sampled: false, totalPoints: 0, totalKwh: null, csv };
  if (status === 'empty') return { ...none, emptyMessage: messageOf(answer) ?? CONSUMPTION_EMPTY };
  const series = readConsumption(answer as Row, schedule);
  if (series === undefined || (series === null && !isOk(status))) {
    const message = messageOf(answer);
    if (message) return { ...none, emptyMessage: message };
    throw gatewayError('BACKEND_UNAVAILABLE', CONSUMPTION_FAILED, { reason: 'MALFORMED' });
  }
  if (series === null) throw gatewayError('BACKEND_UNAVAILABLE', CONSUMPTION_FAILED, { reason: 'MALFORMED' });
  if (!series.labels.length) return { ...none, emptyMessage: messageOf(answer) ?? CONSUMPTION_EMPTY };
  return { ...sampleConsumption(series, maxPoints), emptyMessage: null, csv };
}

/** What an electricityConsumptionTab is about: its client, the installation the screen named, its list on its way. */
interface ConsumptionTab {
  clientCode: string;
  named: string | null;
  listed: ReturnType<typeof installationsOf>;
}
const consumptionTabs = new WeakMap<object, ConsumptionTab>();

function tabOf(parent: object): ConsumptionTab {
  const tab = consumptionTabs.get(parent);
  if (!tab) throw new Error('ElectricityConsumptionTab without its request');
  return tab;
}

/** The installation the tab shows: the named one when listed, else the list's only one; null while one must be chosen. */
async function chosenOf(tab: ConsumptionTab): Promise<string | null> {
  const { installations } = await tab.listed;
  if (tab.named !== null && installations.some((i) => i.code === tab.named)) return tab.named;
  return installations.length === 1 ? installations[0]!.code : null;
}

/**
 * Suministro Eléctrico (spec 3 §2-§9, issue 42) over /company_user/electricity/*: the installations, the consumption
 * (sampled to what a chart draws), the invoices, the payments, the debt and its payment portal. A company user's only,
 * about one of its line-7 clients (electricityContract).
 */
export const electricityResolvers: Resolvers = {
  Viewer: {
    electricityInstallations: (_, { clientCode, contractCode }, context) => installationsOf(context, clientCode, contractCode),

    electricityConsumptionTab: (_, { clientCode, contractCode, installation }, context) => {
      const listed = installationsOf(context, clientCode, contractCode);
      listed.catch(() => undefined);
      const named = installation?.trim();
      const tab = {};
      consumptionTabs.set(tab, { clientCode, named: named && named.length <= CODE_MAX ? named : null, listed });
      return tab;
    },

    electricityConsumption: async (_, args, context) => {
      requireSession(context);
      if (context.kind !== 'COMPANY') throw gatewayError('FORBIDDEN', COMPANY_ONLY);
      const request = consumptionRequest(args);
      if (!args.installation.trim()) throw gatewayError('BAD_USER_INPUT', INSTALLATION_REQUIRED, { field: 'installation' });
      const installation = required(args.installation, 'La instalación');
      // the call names the installation, not the contract: it is asked beside the check of the client (issue 44)
      return askBesideCheck(context, args.clientCode, () => consumptionOf(context, request, installation));
    },

    electricityInvoices: async (_, { clientCode, from, to, contractCode }, context) => {
      const range = checkedRange(from, to);
      const answer = await askAboutContract(context, clientCode, contractCode, (contract_cod) =>
        context.backend.call('/company_user/electricity/ticket_list', {
          contract_cod,
          start_date: slashedDay(range.from),
          end_date: slashedDay(range.to),
        }),
      );
      const status = statusOf(answer);
      if (status === 'empty') return { invoices: [], emptyMessage: messageOf(answer) ?? INVOICES_EMPTY };
      if (!isOk(status)) {
        const errors = (answer as Row).errors;
        const first =
          errors && typeof errors === 'object'
            ? Object.values(errors)
                .flat()
                .find((m) => typeof m === 'string')
            : null;
        throw unavailable({ message: messageOf(answer) ?? first }, 'No fue posible obtener las facturas');
      }
      const invoices = mapInvoices(answer as Row);
      if (!invoices) throw malformed('/company_user/electricity/ticket_list');
      return { invoices, emptyMessage: invoices.length ? null : (messageOf(answer) ?? INVOICES_EMPTY) };
    },

    electricityPayments: async (_, { clientCode, from, to, contractCode }, context) => {
      const range = checkedRange(from, to);
      // the check's refusal stays as it is; only the call's own failure is the block's message
      const answer = await askAboutContract(context, clientCode, contractCode, (contract_cod) =>
        context.backend
          .call('/company_user/electricity/payment_history', {
            contract_cod,
            start_date: slashedDay(range.from),
            end_date: slashedDay(range.to),
          })
          .catch((error: unknown) => {
            throw failedAs(error, PAYMENTS_FAILED);
          }),
      );
      const status = statusOf(answer);
      const hasData = (answer as Row).data !== undefined && (answer as Row).data !== null;
      if (!hasData && messageOf(answer) && status !== 'error') return { payments: [], emptyMessage: messageOf(answer) };
      if (status === 'empty') return { payments: [], emptyMessage: PAYMENTS_EMPTY };
      if (!isOk(status)) throw unavailable(answer, PAYMENTS_FAILED);
      const payments = mapPayments(answer as Row);
      if (!payments) throw gatewayError('BACKEND_UNAVAILABLE', PAYMENTS_FAILED, { reason: 'MALFORMED' });
      return { payments, emptyMessage: payments.length ? null : (messageOf(answer) ?? PAYMENTS_EMPTY) };
    },

    electricityDebt: async (_, { clientCode, contractCode }, context) => {
      const answer = await askAboutContract(context, clientCode, contractCode, (client_cod) =>
        context.backend.call('/company_user/electricity/debt_details', { client_cod }),
      );
      const status = statusOf(answer);
      if (status === 'empty') return { lastBillDueDate: null, lastPaymentDate: null, amount: 0, billNumber: null };
      if (!isOk(status)) throw unavailable(answer, 'No fue posible obtener el detalle de la deuda');
      const debt = mapDebt(answer as Row);
      if (!debt) throw malformed('/company_user/electricity/debt_details');
      return debt;
    },
  } satisfies ViewerResolvers,

  ElectricityConsumptionTab: {
    installations: (parent) => tabOf(parent).listed,
    chosen: (parent) => chosenOf(tabOf(parent)).catch(() => null),
    consumption: (parent, args, context) => {
      const tab = tabOf(parent);
      const request = consumptionRequest(args);
      // the named installation is asked beside the list, and answered only when the list holds it (its check of the
      // client passed); otherwise the list's own choice is asked, the named one's answer or failure dropped (issue 44)
      return askWithGuess(tab.named, chosenOf(tab), (installation) =>
        installation === null ? Promise.resolve(null) : consumptionOf(context, request, installation),
      );
    },
  },

  Mutation: {
    payElectricityDebt: async (_, { clientCode }, context) => {
      const contract = await electricityContract(context, clientCode);
      // the debt and the user's contact at once: one backend latency
      const [debt, me] = await Promise.all([
        context.backend.call('/company_user/electricity/debt_details', { client_cod: contract }),
        context.backend.call('/me', {}),
      ]);
      const owed = isOk(statusOf(debt)) ? (mapDebt(debt as Row)?.amount ?? null) : null;
      if (owed !== null && owed <= 0) return { ok: false, message: NO_DEBT, portal: null };
      const person = (me.data?.person ?? {}) as { email?: string | null; phone?: string | null };
      return {
        ok: true,
        message: null,
        portal: {
          url: context.config.links.electricityPaymentPortal,
          fields: [
            { name: 'codCliente', value: contract },
            { name: 'email', value: person.email ?? '' },
            { name: 'movil', value: person.phone ?? '' },
          ],
        },
      };
    },
    payElectricityDebtInDemo: async (_, { clientCode }, context) => {
      requireSession(context);
      if (context.config.dataSource !== 'fixtures')
        return { ok: false, message: 'El portal de demostración no existe con este backend', fieldErrors: [] };
      const contract_cod = await electricityContract(context, clientCode);
      const answer = await context.backend.call('/sandbox/electricity/pay', { contract_cod });
      return { ok: answer.status === 'ok', message: messageOf(answer), fieldErrors: [] };
    },
  } satisfies MutationResolvers,
};
