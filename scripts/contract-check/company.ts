/**
 * The reads a company user's screens make (spec 1 §7, spec 3 §7). Run with CONTRACT_CHECK_COMPANY_EMAIL / _PASSWORD;
 * skipped without them.
 */
import { holds, PRIVILEGE } from '../../machines/rules/privileges';
import { dataList, dataRecord, given, idOf, none, numberIdOf, recordAt, type Check } from './check';
import { requestChecks } from './requests';

/** business_line_id of industrial bulk (spec 3 §3) */
const INDUSTRIAL_BULK = 6;
const privilegesOf = (service: Record<string, unknown>) => {
  const list = recordAt(service, 'pivot')?.privileges;
  return Array.isArray(list) ? list.map(Number) : [];
};

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
  { path: '/company/list', payload: none },
  { path: '/privileges/self_get', payload: none },
  {
    path: '/company_user/services',
    payload: none,
    learn: (answer, known) => {
      const service = dataList(answer).find(
        (s) => Number(s.business_line_id) === INDUSTRIAL_BULK && idOf(s.client_cod) && holds(privilegesOf(s), PRIVILEGE.debtDetail),
      );
      known.industrialClient = idOf(service?.client_cod);
    },
  },
  {
    path: '/company_user/industrial/debt',
    needs: 'el usuario de empresa no tiene clientes de Granel Industrial con el privilegio de detalle de deuda (1008)',
    payload: given(
      (k) => k.industrialClient,
      (client_cod) => ({ client_cod }),
    ),
  },
  ...requestChecks({ list: '/company_user/request/list', get: '/company_user/request/get', tree: '/company_user/request/type/tree' }),
];
