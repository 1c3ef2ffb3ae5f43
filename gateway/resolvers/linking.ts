import { addressErrors, helpErrors, type AddressValues } from '../../machines/rules/address-rules';
import { formatRut } from '../../machines/rules/rut';
import type { BackendAutogasAccount, BackendServiceAccount, LinkSearchAnswer, PayloadOf } from '../backend/contract';
import { gatewayError } from '../backend/client';
import { requireSession, type GatewayContext } from '../context';
import { joinAddress } from '../mappers/quirks';
import { statusPayload } from './accounts';

type LinkLine = 'METER' | 'BULK' | 'CYLINDER' | 'AUTOGAS';
type SearchBy = 'CLIENT_CODE' | 'CONTRACT_CODE' | 'METER_SERIAL' | 'ADDRESS' | 'RUT' | 'PATENT';
interface AddressInput extends AddressValues {
  dept?: string | null;
}

const REST_LINE = { METER: 'meter', BULK: 'housing', CYLINDER: 'cylinder', AUTOGAS: 'autogas' } as const;
const HELP_LINE_ID = { METER: 1, BULK: 3, CYLINDER: 4, AUTOGAS: 5 } as const;

/** Which searches each line offers (spec 1 §9 Search types, spec 1 §2 autogas). */
const SEARCHES: Record<LinkLine, SearchBy[]> = {
  METER: ['CONTRACT_CODE', 'METER_SERIAL', 'ADDRESS'],
  BULK: ['ADDRESS', 'CLIENT_CODE', 'RUT'],
  CYLINDER: ['ADDRESS', 'CLIENT_CODE'],
  AUTOGAS: ['PATENT', 'RUT'],
};

function candidates(line: LinkLine, answer: LinkSearchAnswer) {
  if (answer.status !== 'ok') return [];
  return (answer.data ?? []).map((item) => {
    if (line === 'AUTOGAS') {
      const a = item as BackendAutogasAccount;
      return {
        id: `AUTOGAS:${a.client_id}`, line, clientCode: a.client_cod, contractCode: null, clientId: a.client_id, holderName: a.client_name, address: '', city: '',
        patents: a.patents.map((p) => ({ patent: p.patent.toUpperCase(), contractNumber: p.conversion_contract_number, linked: p.linked === '1' })),
      };
    }
    const s = item as BackendServiceAccount;
    return {
      id: `${line}:${s.client_id}`, line, clientCode: s.client_cod, contractCode: s.contract_cod, clientId: s.client_id, holderName: s.client_name,
      address: joinAddress({ address: s.client_address, street: s.address_street, number: s.address_num, block: s.address_block, dept: s.address_dept }),
      city: s.client_city, patents: [],
    };
  });
}

function addressPayload(address: AddressInput) {
  return { comune: address.commune.trim().toUpperCase(), street: address.street.trim().toUpperCase(), number: address.number.trim() };
}

function searchPayload(line: LinkLine, by: SearchBy, value: string, address: AddressInput | null) {
  if (by === 'ADDRESS') {
    const base = addressPayload(address!);
    return line === 'METER' ? { ...base, client_dept: address!.dept?.trim() ?? '' } : base;
  }
  if (by === 'CONTRACT_CODE') return { contract_cod: value };
  if (by === 'METER_SERIAL') return { meter_cod: value.toUpperCase() };
  if (by === 'RUT') return { rut: formatRut(value) };
  if (by === 'PATENT') return { patent: value.toUpperCase() };
  return { client_cod: value };
}

export const linkingResolvers = {
  Query: {
    regions: async (_: unknown, __: unknown, { backend }: GatewayContext) => {
      const answer = await backend.call('/regions', {});
      return answer.data.map((r) => ({ code: r.code, name: r.name, communes: r.communes.map((c) => ({ id: String(c.id), name: c.name })) }));
    },
    streetSuggestions: async (_: unknown, args: { region: string; commune: string; street: string }, { backend }: GatewayContext) => {
      if (args.street.trim().length <= 2 || !args.commune.trim()) return [];
      const answer = await backend.call('/bussines_line/address/search', { region: args.region, comune: args.commune.toUpperCase(), street: args.street.trim().toUpperCase() });
      return answer.status === 'ok' ? (answer.data ?? []).map((s) => s.toUpperCase()) : [];
    },
    linkSuggestions: async (_: unknown, { line }: { line: LinkLine }, { backend }: GatewayContext) => {
      const path = `/bussines_line/${REST_LINE[line]}/recomended` as const;
      return candidates(line, await backend.call(path, {}));
    },
    searchAccounts: async (_: unknown, args: { line: LinkLine; search: { by: SearchBy; value?: string | null; address?: AddressInput | null } }, { backend }: GatewayContext) => {
      const { line, search } = args;
      if (!SEARCHES[line].includes(search.by)) throw gatewayError('BAD_USER_INPUT', `La búsqueda ${search.by} no existe para esta línea`);
      if (search.by === 'ADDRESS') {
        const errors = search.address ? addressErrors(search.address) : [{ field: 'street', message: 'La calle es requerida' }];
        if (errors.length) return { candidates: [], message: null, fieldErrors: errors };
      } else if (!search.value?.trim()) {
        return { candidates: [], message: null, fieldErrors: [{ field: 'value', message: 'Campo requerido' }] };
      }
      const payload = searchPayload(line, search.by, search.value?.trim() ?? '', search.address ?? null);
      const path = `/bussines_line/${REST_LINE[line]}/search` as const;
      const answer = await backend.call(path, payload as PayloadOf<typeof path>);
      return { candidates: candidates(line, answer), message: answer.status === 'ok' ? null : answer.message ?? null, fieldErrors: [] };
    },
  },
  Mutation: {
    linkAccount: async (_: unknown, { input }: { input: { line: LinkLine; clientCode: string; contractCode?: string | null; patents?: string[] | null } }, context: GatewayContext) => {
      requireSession(context);
      const { backend } = context;
      switch (input.line) {
        case 'AUTOGAS':
          if (!input.patents?.length) return { ok: false, message: 'Debes seleccionar una patente', fieldErrors: [] };
          return statusPayload(await backend.call('/bussines_line/autogas/store', { client_cod: input.clientCode, patents: input.patents.map((p) => p.toUpperCase()) }));
        case 'CYLINDER':
          return statusPayload(await backend.call('/bussines_line/cylinder/store', { client_cod: input.clientCode }));
        default: {
          const path = input.line === 'METER' ? '/bussines_line/meter/store' : '/bussines_line/housing/store';
          return statusPayload(await backend.call(path, { client_cod: input.clientCode, contract_cod: input.contractCode ?? '' }));
        }
      }
    },
    unlinkAccount: async (_: unknown, { input }: { input: { line: LinkLine; clientCode: string; contractCode?: string | null; clientId?: number | null; patent?: string | null } }, context: GatewayContext) => {
      requireSession(context);
      const { backend } = context;
      switch (input.line) {
        case 'AUTOGAS':
          return statusPayload(await backend.call('/bussines_line/autogas/delete', { client_cod: input.clientCode, ...(input.patent ? { patents: [input.patent] } : {}) }));
        case 'CYLINDER':
          return statusPayload(await backend.call('/bussines_line/cylinder/delete', { client_cod: String(input.clientId ?? '') }));
        default: {
          const path = input.line === 'METER' ? '/bussines_line/meter/delete' : '/bussines_line/housing/delete';
          return statusPayload(await backend.call(path, { client_cod: input.clientCode, contract_cod: input.contractCode ?? '' }));
        }
      }
    },
    requestLinkHelp: async (_: unknown, { input }: { input: AddressValues & { line: LinkLine; house?: string | null; patent?: string | null } }, context: GatewayContext) => {
      requireSession(context);
      const errors = helpErrors(input);
      if (errors.length) return { ok: false, message: null, fieldErrors: errors };
      const me = await context.backend.call('/me', {});
      return statusPayload(
        await context.backend.call('/person/email_request_help', {
          id_person: me.data.person.id,
          id_business_line: HELP_LINE_ID[input.line],
          street: input.street.trim().toUpperCase(),
          number: input.number.trim(),
          second_numbering: input.house?.trim() ?? '',
          region: input.region,
          comune: input.commune,
          ...(input.line === 'AUTOGAS' && input.patent ? { patent: input.patent.toUpperCase() } : {}),
        }),
      );
    },
    checkCylinderNotifications: async (_: unknown, { firstTime }: { firstTime: boolean }, context: GatewayContext) => {
      requireSession(context);
      return statusPayload(await context.backend.call('/cylinder/generate_status_change_notifications', { first_time: firstTime ? 1 : 0 }));
    },
  },
};
