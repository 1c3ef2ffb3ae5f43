import { holds, PRIVILEGE } from '../machines/rules/privileges';
import type { BackendClient } from './backend/client';
import type { BackendCompany, BackendCompanyClient } from './backend/contract';
import { readList } from './backend/forms';
import { isNotProvided } from './backend/not-provided';
import { mapCompanyClients, mapCompanyService, pivotHasPrivileges } from './mappers/company';
import type { CompanyService } from './resolvers/parents';

/**
 * The company user's services with the privileges granted on each: our /company_user/services (a path we chose,
 * chosen-paths.ts), or, on a backend without it, the same services from the spec's own calls. The backend client
 * memoises a request's calls, so the dashboard and a privilege check reading them cost one call.
 */
export async function companyServices(backend: BackendClient): Promise<CompanyService[]> {
  try {
    const answer = await backend.call('/company_user/services', {});
    return withElectricityPrivilege(answer.status === 'ok' ? (answer.data ?? []).map(mapCompanyService) : []);
  } catch (error) {
    if (isNotProvided(error)) return withElectricityPrivilege(await servicesOfCompanies(backend));
    throw error;
  }
}

/**
 * Suministro Eléctrico's privilege (3001) is ours: the spec gates electricity by its flag alone (spec 3 §4, §6). A
 * backend whose privilege answers never mention 3001 does not know it: there each line-7 client of the user is read as
 * holding it, so the client shows the area and the gateway lets its calls through the same way (docs/decisions.md,
 * "Suministro Eléctrico"). A backend that grants 3001 on any client is taken at its word for every client.
 */
export function withElectricityPrivilege(services: CompanyService[]): CompanyService[] {
  if (services.some((s) => holds(s.privileges, PRIVILEGE.electricity))) return services;
  return services.map((s) => (s.line === 'ELECTRICITY' ? { ...s, privileges: [...s.privileges, PRIVILEGE.electricity] } : s));
}

/**
 * The user's services from /company/list's sap_clients (spec 3 §3), their privileges from each pivot; only when a
 * pivot lacks them is /privileges/self_get asked for its list per client code (spec 1 §6).
 */
async function servicesOfCompanies(backend: BackendClient): Promise<CompanyService[]> {
  const answer = await backend.call('/company/list', {});
  const companies = answer.status === 'ok' ? readList<BackendCompany>(answer.data) : [];
  const pivotsLack = companies.some((company) => readList<BackendCompanyClient>(company?.sap_clients).some((c) => !pivotHasPrivileges(c)));
  const held = pivotsLack ? await backend.call('/privileges/self_get', {}) : null;
  const heldByCode = held?.status === 'ok' ? (held.data?.clients ?? {}) : {};
  return companies.flatMap((company) => mapCompanyClients(company, heldByCode));
}
