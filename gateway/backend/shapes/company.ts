/** The shapes of the company users' answers typed so far (gateway/backend/contract/company.ts, privileges.ts). */
import type {
  BackendCompany,
  BackendCompanyClient,
  BackendCompanyService,
  BackendIndustrialDebt,
  BackendPrivilege,
  CompanyListAnswer,
  CompanyServicesAnswer,
  IndustrialDebtAnswer,
  PrivilegesSelfAnswer,
} from '../contract';
import { clientCodeOf } from '../product-fields';
import { amount, array, describeValue, id, literal, nullable, number, object, oneOf, optional, string, text, type Shape } from '../shape';
import { debtItemShape } from './bulk';

const maybe = <T>(shape: Shape<T>) => optional(nullable(shape));

const companyClientFields = object<BackendCompanyClient>()({
  id,
  business_line_id: id,
  client_cod: maybe(text),
  client_id: maybe(id),
  client_address: maybe(text),
  client_city: maybe(text),
  client_region_cod: maybe(text),
  pivot: maybe(
    object<NonNullable<BackendCompanyClient['pivot']>>()({
      // a list of privilege numbers, or the JSON text of one ('["1002","1003"]')
      privileges: maybe(oneOf(array(id), string)),
      company_name: maybe(text),
      company_dni: maybe(text),
    }),
  ),
});

/** The client's code is required, as client_cod or as the product's {product}_client_id (spec 3 §3). */
const CLIENT_CODE = 'client_cod o {product}_client_id (texto o número)';
const companyClientShape: Shape<BackendCompanyClient> = {
  expects: companyClientFields.expects,
  check(value, at, out) {
    companyClientFields.check(value, at, out);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
    if (!clientCodeOf(value as Record<string, unknown>))
      out.push({ at: `${at}.client_cod`, expected: CLIENT_CODE, got: 'nada (campo ausente)' });
  },
};

const companyShape = object<BackendCompany>()({ id, name: text, dni: text, sap_clients: array(companyClientShape) });

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
  data: optional(
    object<BackendIndustrialDebt>()({
      aproved_credit: credit,
      used_credit: credit,
      available_credit: credit,
      // the debt's documents, as /housing/debt's (Detalle de Deuda reads this call too)
      documents: optional(array(debtItemShape)),
    }),
  ),
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
