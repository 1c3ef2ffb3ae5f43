/**
 * The shapes of the Administrador's reads (gateway/backend/contract/company.ts, issue 39): what the spec names is
 * required in any of the forms it allows; what we added for the grid and the history (a client's line, a
 * funcionario's privilege ids) may be left out.
 */
import type {
  BackendClientDetail,
  BackendClientFuncionario,
  BackendClientRow,
  BackendExistingPerson,
  BackendFuncionario,
  BackendFuncionarioChange,
  BackendFuncionarioClient,
  BackendFuncionarioRow,
  CanDeleteAnswer,
  ClientDetailAnswer,
  ClientListAnswer,
  CompanySelectorAnswer,
  CompanyUserGetAnswer,
  CompanyUserHistoryAnswer,
  CompanyUserListAnswer,
  ExistsAnswer,
  LineSelectorAnswer,
} from '../contract';
import { array, date, id, literal, nullable, number, object, oneOf, optional, string, text, unknown, yesNo, type Shape } from '../shape';

const maybe = <T>(shape: Shape<T>) => optional(nullable(shape));
const status = literal('ok', 'empty', 'error');
const message = optional(string);
/** privilege ids: numbers, or a JSON list written as text */
const privilegeList = oneOf(array(number), string);

const funcionarioRowShape = object<BackendFuncionarioRow>()({
  id,
  name: text,
  last_name: maybe(text),
  dni: text,
  email: text,
  status: yesNo,
  can_delete: yesNo,
});

export const funcionarioListShape = object<CompanyUserListAnswer>()({ status, message, data: optional(array(funcionarioRowShape)) });

export const existsShape = object<ExistsAnswer>()({
  status: literal('ok', 'error'),
  message,
  origin: maybe(text),
  data: maybe(
    object<BackendExistingPerson>()({
      name: maybe(text),
      last_name: maybe(text),
      email: maybe(text),
      phone: maybe(text),
      origin: maybe(text),
    }),
  ),
  errors: optional(unknown as Shape<Record<string, string[]>>),
  show_modal: maybe(yesNo),
  modal_messages: maybe(array(string)),
  message_1: maybe(string),
  message_2: maybe(string),
});

const funcionarioClientShape = object<BackendFuncionarioClient>()({
  id,
  client_cod: maybe(text),
  business_line_id: id,
  address: maybe(text),
  comune: maybe(text),
  merchandise_recipients: unknown,
  payment_responsibles: unknown,
  pivot: maybe(object<NonNullable<BackendFuncionarioClient['pivot']>>()({ privileges: maybe(privilegeList) })),
});

export const funcionarioGetShape = object<CompanyUserGetAnswer>()({
  status: literal('ok', 'error'),
  message,
  data: maybe(
    object<NonNullable<CompanyUserGetAnswer['data']>>()({
      company_user: object<BackendFuncionario>()({
        id,
        name: text,
        last_name: text,
        dni: text,
        email: text,
        phone: maybe(text),
        status: yesNo,
        can_delete: maybe(yesNo),
        sap_clients: array(funcionarioClientShape),
        client_codes: unknown as Shape<BackendFuncionario['client_codes']>,
      }),
    }),
  ),
});

export const canDeleteShape = object<CanDeleteAnswer>()({ status: literal('ok', 'error'), message });

const changeShape = object<BackendFuncionarioChange>()({
  created_at: date,
  author_id: maybe(id),
  author_name: maybe(text),
  action: string,
  client_id: maybe(id),
  client_cod: maybe(text),
  privileges: maybe(array(number)),
  fields: maybe(array(string)),
});

export const historyShape = object<CompanyUserHistoryAnswer>()({ status, message, data: optional(array(changeShape)) });

export const companySelectorShape = object<CompanySelectorAnswer>()({
  status,
  message,
  data: optional(array(object<NonNullable<CompanySelectorAnswer['data']>[number]>()({ company_id: id, company_name: text }))),
});

export const lineSelectorShape = object<LineSelectorAnswer>()({
  status,
  message,
  data: optional(array(object<NonNullable<LineSelectorAnswer['data']>[number]>()({ business_line_id: id, business_line_name: text }))),
});

const clientRowShape = object<BackendClientRow>()({
  client_cod: text,
  client_id: id,
  company_id: id,
  company_name: text,
  company_dni: text,
  business_line_name: text,
  business_line_id: maybe(id),
  merchandise_recipients: unknown,
  payment_responsibles: unknown,
});

export const clientListShape = object<ClientListAnswer>()({ status, message, data: optional(array(clientRowShape)) });

const clientFuncionarioShape = object<BackendClientFuncionario>()({
  company_user_id: id,
  company_user_name: text,
  company_user_dni: text,
  company_user_email: text,
  privileges_string: maybe(text),
  privileges: maybe(array(number)),
});

export const clientDetailShape = object<ClientDetailAnswer>()({
  status: literal('ok', 'error'),
  message,
  data: maybe(
    object<BackendClientDetail>()({
      client_cod: text,
      company_dni: text,
      company_name: text,
      client_address: maybe(text),
      client_city: maybe(text),
      client_region: maybe(text),
      business_line_id: maybe(id),
      company_users: array(clientFuncionarioShape),
    }),
  ),
});
