/**
 * The reads a company user's screens make (spec 1 §7, spec 3 §7). Run with CONTRACT_CHECK_COMPANY_EMAIL / _PASSWORD;
 * skipped without them.
 */
import { clientCodeOf } from '../../gateway/backend/product-fields';
import { readPrivileges } from '../../gateway/mappers/funcionarios';
import { holds, PRIVILEGE } from '../../machines/rules/privileges';
import { bulkChecks } from './bulk';
import { dataList, dataRecord, given, idOf, none, numberIdOf, recordAt, type Check } from './check';
import { ELECTRICITY_CHECKS, learnElectricityContract } from './electricity';
import { INSTITUTIONAL_CHECKS, learnInstitutionalClient } from './institutional';
import { requestChecks } from './requests';

/** business_line_id of industrial bulk (spec 3 §3) */
const INDUSTRIAL_BULK = 6;
const privilegesOf = (service: Record<string, unknown>) => {
  const list = recordAt(service, 'pivot')?.privileges;
  return Array.isArray(list) ? list.map(Number) : [];
};
/** what Granel Industrial's screens read with (spec 3 §6): the client the check asks about should hold them all */
const INDUSTRIAL_READS = [
  PRIVILEGE.tanksAndOrders,
  PRIVILEGE.currentAccount,
  PRIVILEGE.telemetry,
  PRIVILEGE.payments,
  PRIVILEGE.debtDetail,
  PRIVILEGE.priceChanges,
];

/** The industrial bulk client to ask about: one holding every privilege the screens read with, else the first. */
function industrialClientOf(
  clients: Array<Record<string, unknown>>,
  codeOf: (client: Record<string, unknown>) => string | null | undefined,
  held: (client: Record<string, unknown>) => number[],
): string | undefined {
  const industrial = clients.filter((c) => Number(c.business_line_id) === INDUSTRIAL_BULK && codeOf(c));
  const client = industrial.find((c) => INDUSTRIAL_READS.every((p) => holds(held(c), p))) ?? industrial[0];
  return client ? (codeOf(client) ?? undefined) : undefined;
}

export const COMPANY_CHECKS: Check[] = [
  {
    path: '/me',
    payload: none,
    learn: (answer, known) => void (known.personId = numberIdOf(recordAt(dataRecord(answer), 'person')?.id)),
  },
  { path: '/company_user/validate_sf', payload: none },
  { path: '/company_user/campains', payload: none },
  {
    path: '/company_user/profile/get',
    needs: 'la respuesta de /me no trae data.person.id',
    payload: given(
      (k) => k.personId,
      (id) => ({ id }),
    ),
  },
  { path: '/company_user/notification/list', payload: none },
  {
    path: '/company/list',
    // a backend without /company_user/services (a path we chose) names its clients here: {product}_client_id, pivot
    learn: (answer, known) => {
      const clients = dataList(answer).flatMap((company) => (Array.isArray(company.sap_clients) ? company.sap_clients : []));
      known.bulkClient ??= industrialClientOf(clients, clientCodeOf, (client) => readPrivileges(recordAt(client, 'pivot')?.privileges));
      if (!known.institutionalClient)
        learnInstitutionalClient(clients, clientCodeOf, (client) => readPrivileges(recordAt(client, 'pivot')?.privileges), known);
      if (!known.electricityContract) learnElectricityContract(clients, known);
    },
    payload: none,
  },
  { path: '/privileges/self_get', payload: none },
  {
    path: '/company_user/services',
    payload: none,
    learn: (answer, known) => {
      known.bulkClient = industrialClientOf(dataList(answer), (s) => idOf(s.client_cod), privilegesOf) ?? known.bulkClient;
      learnInstitutionalClient(dataList(answer), (s) => idOf(s.client_cod), privilegesOf, known);
      learnElectricityContract(dataList(answer), known);
    },
  },
  // Granel Industrial: the person's bulk reads on the company user's paths, and the tank summary
  ...bulkChecks('COMPANY'),
  {
    path: '/company_user/bussines_line/industrial/resume',
    needs: 'el usuario de empresa no tiene clientes de Granel Industrial',
    payload: given(
      (k) => k.bulkClient,
      (client_code) => ({ client_code }),
    ),
  },
  ...requestChecks({ list: '/company_user/request/list', get: '/company_user/request/get', tree: '/company_user/request/type/tree' }),
  // Envasado Institucional
  ...INSTITUTIONAL_CHECKS,
  // Suministro Eléctrico
  ...ELECTRICITY_CHECKS,
];
