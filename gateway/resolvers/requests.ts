import { familyPath } from '../backend/call-family';
import { gatewayError } from '../backend/client';
import { requireSession } from '../context';
import type { Resolvers } from '../generated/resolvers';
import { statusPayload } from '../mappers/payload';
import { downPaymentFields, listPayload, mapRequestDetail, mapRequestList, mapRequestTree, RATING_FIELDS } from '../mappers/requests';
import { BOTH_DATES_REQUIRED, chileDay, FROM_AFTER_TO, ISO_DAY, NO_FUTURE_DATES } from '../../machines/rules/chile-time';

/** A request id as the backend takes it; anything else is no request at all. */
function requestId(id: string): number {
  const value = Number(id);
  if (!Number.isInteger(value) || value <= 0) throw gatewayError('BAD_USER_INPUT', 'El requerimiento no existe');
  return value;
}

export const requestsResolvers: Resolvers = {
  Viewer: {
    hasRequests: async (parent, _, { backend }) => {
      const answer = await backend.call(familyPath(parent.kind, '/request/list'), {});
      return answer.status === 'ok' && (answer.data?.length ?? 0) > 0;
    },
    requests: async (parent, { filter }, { backend }) => {
      for (const day of [filter.from, filter.to]) {
        if (day && !ISO_DAY.test(day)) throw gatewayError('BAD_USER_INPUT', 'La fecha debe tener el formato AAAA-MM-DD');
        if (day && day > chileDay()) throw gatewayError('BAD_USER_INPUT', NO_FUTURE_DATES);
      }
      // the client's rule (client/features/requests/filters.ts): no dates, or both in order
      if (Boolean(filter.from) !== Boolean(filter.to)) throw gatewayError('BAD_USER_INPUT', BOTH_DATES_REQUIRED);
      if (filter.from && filter.to && filter.from > filter.to) throw gatewayError('BAD_USER_INPUT', FROM_AFTER_TO);
      return mapRequestList(await backend.call(familyPath(parent.kind, '/request/list'), listPayload(filter)));
    },
    requestTypeTree: async (parent, _, { backend }) =>
      mapRequestTree(await backend.call(familyPath(parent.kind, '/request/type/tree'), {})),
    request: async (parent, { id, isSalesforce }, { backend }) => {
      const answer = await backend.call(familyPath(parent.kind, '/request/get'), {
        request_id: requestId(id),
        is_sf: isSalesforce === false ? 0 : 1,
      });
      return mapRequestDetail(answer.data);
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
      const [contract, me] = await Promise.all([
        answer.data?.meter_contract_id
          ? answer.data.meter_contract_id
          : backend
              .call(familyPath(kind, '/request/get'), { request_id, is_sf: 1 })
              .then((detail) => detail.data.agreement?.meter_contract_id ?? ''),
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
