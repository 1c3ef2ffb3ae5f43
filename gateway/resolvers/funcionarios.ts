import {
  cleanGrants,
  CREATE_FAILED,
  CREATED,
  EDITED,
  funcionarioErrors,
  grantErrors,
  NO_CLIENT_FUNCIONARIOS,
  NO_CLIENT_ROWS,
  NO_FUNCIONARIOS,
  normalRut,
  REQUEST_SENT,
  rutErrors,
  searchErrors,
  SEARCH_TYPE,
  type ClientGrants,
} from '../../machines/rules/funcionario-rules';
import { formatRut } from '../../machines/rules/rut';
import type {
  ClientGrantInput,
  FuncionarioInput,
  FuncionarioSearch,
  FuncionarioSearchType,
  MutationPayload,
} from '../../schema/generated/types';
import { gatewayError, toGraphQLError } from '../backend/client';
import type { BackendCompany, BackendFuncionarioChange, CompanyUserStorePayload } from '../backend/contract';
import { BackendError } from '../backend/errors';
import { readList } from '../backend/forms';
import type { GatewayContext } from '../context';
import { readBesideCheck } from '../read-beside-check';
import type { Resolvers } from '../generated/resolvers';
import {
  formPayload,
  inputField,
  mapClientDetail,
  mapClientSearch,
  mapFuncionario,
  mapFuncionarioChange,
  mapFuncionarioSearch,
  mapGrantableCompany,
  mapRutCheck,
} from '../mappers/funcionarios';
import { refused } from '../mappers/payload';
import {
  adminOnly,
  backendId,
  NOT_YOUR_COMPANY,
  ownClients,
  ownCompanyIds,
  requireAdministrator,
  requireOwnCompany,
  requireOwnLine,
} from './administrator';

const SEARCH_TYPES: Record<FuncionarioSearchType, (typeof SEARCH_TYPE)[keyof typeof SEARCH_TYPE]> = {
  RUT: SEARCH_TYPE.rut,
  EMAIL: SEARCH_TYPE.email,
  NAME: SEARCH_TYPE.name,
  COMPANY: SEARCH_TYPE.company,
};

/** Field errors under the inputs' names. */
const asInputErrors = (errors: Array<{ field: string; message: string }>) =>
  errors.map((e) => ({ field: inputField(e.field), message: e.message }));

/** Several companies' lists as one: a funcionario of two of them once, the first empty message when none has rows. */
function mergeSearches(searches: FuncionarioSearch[]): FuncionarioSearch {
  const rows = [...new Map(searches.flatMap((s) => s.rows).map((row) => [row.id, row])).values()];
  return { rows, emptyMessage: rows.length ? null : (searches[0]?.emptyMessage ?? NO_FUNCIONARIOS), fieldErrors: [] };
}

const malformed = (path: string) => toGraphQLError(new BackendError('MALFORMED', path, 200, 'respuesta sin datos'));

/** The grants as client_codes: one list per client, a client with none left out. */
function clientCodes(grants: readonly ClientGrantInput[] | null | undefined): ClientGrants {
  const merged: ClientGrants = {};
  for (const grant of grants ?? []) (merged[grant.clientId.trim()] ??= []).push(...grant.privileges);
  return cleanGrants(merged);
}

/** The personal data as the backend takes it, checked with the client's rules. */
function personal(input: Pick<FuncionarioInput, 'rut' | 'name' | 'lastName' | 'email' | 'phone'>) {
  const values = {
    dni: normalRut(input.rut),
    name: input.name.trim(),
    last_name: input.lastName.trim(),
    email: input.email.trim(),
    phone: input.phone.trim(),
  };
  return { values, errors: funcionarioErrors({ ...values, dni: input.rut }) };
}

/** The grants checked against the Administrador's own clients and their lines. */
async function grantCheck(context: GatewayContext, grants: ClientGrants, required: boolean) {
  const clients = [...(await ownClients(context))].map(([id, client]) => ({ id, line: client.line }));
  return grantErrors(grants, clients, required);
}

export const funcionariosResolvers: Resolvers = {
  CompanyArea: {
    companySelector: adminOnly(async (_, __, { backend }) => {
      const answer = await backend.call('/company_user/business_line/company/selector', {});
      return readList<{ company_id: unknown; company_name?: unknown }>(answer.data).flatMap((c) => {
        const id = c && (typeof c.company_id === 'string' || typeof c.company_id === 'number') ? String(c.company_id).trim() : '';
        return id ? [{ id, name: typeof c.company_name === 'string' ? c.company_name : null }] : [];
      });
    }),
    businessLineSelector: adminOnly(async (_, __, { backend }) => {
      const answer = await backend.call('/company_user/business_line/selector', {});
      return readList<{ business_line_id: unknown; business_line_name?: unknown }>(answer.data).flatMap((l) => {
        const id =
          l && (typeof l.business_line_id === 'string' || typeof l.business_line_id === 'number') ? String(l.business_line_id).trim() : '';
        const name = typeof l?.business_line_name === 'string' ? l.business_line_name : null;
        return id ? [{ id, name, line: lineName(id) }] : [];
      });
    }),
    funcionarios: adminOnly(async (_, { search }, context) => {
      const type = SEARCH_TYPES[search.type];
      const errors = searchErrors(type, search.value);
      if (errors.length) return { rows: [], emptyMessage: null, fieldErrors: errors };
      const value = type === SEARCH_TYPE.rut ? formatRut(search.value.trim()) : search.value.trim();
      // no company named: every company of the Administrador's, asked at once (the list as the page opens)
      if (type === SEARCH_TYPE.company && !value) {
        const companies = await ownCompanyIds(context);
        const answers = await Promise.all(companies.map((id) => context.backend.call('/company_user/list', { type, value: id })));
        return mergeSearches(answers.map(mapFuncionarioSearch));
      }
      const list = () => context.backend.call('/company_user/list', { type, value });
      if (type === SEARCH_TYPE.company) return mapFuncionarioSearch(await readBesideCheck(() => requireOwnCompany(context, value), list));
      return mapFuncionarioSearch(await list());
    }),
    funcionario: adminOnly(async (_, { id }, { backend }) => {
      const answer = await backend.call('/company_user/get', { id: backendId(id) });
      const user = answer.status === 'ok' || answer.status === undefined ? answer.data?.company_user : null;
      const mapped = user ? mapFuncionario(user) : null;
      if (!mapped) throw malformed('/company_user/get');
      return mapped;
    }),
    funcionarioHistory: adminOnly(async (_, { id }, { backend }) => {
      const answer = await backend.call('/company_user/history', { id: backendId(id) });
      return answer.status === 'ok' ? readList<BackendFuncionarioChange>(answer.data).map(mapFuncionarioChange) : [];
    }),
    funcionarioDeletion: adminOnly(async (_, { id }, { backend }) => {
      const answer = await backend.call('/company_user/can_delete', { id: backendId(id) });
      return { allowed: answer.status === 'ok', message: typeof answer.message === 'string' ? answer.message : null };
    }),
    funcionarioRutCheck: adminOnly(async (_, { rut }, { backend }) => {
      const errors = rutErrors(rut);
      if (errors.length)
        return {
          available: false,
          message: errors[0]!.message,
          origin: null,
          person: null,
          lockedFields: [],
          notice: null,
          reserved: null,
        };
      return mapRutCheck(await backend.call('/company_user/exists', { dni: normalRut(rut) }));
    }),
    grantableCompanies: adminOnly(async (_, __, { backend }) => {
      const answer = await backend.call('/company/list', {});
      return readList<BackendCompany>(answer.data).flatMap((company) => {
        const mapped = mapGrantableCompany(company);
        return mapped ? [mapped] : [];
      });
    }),
    clientSearch: adminOnly(async (_, { filter }, context) => {
      const companyId = filter.companyId?.trim() ?? '';
      const lineId = filter.businessLineId?.trim() ?? '';
      const payload = {
        client_cod: filter.clientCode?.trim() ?? '',
        company_id: companyId ? backendId(companyId) : '',
        business_line_id: lineId ? backendId(lineId) : '',
      };
      const answer = await readBesideCheck(
        () => Promise.all([companyId && requireOwnCompany(context, companyId), lineId && requireOwnLine(context, lineId)]),
        () => context.backend.call('/company_user/business_line/client/list', payload),
      );
      return mapClientSearch(answer, answer.status === 'ok' ? NO_CLIENT_ROWS : (answer.message ?? NO_CLIENT_ROWS));
    }),
    clientDetail: adminOnly(async (_, { clientId, companyId }, context) => {
      const payload = { client_id: backendId(clientId), company_id: backendId(companyId) };
      const answer = await readBesideCheck(
        async () => {
          const [, clients] = await Promise.all([requireOwnCompany(context, companyId), ownClients(context)]);
          if (clients.get(clientId.trim())?.company !== companyId.trim()) throw gatewayError('FORBIDDEN', NOT_YOUR_COMPANY);
        },
        () => context.backend.call('/company_user/business_line/client/get', payload),
      );
      if (answer.status !== undefined && answer.status !== 'ok' && !answer.data) throw malformed('/company_user/business_line/client/get');
      return mapClientDetail(answer, NO_CLIENT_FUNCIONARIOS);
    }),
  },
  Mutation: {
    requestReservedFuncionario: async (_, { rut }, context) => {
      await requireAdministrator(context);
      const errors = rutErrors(rut);
      if (errors.length) return refused(errors);
      const answer = await context.backend.call('/company_user/request_user', { dni: normalRut(rut) });
      if (answer.status === 'ok') return { ok: true, message: REQUEST_SENT, fieldErrors: [] };
      return {
        ok: false,
        message: typeof answer.message === 'string' && answer.message ? answer.message : 'Intenta nuevamente',
        fieldErrors: [],
      };
    },
    validateFuncionario: async (_, { input }, context) => {
      await requireAdministrator(context);
      const { values, errors } = personal(input);
      const grants = clientCodes(input.grants);
      const refusedGrants = input.grants?.length ? await grantCheck(context, grants, false) : [];
      if (errors.length || refusedGrants.length)
        return refused([...errors, ...refusedGrants].map((e) => ({ field: inputField(e.field), message: e.message })));
      const answer = await context.backend.call('/company_user/store', { validation_only: 1, ...values, client_codes: grants });
      // step 2 is before the privileges: an error on client_codes alone is tolerated (spec 3 §4)
      return formPayload(answer, { ok: null, failed: null }, ['client_codes']);
    },
    createFuncionario: async (_, { input }, context) => {
      await requireAdministrator(context);
      const { values, errors } = personal(input);
      const grants = clientCodes(input.grants);
      const all = [...errors, ...(await grantCheck(context, grants, true))];
      if (all.length) return { ok: false, message: CREATE_FAILED, fieldErrors: asInputErrors(all), funcionarioId: null };
      const payload: CompanyUserStorePayload = { validation_only: 0, ...values, client_codes: grants };
      const answer = await context.backend.call('/company_user/store', payload);
      const result = formPayload(answer, { ok: CREATED, failed: CREATE_FAILED });
      const id = answer.data && typeof answer.data === 'object' ? answer.data.id : null;
      return { ...result, funcionarioId: result.ok && (typeof id === 'string' || typeof id === 'number') ? String(id) : null };
    },
    updateFuncionario: async (_, { input }, context): Promise<MutationPayload> => {
      await requireAdministrator(context);
      const { values, errors } = personal(input);
      const grants = clientCodes(input.grants);
      const all = [...errors, ...(await grantCheck(context, grants, true))];
      if (all.length) return refused(asInputErrors(all));
      const answer = await context.backend.call('/company_user/update', {
        id: backendId(input.id),
        ...values,
        password_check: input.regeneratePassword ? '1' : '0',
        status: input.enabled ? '1' : '0',
        client_codes: grants,
      });
      return formPayload(answer, { ok: EDITED, failed: null });
    },
    deleteFuncionario: async (_, { id }, context) => {
      await requireAdministrator(context);
      const answer = await context.backend.call('/company_user/delete', { id: backendId(id) });
      return { ok: answer.status === 'ok', message: typeof answer.message === 'string' ? answer.message : null, fieldErrors: [] };
    },
  },
};

const LINES: Record<string, 'INSTITUTIONAL_CYLINDER' | 'INDUSTRIAL_BULK' | 'ELECTRICITY'> = {
  2: 'INSTITUTIONAL_CYLINDER',
  6: 'INDUSTRIAL_BULK',
  7: 'ELECTRICITY',
};
const lineName = (id: string) => (/^\d+$/.test(id) ? (LINES[String(Number(id))] ?? null) : null);
