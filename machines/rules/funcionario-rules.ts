/**
 * The rules of the Administrador's funcionarios (spec 3 §4, §5): the search, the wizard's personal data and the
 * privileges per client. The client shows them, the gateway checks them again before any backend call, and the
 * fixture backend checks them once more. Fields are named as the backend names them (dni, last_name).
 */
import type { FieldError } from '../types';
import { EMAIL_INVALID, isEmail, isPhone, PHONE_INVALID, REQUIRED, RUT_INVALID } from './account-rules';
import { lengthErrors, MAX_LENGTH, tooLongMessage } from './limits';
import { isPrivilegeId, PRIVILEGES, type PrivilegeId } from './privileges';
import { formatRut, isValidRut } from './rut';

export const SEARCH_TERM_REQUIRED = 'Debe ingresar un término de búsqueda';
export const PRIVILEGE_REQUIRED = 'Debes activar al menos un privilegio';
export const PRIVILEGE_NOT_OF_LINE = 'El privilegio no corresponde a la línea de negocio del cliente';
export const CLIENT_NOT_OURS = 'El cliente no pertenece a tus empresas';
export const COMPANY_NOT_OURS = 'La empresa no pertenece a tus empresas';

export const CREATED = 'Se ha creado el funcionario correctamente';
export const CREATE_FAILED = 'Hubo un error creando funcionario';
export const EDITED = 'Se ha editado el funcionario correctamente';
export const REQUEST_SENT = 'La solicitud se ha enviado correctamente';
export const REQUEST_FAILED = 'Ocurrió un error al enviar la solicitud';
export const RESERVED_TITLE = 'Funcionario reservado';
export const NO_CLIENT_ROWS = 'No se han encontrado datos';
/** what an empty funcionario search says when the backend gives no message of its own */
export const NO_FUNCIONARIOS = 'No se encontraron funcionarios';
export const NO_CLIENT_FUNCIONARIOS = 'No existen funcionarios con privilegios para el cliente consultado';

/** Funcionario search types (spec 3 §9): 1 RUT, 2 e-mail, 3 name, 4 company (a select). */
export const SEARCH_TYPE = { rut: 1, email: 2, name: 3, company: 4 } as const;
export type SearchType = (typeof SEARCH_TYPE)[keyof typeof SEARCH_TYPE];

/** The longest term of each search type: what its field takes elsewhere. */
export const SEARCH_TERM_MAX: Record<SearchType, number> = {
  1: MAX_LENGTH.rut,
  2: MAX_LENGTH.email,
  3: MAX_LENGTH.search,
  4: MAX_LENGTH.companyCode,
};

/** The search's own check: types 1-3 need a term once trimmed (type 4 without a company is every company); each term within its limit. */
export function searchErrors(type: SearchType, value: string): FieldError[] {
  if (type !== SEARCH_TYPE.company && !value.trim()) return [{ field: 'value', message: SEARCH_TERM_REQUIRED }];
  const max = SEARCH_TERM_MAX[type];
  return value.length > max ? [{ field: 'value', message: tooLongMessage(max) }] : [];
}

export interface FuncionarioValues {
  dni: string;
  name: string;
  last_name: string;
  email: string;
  phone: string;
}

/** Step 2 (and the edit page): the four inputs required, the RUT's check digit, the e-mail and phone forms, the limits. */
export function funcionarioErrors(values: FuncionarioValues): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of ['dni', 'name', 'last_name', 'email', 'phone'] as const)
    if (!values[field]?.trim()) errors.push({ field, message: REQUIRED });
  const has = (field: string) => errors.some((e) => e.field === field);
  if (!has('dni') && !isValidRut(values.dni)) errors.push({ field: 'dni', message: RUT_INVALID });
  if (!has('email') && !isEmail(values.email)) errors.push({ field: 'email', message: EMAIL_INVALID });
  if (!has('phone') && !isPhone(values.phone.trim())) errors.push({ field: 'phone', message: PHONE_INVALID });
  return [...errors, ...lengthErrors(values).filter((e) => !has(e.field))];
}

/** Step 1: the RUT alone. */
export function rutErrors(dni: string): FieldError[] {
  if (!dni.trim()) return [{ field: 'dni', message: REQUIRED }];
  if (dni.length > MAX_LENGTH.rut) return [{ field: 'dni', message: tooLongMessage(MAX_LENGTH.rut) }];
  return isValidRut(dni) ? [] : [{ field: 'dni', message: RUT_INVALID }];
}

/** A RUT as the backend writes it: no dots, a dash, K uppercase. */
export const normalRut = (dni: string): string => formatRut(dni.trim());

/** What one client of the Administrador's companies takes: its line, whose privileges alone may be granted on it. */
export interface GrantableClient {
  id: string;
  line: number;
}

/** client record id → privileges granted on it (spec 3 §3 `client_codes`). */
export type ClientGrants = Record<string, number[]>;

/**
 * The privileges per client the Administrador chose (spec 3 §4 "Privilege popup"): a client confirmed with none
 * leaves the map; each client must be one of `clients`, each privilege of that client's line; with `required`, at
 * least one privilege in all. Errors go under `client_codes`.
 */
export function grantErrors(grants: ClientGrants, clients: readonly GrantableClient[], required: boolean): FieldError[] {
  const lineOf = new Map(clients.map((c) => [c.id, c.line]));
  const errors: FieldError[] = [];
  for (const [client, privileges] of Object.entries(grants)) {
    const line = lineOf.get(client);
    if (line === undefined) errors.push({ field: 'client_codes', message: CLIENT_NOT_OURS });
    else if (privileges.some((p) => !isPrivilegeId(p) || PRIVILEGES[p].line !== line))
      errors.push({ field: 'client_codes', message: PRIVILEGE_NOT_OF_LINE });
  }
  if (required && !Object.values(grants).some((list) => list.length > 0))
    errors.push({ field: 'client_codes', message: PRIVILEGE_REQUIRED });
  return errors.slice(0, 1);
}

/** The grants without clients confirmed with none, each list without repeats, in the table's order. */
export function cleanGrants(grants: ClientGrants): ClientGrants {
  return Object.fromEntries(
    Object.entries(grants)
      .map(([client, list]) => [client, [...new Set(list)].sort((a, b) => a - b)] as const)
      .filter(([, list]) => list.length > 0),
  );
}

/** The names of privileges, in the table's words ('Telemetría, Cuenta corriente'); unknown numbers are left out. */
export function privilegeNames(ids: readonly number[]): string {
  return ids
    .filter((id): id is PrivilegeId => isPrivilegeId(id))
    .map((id) => PRIVILEGES[id].name)
    .join(', ');
}
