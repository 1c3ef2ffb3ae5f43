import { familyPath } from '../backend/call-family';
import { gatewayError, toGraphQLError } from '../backend/client';
import type { BackendId } from '../backend/contract';
import { BackendError } from '../backend/errors';
import { idForm } from '../backend/forms';
import { requireSession } from '../context';
import type { Resolvers } from '../generated/resolvers';
import { statusPayload } from '../mappers/payload';
import {
  downPaymentFields,
  idPayload,
  listPayload,
  mapRequestDetail,
  mapRequestList,
  mapRequestTree,
  RATING_FIELDS,
} from '../mappers/requests';
import { BOTH_DATES_REQUIRED, chileDay, FROM_AFTER_TO, ISO_DAY, NO_FUTURE_DATES } from '../../machines/rules/chile-time';

/**
 * A request id as the backend takes it (its digits, leading zeros kept: gateway/mappers/requests.ts idPayload); anything
 * else is no request at all.
 */
function requestId(id: string): BackendId {
  const text = id.trim();
  if (!/^\d{1,20}$/.test(text) || /^0+$/.test(text)) throw gatewayError('BAD_USER_INPUT', 'El requerimiento no existe');
  return idPayload(text);
}

export const requestsResolvers: Resolvers = {
  Viewer: {
    hasRequests: async (parent, _, { backend }) => {
      const answer = await backend.call(familyPath(parent.kind, '/request/list'), {});
      return answer.status === 'ok' && Array.isArray(answer.data) && answer.data.length > 0;
    },
    requests: async (parent, { filter }, { backend }) => {
      for (const day of [filter.from, filter.to]) {
        if (day && !ISO_DAY.test(day)) throw gatewayError('BAD_USER_INPUT', 'La fecha debe tener el formato AAAA-MM-DD');
        if (day && day > chileDay()) throw gatewayError('BAD_USER_INPUT', NO_FUTURE_DATES);
      }
      // the client's rule (client/features/requests/filters.ts): no dates, or both in order
      if (Boolean(filter.from) !== Boolean(filter.to)) throw gatewayError('BAD_USER_INPUT', BOTH_DATES_REQUIRED);
      if (filter.from && filter.to && filter.from > filter.to) throw gatewayError('BAD_USER_INPUT', FROM_AFTER_TO);
      const path = familyPath(parent.kind, '/request/list');
      return mapRequestList(await backend.call(path, listPayload(filter)), path);
    },
    requestTypeTree: async (parent, _, { backend }) => {
      const path = familyPath(parent.kind, '/request/type/tree');
      return mapRequestTree(await backend.call(path, {}), path);
    },
    request: async (parent, { id, isSalesforce }, { backend }) => {
      const path = familyPath(parent.kind, '/request/get');
      const answer = await backend.call(path, { request_id: requestId(id), is_sf: isSalesforce === false ? 0 : 1 });
      // an answer without its request is no request: the block fails alone
      const data: unknown = answer.data;
      if (data === null || typeof data !== 'object' || Array.isArray(data))
        throw toGraphQLError(new BackendError('MALFORMED', path, 200, 'Respuesta inválida del servicio'));
      return mapRequestDetail(answer.data, { id: id.trim(), isSalesforce: isSalesforce !== false });
    },
  },
  Mutation: {
    rateRequest: async (_, { input }, context) => {
      requireSession(context);
      const answer = await context.backend.call('/request/rate', {
        request_id: requestId(input.requestId),
        calificacion: input.rating,
        comentario: input.comment?.trim() ?? '',
      });
      const payload = statusPayload(answer);
      return { ...payload, fieldErrors: payload.fieldErrors.map((e) => ({ ...e, field: RATING_FIELDS[e.field] ?? e.field })) };
    },
    createDownPayment: async (_, { requestId: id }, context) => {
      requireSession(context);
      const { backend, kind, config } = context;
      const request_id = requestId(id);
      const answer = await backend.call('/request/create/down_payment', { request_id });
      if (answer.status !== 'ok') {
        return { ok: false, message: answer.message ?? 'No fue posible crear el convenio de pago', fieldErrors: [], portal: null };
      }
      const given = idForm.read(answer.data?.meter_contract_id);
      const [contract, me] = await Promise.all([
        given ??
          backend
            .call(familyPath(kind, '/request/get'), { request_id, is_sf: 1 })
            .then((detail) => idForm.read(detail.data?.agreement?.meter_contract_id) ?? ''),
        backend.call('/me', {}),
      ]);
      const person = me.data.person;
      return {
        ok: true,
        message: answer.message ?? null,
        fieldErrors: [],
        portal: {
          url: config.links.paymentPortal,
          fields: downPaymentFields({
            clientCode: contract,
            email: person.email ?? '',
            phone: person.phone ?? '',
            // the portal returns to the wizard's 'code' screen on the meter's requests route: 'Pago realizado con éxito'
            // (spec 2 §2 /requerimientos/{code}; agreements are the meter's)
            returnPath: `/mis-servicios/medidor/requerimientos/${request_id}`,
          }),
        },
      };
    },
  },
};
