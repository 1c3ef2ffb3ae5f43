import { requireSession } from '../context';
import type { Resolvers } from '../generated/resolvers';
import {
  LINE_ID,
  mapCategories,
  mapForm,
  mapTypeRef,
  requestInputErrors,
  requestPayload,
  requestTypeId,
  simulationNamesDebt,
  simulationPayload,
  targetErrors,
  toRequestPayload,
} from '../mappers/request-forms';

const REQUEST_CODE = /^[A-Z0-9]{1,20}$/;

/** The request wizard (spec 2 "Request wizard"): step 2's categories, step 3's form, the preload by code, filing and step 4b. */
export const requestFormsResolvers: Resolvers = {
  Viewer: {
    requestCategories: async (_, { line }, { backend }) =>
      mapCategories(await backend.call('/request/category/list', { business_line_id: LINE_ID[line] })),
    requestForm: async (_, { typeId, clientId, patent }, { backend }) =>
      mapForm(
        await backend.call('/request/type/get', {
          request_type_id: requestTypeId(typeId),
          client_id: clientId ?? null,
          patent: patent?.trim().toUpperCase() || null,
        }),
      ),
    requestTypeByCode: async (_, { code }, { backend }) => {
      const crmCode = code.trim().toUpperCase();
      return REQUEST_CODE.test(crmCode) ? mapTypeRef(await backend.call('/request/type/ids', { crm_type_id: crmCode })) : null;
    },
  },
  Mutation: {
    createRequest: async (_, { input }, context) => {
      requireSession(context);
      const missing = targetErrors(input);
      if (missing) return { ok: false, message: missing, fieldErrors: [], requestId: null };
      const fieldErrors = requestInputErrors(input);
      if (fieldErrors.length) return { ok: false, message: null, fieldErrors, requestId: null };
      return requestPayload(await context.backend.call('/request/create-sf', toRequestPayload(input)));
    },
    simulateAgreement: async (_, { input }, context) => {
      requireSession(context);
      const missing = targetErrors(input);
      if (missing) return { ok: false, message: missing, fieldErrors: [], simulation: null };
      const fieldErrors = requestInputErrors(input);
      if (fieldErrors.length) return { ok: false, message: null, fieldErrors, simulation: null };
      const payload = toRequestPayload(input);
      const answer = await context.backend.call('/request/validate', payload);
      if (answer.data === undefined || answer.data === null || simulationNamesDebt(answer)) return simulationPayload(answer, input);
      const form = mapForm(
        await context.backend.call('/request/type/get', {
          request_type_id: payload.request_type_id,
          client_id: payload.client_id,
          patent: payload.patent,
        }),
      );
      return simulationPayload(answer, input, form.amount);
    },
  },
};
