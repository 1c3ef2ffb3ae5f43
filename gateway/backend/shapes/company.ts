/** The shapes of the company users' answers typed so far (gateway/backend/contract/company.ts, privileges.ts). */
import type {
  BackendCompany,
  BackendCompanyService,
  BackendIndustrialCredit,
  BackendPrivilege,
  CompanyListAnswer,
  CompanyServicesAnswer,
  IndustrialDebtAnswer,
  PrivilegesSelfAnswer,
} from '../contract';
import { amount, array, describeValue, literal, nullable, number, object, optional, string, type Shape } from '../shape';

const companyShape = object<BackendCompany>()({
  id: number,
  name: string,
  dni: string,
  sap_clients: array(object<BackendCompany['sap_clients'][number]>()({ id: number, client_cod: string, business_line_id: number })),
});

export const companyListShape = object<CompanyListAnswer>()({ status: literal('ok', 'empty'), data: optional(array(companyShape)) });

const companyServiceShape = object<BackendCompanyService>()({
  id: number,
  client_id: number,
  client_cod: string,
  contract_cod: nullable(string),
  business_line_id: literal(2, 6, 7),
  client_address: string,
  client_city: string,
  client_region_cod: string,
  company_id: number,
  pivot: object<BackendCompanyService['pivot']>()({ privileges: array(number), company_name: string, company_dni: string }),
});

export const companyServicesShape = object<CompanyServicesAnswer>()({
  status: literal('ok', 'empty'),
  data: optional(array(companyServiceShape)),
});

const credit = nullable(amount);
export const industrialDebtShape = object<IndustrialDebtAnswer>()({
  status: literal('ok', 'empty'),
  message: optional(string),
  data: optional(object<BackendIndustrialCredit>()({ aproved_credit: credit, used_credit: credit, available_credit: credit })),
});

const privilegeShape = object<BackendPrivilege>()({ id: number, name: string, business_lines_id: number });

/** privileges per client code: a record whose values are lists of privilege numbers */
const BY_CLIENT = 'objeto { código de cliente: número[] }';
const privilegesByClient: Shape<Record<string, number[]>> = {
  expects: BY_CLIENT,
  check(value, at, out) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      return void out.push({ at, expected: BY_CLIENT, got: describeValue(value) });
    for (const [client, list] of Object.entries(value)) array(number).check(list, `${at}.${client}`, out);
  },
};

export const privilegesSelfShape = object<PrivilegesSelfAnswer>()({
  status: literal('ok'),
  data: object<PrivilegesSelfAnswer['data']>()({ privileges: array(privilegeShape), clients: privilegesByClient }),
});
