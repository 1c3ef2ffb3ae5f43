import { GraphQLError } from 'graphql';
import { gatewayError } from '../backend/client';
import { askWithGuess } from './guessed-call';
import { requireSession, type GatewayContext } from '../context';
import type { GatewayConfig } from '../config';
import type { Resolvers } from '../generated/resolvers';
import {
  mapAgreementDetail,
  mapAgreements,
  mapBills,
  mapDebt,
  mapPayments,
  mapRates,
  mapReadingChart,
  mapReadings,
  mapSimulationAmount,
  clientIdOf,
  mapSubscriptionContacts,
  mapSubscriptionUpdate,
  meterPortal,
  SUBSCRIPTION_UPDATE_ERROR,
  toRegisterContacts,
} from '../mappers/meter';
import { parseFlag } from '../mappers/quirks';
import { idPayload } from '../mappers/requests';
import { idForm } from '../backend/forms';
import { BOTH_DATES_REQUIRED, chileDay, FROM_AFTER_TO, ISO_DAY, ISO_MONTH, NO_FUTURE_DATES } from '../../machines/rules/chile-time';
import { SUBSCRIPTION_LOAD_ERROR } from '../../machines/rules/subscription-texts';

const READING_IN_PROGRESS = 'Ya cuentas con una solicitud de este tipo que está en curso';

/** Both ends in the given shape, in order and not after Chile's today; otherwise told as the date filters tell (spec 2 §5). */
function range(from: string, to: string, shape: RegExp): { from: string; to: string } {
  if (!shape.test(from) || !shape.test(to)) throw gatewayError('BAD_USER_INPUT', BOTH_DATES_REQUIRED);
  if (from > to) throw gatewayError('BAD_USER_INPUT', FROM_AFTER_TO);
  if (to > chileDay().slice(0, to.length)) throw gatewayError('BAD_USER_INPUT', NO_FUTURE_DATES);
  return { from, to };
}

/** The payment portal (PAYMENT_PORTAL_URL where the gateway's config has it; the demo stand-in otherwise). */
function portalUrl(config: GatewayConfig): string {
  const links = config.links as GatewayConfig['links'] & { paymentPortal?: string };
  return links.paymentPortal ?? '/demo/portal-pagos';
}

async function portalOf(contractCode: string, { backend, config }: GatewayContext) {
  const [me, meters] = await Promise.all([backend.call('/me', {}), backend.call('/bussines_line/meter/list', {})]);
  const account =
    meters.status === 'ok' && Array.isArray(meters.data)
      ? meters.data.find((m) => idForm.read(m.contract_cod) === contractCode)
      : undefined;
  return meterPortal(portalUrl(config), {
    contractCode,
    email: me.data.person.email,
    phone: me.data.person.phone ?? '',
    blocked: parseFlag(account?.has_bloqueo),
  });
}

/** Which request type C321 is: the request catalogue's, the same for every person, kept by the gateway (issue 44). */
async function readingTypeId(backend: GatewayContext['backend']): Promise<string | null> {
  const ids = await backend.callReference('/request/type/ids', { crm_type_id: 'C321' });
  const ref = ids.data as { request_type_id?: unknown; type_id?: unknown } | null | undefined;
  // the type's id in any form the backend writes it (a number, or text)
  const typeId = idForm.read(ref?.request_type_id ?? ref?.type_id);
  return ids.status !== 'ok' || typeId === null || !/^\d{1,15}$/.test(typeId) ? null : typeId;
}

/** Whether the meter's client may ask for a reading: false while one is in progress, null when unknown. */
async function readingRequestable(backend: GatewayContext['backend'], typeId: Promise<string | null>, clientId: number) {
  const type = await typeId;
  if (type === null) return null;
  const form = await backend.call('/request/type/get', { request_type_id: Number(type), client_id: clientId, patent: null });
  if (form.status === 'ok') return true;
  return form.message?.startsWith(READING_IN_PROGRESS) ? false : null;
}

/** The client id of the user's meter with `contractCode`, from the meters' list; null when not listed or unreadable. */
async function meterClientId(backend: GatewayContext['backend'], contractCode: string): Promise<number | null> {
  const meters = await backend.call('/bussines_line/meter/list', {}).catch(() => null);
  const listed = meters?.status === 'ok' && Array.isArray(meters.data) ? meters.data : [];
  const meter = listed.find((m) => idForm.read(m.contract_cod) === contractCode);
  return meter ? clientIdOf(meter.client_id) : null;
}

/** Metered gas (spec 2 §2 "Metered gas"): each field of a meter is a block of its own. */
export const meterResolvers: Resolvers = {
  Viewer: {
    meter: (parent, { contractCode }) => {
      const code = contractCode.trim();
      if (!code) throw gatewayError('BAD_USER_INPUT', 'Debes seleccionar un medidor');
      return parent.kind === 'PERSON' ? { contractCode: code } : null;
    },
    meterAgreement: async (parent, { id }, { backend }) => {
      if (parent.kind !== 'PERSON') return null;
      if (!/^\d{1,12}$/.test(id)) throw gatewayError('BAD_USER_INPUT', 'Convenio no válido');
      return mapAgreementDetail(id, await backend.call('/request/agreements/detail', { agreements_id: idPayload(id) }));
    },
    billSubscriptions: async (parent, _, { backend }) => {
      if (parent.kind !== 'PERSON') return null;
      // meter_client_id may be the client's code rather than its id (spec 2 §3 names it, not its form): the wizard's
      // preload ('cambiar a boleta/factura') takes the id of the user's meter with the contact's contract. The meters
      // are asked beside the sync (they need nothing of it); a failure of theirs only leaves the ids as listed.
      const metersAsked = backend.call('/bussines_line/meter/list', {}).catch(() => null);
      // the list is read after the sync: it lists the contacts the sync adds (a meter linked since), so it waits for it
      await backend.call('/tickets/sync_suscriptions', {});
      const answer = await backend.call('/tickets/suscription_list', {});
      // spec 2 §8: a server error status shows its message; without one, the screen's own
      if (answer.status === 'error')
        throw gatewayError('BACKEND_UNAVAILABLE', answer.message?.trim() || SUBSCRIPTION_LOAD_ERROR, { reason: 'ERROR_STATUS' });
      const contacts = mapSubscriptionContacts(answer);
      const meters = await metersAsked;
      const idOfContract = new Map(
        (meters?.status === 'ok' && Array.isArray(meters.data) ? meters.data : []).map((m) => [
          idForm.read(m.contract_cod),
          clientIdOf(m.client_id),
        ]),
      );
      return contacts.map((c) => ({ ...c, clientId: (c.contractCode && idOfContract.get(c.contractCode)) || c.clientId }));
    },
    canRequestReading: async (parent, { clientId, contractCode }, { backend }) => {
      if (parent.kind !== 'PERSON') return null;
      const code = contractCode?.trim();
      if (!code) return clientId == null ? null : readingRequestable(backend, readingTypeId(backend), clientId);
      // the client id the screen holds is a hint, checked beside the meters' list that has the contract's own
      // (issue 44); a foreign or stale one is asked again with the listed id, its answer dropped
      const typeId = readingTypeId(backend);
      const listed = meterClientId(backend, code);
      return askWithGuess(clientId ?? null, listed, (id) =>
        id === null ? Promise.resolve(null) : readingRequestable(backend, typeId, id),
      );
    },
  },
  MeterAccount: {
    id: (parent) => `METER:${parent.contractCode}`,
    contractCode: (parent) => parent.contractCode,
    bills: async ({ contractCode }, args, { backend }) => {
      const months = range(args.from, args.to, ISO_MONTH);
      return mapBills(await backend.call('/tickets/list', { star_month: months.from, end_month: months.to, contract_cod: contractCode }));
    },
    readings: async ({ contractCode }, args, { backend }) => {
      const months = range(args.from, args.to, ISO_MONTH);
      return mapReadings(
        await backend.call('/reading/list', { star_month: months.from, end_month: months.to, contract_cod: contractCode }),
      );
    },
    readingChart: async ({ contractCode }, _, { backend }) =>
      mapReadingChart(await backend.call('/reading/graph', { contract_cod: contractCode })),
    payments: async ({ contractCode }, args, { backend }) => {
      const days = range(args.from, args.to, ISO_DAY);
      return mapPayments(await backend.call('/payment/history', { start_date: days.from, end_date: days.to, contract_cod: contractCode }));
    },
    debt: async ({ contractCode }, _, context) => {
      const [answer, portal] = await Promise.all([
        context.backend.call('/meter/debt', { contract_cod: contractCode }),
        portalOf(contractCode, context),
      ]);
      return mapDebt(answer, portal);
    },
    agreements: async ({ contractCode }, _, { backend }) =>
      mapAgreements(await backend.call('/request/agreements/list', { contract_code: contractCode })),
    rates: async ({ contractCode }, _, { backend }) => mapRates(await backend.call('/bill/get', { contract_cod: contractCode })),
    simulationAmount: async ({ contractCode }, _, { backend }) =>
      mapSimulationAmount(await backend.call('/simulation/amount', { date: chileDay(), contract_cod: contractCode })),
  },
  Mutation: {
    updateBillSubscriptions: async (_, { input }, context) => {
      requireSession(context);
      if (input.length === 0)
        return { outcome: 'ERROR', message: SUBSCRIPTION_UPDATE_ERROR, remainingContacts: [], inReview: [], inProgress: [], failed: [] };
      if (input.some((c) => !/^\d{1,12}$/.test(c.id)))
        throw new GraphQLError('Contacto no válido', { extensions: { code: 'BAD_USER_INPUT' } });
      // the contacts are sent as the backend lists them: only one's own, with their document type and codes
      const listed = await context.backend.call('/tickets/suscription_list', {});
      if (listed.status !== 'ok' || !Array.isArray(listed.data))
        return mapSubscriptionUpdate({ status: 'error', message: listed.status === 'error' ? listed.message : undefined });
      return mapSubscriptionUpdate(await context.backend.call('/tickets/register', { contacts: toRegisterContacts(input, listed.data) }));
    },
    payMeterDebtInDemo: async (_, { contractCode }, context) => {
      requireSession(context);
      if (context.config.dataSource !== 'fixtures')
        return { ok: false, message: 'El portal de demostración no existe con este backend', fieldErrors: [] };
      const answer = await context.backend.call('/sandbox/meter/pay', { contract_cod: contractCode.trim() });
      return { ok: answer.status === 'ok', message: answer.message ?? null, fieldErrors: [] };
    },
  },
};
