import { PRIVILEGE } from '../../machines/rules/privileges';
import type { RequestForm, RequestInput } from '../../schema/generated/types';
import type { BackendClient } from '../backend/client';
import { readBesideClientIdPrivilege, requireClientIdPrivilege } from '../company-privileges';
import { requireSession, type GatewayContext } from '../context';
import type { Resolvers } from '../generated/resolvers';
import {
  definitionErrors,
  LINE_ID,
  mapCategories,
  mapForm,
  mapTypeRef,
  requestInputErrors,
  requestPayload,
  requestTypeId,
  simulationNamesDebt,
  simulationPayload,
  targetClientId,
  targetErrors,
  toRequestPayload,
} from '../mappers/request-forms';

const REQUEST_CODE = /^[A-Z0-9]{1,20}$/;

/**
 * A company user files requests (Granel Industrial's Requerimientos tab, spec 3 §6) only about a client it holds 1006
 * on: refused before the form is read or anything is sent. A person's calls pass (the backend answers a person only
 * about its own services).
 */
const requireRequestsPrivilege = (context: GatewayContext, clientId: number | null) =>
  requireClientIdPrivilege(context, clientId, PRIVILEGE.requests);

/**
 * The form's definition as the wizard drew it (its fields, its amount), read again to check what is filed; null when
 * it cannot be read, which leaves the checks to the backend.
 */
async function definitionOf(backend: BackendClient, input: RequestInput): Promise<RequestForm | null> {
  const { request_type_id, client_id, patent } = toRequestPayload(input);
  try {
    return mapForm(await backend.call('/request/type/get', { request_type_id, client_id, patent }));
  } catch {
    return null;
  }
}

/** The request wizard (spec 2 "Request wizard"): step 2's categories, step 3's form, the preload by code, filing and step 4b. */
export const requestFormsResolvers: Resolvers = {
  Viewer: {
    requestCategories: async (_, { line }, { backend }) =>
      mapCategories(await backend.call('/request/category/list', { business_line_id: LINE_ID[line] })),
    requestForm: (_, { typeId, clientId, patent }, context) =>
      // a read: asked beside the privilege check, its answer given only when the check passes (issue 44)
      readBesideClientIdPrivilege(context, clientId ?? null, PRIVILEGE.requests, async () =>
        mapForm(
          await context.backend.call('/request/type/get', {
            request_type_id: requestTypeId(typeId),
            client_id: clientId ?? null,
            patent: patent?.trim().toUpperCase() || null,
          }),
        ),
      ),
    requestTypeByCode: async (_, { code }, { backend, kind }) => {
      const crmCode = code.trim().toUpperCase();
      if (!REQUEST_CODE.test(crmCode)) return null;
      // a person's codes name the person catalogue's types, the same for every person: kept by the gateway (issue 44).
      // A company user's answer is its own (the backend looks among the company lines), never kept for a person.
      const payload = { crm_type_id: crmCode };
      return mapTypeRef(
        await (kind === 'PERSON' ? backend.callReference('/request/type/ids', payload) : backend.call('/request/type/ids', payload)),
      );
    },
  },
  Mutation: {
    createRequest: async (_, { input }, context) => {
      requireSession(context);
      const missing = targetErrors(input);
      if (missing) return { ok: false, message: missing, fieldErrors: [], requestId: null };
      await requireRequestsPrivilege(context, targetClientId(input));
      const fieldErrors = requestInputErrors(input);
      if (fieldErrors.length) return { ok: false, message: null, fieldErrors, requestId: null };
      // the client's step-3 checks, again, against the form's definition
      const form = await definitionOf(context.backend, input);
      const formErrors = form ? definitionErrors(form.fields, input) : [];
      if (formErrors.length) return { ok: false, message: null, fieldErrors: formErrors, requestId: null };
      return requestPayload(await context.backend.call('/request/create-sf', toRequestPayload(input)));
    },
    simulateAgreement: async (_, { input }, context) => {
      requireSession(context);
      const missing = targetErrors(input);
      if (missing) return { ok: false, message: missing, fieldErrors: [], simulation: null };
      await requireRequestsPrivilege(context, targetClientId(input));
      const fieldErrors = requestInputErrors(input);
      if (fieldErrors.length) return { ok: false, message: null, fieldErrors, simulation: null };
      // the definition gives the client's step-3 checks and the debt, which /request/validate may not name (spec 2 §7)
      const form = await definitionOf(context.backend, input);
      const formErrors = form ? definitionErrors(form.fields, input) : [];
      if (formErrors.length) return { ok: false, message: null, fieldErrors: formErrors, simulation: null };
      const answer = await context.backend.call('/request/validate', toRequestPayload(input));
      return simulationPayload(answer, input, simulationNamesDebt(answer) ? null : (form?.amount ?? null));
    },
  },
};
