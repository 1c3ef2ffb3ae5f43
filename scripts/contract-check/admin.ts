/**
 * The reads of the company Administrador's screens (spec 3 §2, §7; issue 39): Buscar Clientes, the client's detail,
 * Mis Funcionarios and a funcionario's record. Run with CONTRACT_CHECK_ADMIN_EMAIL / _PASSWORD (an Administrador:
 * a Funcionario is refused them); skipped without them. Read-only: the creation, edit, deletion and reserved-RUT
 * request are not made.
 */
import { dataList, dataRecord, given, idOf, none, recordAt, type Check } from './check';

/** funcionario search type 4: by company (spec 3 §9) */
const BY_COMPANY = 4;

export const ADMIN_CHECKS: Check[] = [
  { path: '/company/list', payload: none },
  {
    path: '/company_user/business_line/company/selector',
    payload: none,
    learn: (answer, known) =>
      void (known.adminCompany = dataList(answer)
        .map((c) => idOf(c.company_id))
        .find(Boolean)),
  },
  { path: '/company_user/business_line/selector', payload: none },
  {
    path: '/company_user/business_line/client/list',
    payload: () => ({ client_cod: '', company_id: '', business_line_id: '' }),
    learn: (answer, known) => {
      const row = dataList(answer).find((r) => idOf(r.client_id) && idOf(r.company_id));
      if (row) known.adminClient = { id: idOf(row.client_id)!, company: idOf(row.company_id)! };
    },
  },
  {
    path: '/company_user/business_line/client/get',
    needs: 'el Administrador no tiene clientes en Buscar Clientes',
    payload: given(
      (k) => k.adminClient,
      (client) => ({ client_id: client.id, company_id: client.company }),
    ),
  },
  {
    path: '/company_user/list',
    needs: 'el Administrador no tiene empresas',
    payload: given(
      (k) => k.adminCompany,
      (company) => ({ type: BY_COMPANY, value: company }),
    ),
    learn: (answer, known) => {
      const row = dataList(answer).find((r) => idOf(r.id));
      if (row) known.funcionario = { id: idOf(row.id)!, rut: idOf(row.dni) };
    },
  },
  {
    path: '/company_user/get',
    needs: 'las empresas del Administrador no tienen funcionarios',
    payload: given(
      (k) => k.funcionario,
      (f) => ({ id: f.id }),
    ),
    learn: (answer, known) => {
      const user = recordAt(dataRecord(answer), 'company_user');
      if (known.funcionario && user) known.funcionario.rut ??= idOf(user.dni);
    },
  },
  {
    path: '/company_user/can_delete',
    needs: 'las empresas del Administrador no tienen funcionarios',
    payload: given(
      (k) => k.funcionario,
      (f) => ({ id: f.id }),
    ),
  },
  {
    path: '/company_user/history',
    needs: 'las empresas del Administrador no tienen funcionarios',
    payload: given(
      (k) => k.funcionario,
      (f) => ({ id: f.id }),
    ),
  },
  // a RUT already registered: the answer is an error with errors.dni, and nothing changes
  {
    path: '/company_user/exists',
    needs: 'las empresas del Administrador no tienen funcionarios con RUT',
    payload: given(
      (k) => k.funcionario?.rut,
      (dni) => ({ dni }),
    ),
  },
];
