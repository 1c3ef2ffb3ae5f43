import { billAmountErrors } from '../../machines/rules/bill-amount';
import { addressErrors, helpErrors } from '../../machines/rules/address-rules';
import { valueSearchErrors } from '../../machines/rules/search-rules';
import type { BackendRegion, BackendServiceAccount, PayloadOf } from '../backend/contract';
import { readList } from '../backend/forms';
import { gatewayError } from '../backend/client';
import { requireSession, type GatewayContext } from '../context';
import type { LinkInput, MutationPayload, Resolvers, UnlinkInput } from '../generated/resolvers';
import {
  addressSearchPayload,
  amountPayload,
  cylinderAddress,
  linkPayload,
  mapCandidates,
  mapRegion,
  REST_LINE,
  SEARCHES,
  toHelpRequest,
  valueSearchPayload,
} from '../mappers/linking';
import { refused, statusPayload } from '../mappers/payload';
import { clientIdOf, idOf, serviceCode } from '../mappers/services';

/**
 * The client_id of the caller's cylinder service the unlink names (by its code, else its client id), as its list writes
 * it; the id the client sent when the list does not name it (the backend refuses what is not the caller's).
 */
async function cylinderClientId({ backend }: GatewayContext, input: UnlinkInput): Promise<string> {
  const answer = await backend.call('/bussines_line/cylinder/list', {});
  const services = answer.status === 'ok' ? readList<BackendServiceAccount>(answer.data) : [];
  const code = input.clientCode.trim();
  const service =
    services.find((s) => s && serviceCode(s) === code) ??
    (input.clientId == null ? undefined : services.find((s) => s && clientIdOf(s.client_id) === input.clientId));
  return (service && idOf(service.client_id)) ?? (input.clientId == null ? code : String(input.clientId));
}

/** a link without the account chosen: the client never sends one */
const ACCOUNT_REQUIRED = 'Debes seleccionar una cuenta';

/**
 * Links the account a code names (the line's store call); the backend decides whether it exists, is free, and whether
 * the caller, not its holder, must give its last bill's total (sent only when given; a vehicle has no such proof).
 */
async function linkByCode({ backend }: GatewayContext, input: LinkInput, clientCode: string): Promise<MutationPayload> {
  const amount = amountPayload(input.lastBillAmount);
  switch (input.line) {
    case 'AUTOGAS':
      return statusPayload(
        await backend.call('/bussines_line/autogas/store', {
          client_cod: clientCode,
          patents: (input.patents ?? []).map((p) => p.toUpperCase()),
        }),
      );
    case 'CYLINDER':
      return linkPayload(await backend.call('/bussines_line/cylinder/store', { client_cod: clientCode, ...amount }));
    default: {
      const path = input.line === 'METER' ? '/bussines_line/meter/store' : '/bussines_line/housing/store';
      return linkPayload(await backend.call(path, { client_cod: clientCode, contract_cod: input.contractCode ?? '', ...amount }));
    }
  }
}

export const linkingResolvers: Resolvers = {
  Query: {
    regions: async (_, __, { backend }) =>
      readList<BackendRegion>((await backend.callReference('/regions', {})).data).flatMap((region) => mapRegion(region) ?? []),
    streetSuggestions: async (_, { region, commune, street }, { backend }) => {
      if (street.trim().length <= 2 || !commune.trim()) return [];
      const answer = await backend.call('/bussines_line/address/search', {
        region,
        comune: commune.toUpperCase(),
        street: street.trim().toUpperCase(),
      });
      return answer.status === 'ok' ? (answer.data ?? []).map((s) => s.toUpperCase()) : [];
    },
    linkSuggestions: async (_, { line }, { backend }) =>
      mapCandidates(line, await backend.call(`/bussines_line/${REST_LINE[line]}/recomended`, {})),
    searchAccounts: async (_, { line, search }, context) => {
      const { backend } = context;
      if (!SEARCHES[line].includes(search.by)) throw gatewayError('BAD_USER_INPUT', `La búsqueda ${search.by} no existe para esta línea`);
      let payload;
      if (search.by === 'ADDRESS') {
        const errors = search.address ? addressErrors(search.address) : [{ field: 'street', message: 'La calle es requerida' }];
        if (errors.length || !search.address) return { candidates: [], message: null, fieldErrors: errors };
        payload = addressSearchPayload(line, search.address);
      } else {
        // the client's rule (machines/rules/search-rules.ts), checked again here
        const value = search.value?.trim() ?? '';
        const errors = valueSearchErrors(search.by, value);
        if (errors.length) return { candidates: [], message: null, fieldErrors: errors };
        payload = valueSearchPayload(search.by, value);
      }
      // a refused input above costs nothing: only what would reach the backend counts
      const throttled = await context.throttle.admit('search', { account: context.token, address: context.clientAddress });
      if (throttled) return { candidates: [], message: throttled, fieldErrors: [] };
      const path = `/bussines_line/${REST_LINE[line]}/search` as const;
      const answer = await backend.call(path, payload as PayloadOf<typeof path>);
      return {
        candidates: mapCandidates(line, answer),
        message: answer.status === 'ok' ? null : (answer.message ?? null),
        fieldErrors: [],
      };
    },
  },
  Mutation: {
    linkAccount: async (_, { input }, context) => {
      requireSession(context);
      const { backend } = context;
      if (input.line === 'CYLINDER' && input.address) {
        const errors = addressErrors(input.address);
        if (errors.length) return refused(errors);
        return statusPayload(await backend.call('/bussines_line/cylinder/store', { address: cylinderAddress(input.address) }));
      }
      const clientCode = input.clientCode?.trim();
      if (!clientCode) return refused([], ACCOUNT_REQUIRED);
      if (input.line === 'AUTOGAS' && !input.patents?.length) return refused([], 'Debes seleccionar una patente');
      // the client's rule for the last bill's total (whole pesos, within bounds), checked again here
      const amountErrors = input.lastBillAmount == null ? [] : billAmountErrors(input.lastBillAmount);
      if (amountErrors.length) return refused(amountErrors);
      // a link by code is a search too: guessed codes, and wrong amounts, that link nothing count with the session's searches
      const keys = { account: context.token, address: context.clientAddress };
      const throttled = await context.throttle.spent('search', keys);
      if (throttled) return refused([], throttled);
      const payload = await linkByCode(context, input, clientCode);
      if (!payload.ok) await context.throttle.count('search', keys);
      return payload;
    },
    unlinkAccount: async (_, { input }, context) => {
      requireSession(context);
      const { backend } = context;
      switch (input.line) {
        case 'AUTOGAS':
          return statusPayload(
            await backend.call('/bussines_line/autogas/delete', {
              client_cod: input.clientCode,
              ...(input.patent ? { patents: [input.patent] } : {}),
            }),
          );
        case 'CYLINDER':
          // client_cod carries the client_id value (spec 1 §7), as the list wrote it (leading zeros kept)
          return statusPayload(
            await backend.call('/bussines_line/cylinder/delete', { client_cod: await cylinderClientId(context, input) }),
          );
        default: {
          const path = input.line === 'METER' ? '/bussines_line/meter/delete' : '/bussines_line/housing/delete';
          return statusPayload(await backend.call(path, { client_cod: input.clientCode, contract_cod: input.contractCode ?? '' }));
        }
      }
    },
    requestLinkHelp: async (_, { input }, context) => {
      requireSession(context);
      const errors = helpErrors(input, { autogas: input.line === 'AUTOGAS' });
      if (errors.length) return refused(errors);
      const me = await context.backend.call('/me', {});
      return statusPayload(await context.backend.call('/person/email_request_help', toHelpRequest(me.data.person.id, input)));
    },
    checkCylinderNotifications: async (_, { firstTime }, context) => {
      requireSession(context);
      return statusPayload(await context.backend.call('/cylinder/generate_status_change_notifications', { first_time: firstTime ? 1 : 0 }));
    },
  },
};
