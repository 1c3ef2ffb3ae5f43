/**
 * The Administrador's answers (spec 3 §3, §7; issue 39) as the schema's types. Every field is read in any form the spec
 * allows (gateway/backend/forms.ts): a field left out is null, a row without its id is left out (or loses its link),
 * never the block. Server texts are passed on as text.
 */
import { isPrivilegeId, PRIVILEGES, privilegesOfLine, type PrivilegeId } from '../../machines/rules/privileges';
import { formField } from '../../machines/rules/account-rules';
import { NO_FUNCIONARIOS, privilegeNames, RESERVED_TITLE } from '../../machines/rules/funcionario-rules';
import type {
  ClientDetail,
  ClientFuncionario,
  ClientRow,
  ClientSearch,
  Funcionario,
  FuncionarioChange,
  FuncionarioChangeAction,
  FuncionarioClient,
  FuncionarioOrigin,
  FuncionarioRow,
  FuncionarioRutCheck,
  FuncionarioSearch,
  GrantableCompany,
  MutationPayload,
  PrivilegeOption,
} from '../../schema/generated/types';
import type {
  BackendClientFuncionario,
  BackendClientRow,
  BackendCompany,
  BackendFuncionario,
  BackendFuncionarioChange,
  BackendFuncionarioClient,
  BackendFuncionarioRow,
  ClientDetailAnswer,
  ClientListAnswer,
  CompanyUserListAnswer,
  ExistsAnswer,
} from '../backend/contract';
import { idForm, readDate, readFlag, readList, textForm } from '../backend/forms';
import { clientCodeOf, contractCodeOf } from '../backend/product-fields';
import { lineOf } from './lines';

const textOf = (value: unknown): string | null => {
  const read = textForm.read(value);
  return read === null || read.trim() === '' ? null : read.trim();
};
const idOf = (value: unknown): string | null => idForm.read(value);

/** A list of privilege numbers as the backend writes it: numbers, their text, or a JSON list as text ('[1002,1003]'). */
export function readPrivileges(value: unknown): number[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      list = value.split(/[,;\s]+/);
    }
  }
  return readList<unknown>(list)
    .map((p) => (typeof p === 'number' ? p : typeof p === 'string' && /^\d+$/.test(p.trim()) ? Number(p) : NaN))
    .filter((p) => Number.isInteger(p));
}

/** Whether contacts exist, however the backend gives them: a list, a count or a yes/no. */
export function hasAny(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return value > 0;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value) > 0;
  return readFlag(value) ?? false;
}

export const privilegeOption = (id: PrivilegeId): PrivilegeOption => ({ id, name: PRIVILEGES[id].name });

const options = (ids: readonly number[]): PrivilegeOption[] => ids.filter(isPrivilegeId).map(privilegeOption);

/** The search's answer: rows with their id, or the empty answer's message. */
export function mapFuncionarioSearch(answer: CompanyUserListAnswer): FuncionarioSearch {
  const rows = readList<BackendFuncionarioRow>(answer.data).flatMap((row) => {
    const mapped = mapFuncionarioRow(row);
    return mapped ? [mapped] : [];
  });
  const emptyMessage = rows.length ? null : (textOf(answer.message) ?? NO_FUNCIONARIOS);
  return { rows, emptyMessage, fieldErrors: [] };
}

export function mapFuncionarioRow(row: BackendFuncionarioRow): FuncionarioRow | null {
  const id = idOf(row?.id);
  if (!id) return null;
  return {
    id,
    name: textOf(row.name),
    lastName: textOf(row.last_name),
    rut: textOf(row.dni),
    email: textOf(row.email),
    enabled: readFlag(row.status),
    canDelete: readFlag(row.can_delete) ?? false,
  };
}

/** The record of /company_user/get: its clients from sap_clients, their privileges from client_codes (or the pivot). */
export function mapFuncionario(user: BackendFuncionario): Funcionario | null {
  const id = idOf(user?.id);
  if (!id) return null;
  const codes = user.client_codes && typeof user.client_codes === 'object' ? user.client_codes : {};
  const clients: FuncionarioClient[] = readList<BackendFuncionarioClient>(user.sap_clients).flatMap((client) => {
    const clientId = idOf(client?.id);
    if (!clientId) return [];
    const granted = Object.hasOwn(codes, clientId) ? readPrivileges(codes[clientId]) : readPrivileges(client.pivot?.privileges);
    return [
      {
        id: clientId,
        clientCode: clientCodeOf(client),
        contractCode: contractCodeOf(client),
        line: lineOf(client.business_line_id),
        address: textOf(client.address),
        commune: textOf(client.comune),
        hasMerchandiseRecipients: client.merchandise_recipients === undefined ? null : hasAny(client.merchandise_recipients),
        hasPaymentResponsibles: client.payment_responsibles === undefined ? null : hasAny(client.payment_responsibles),
        privileges: granted,
      },
    ];
  });
  // a grant of client_codes whose client sap_clients does not list still counts
  for (const [clientId, list] of Object.entries(codes))
    if (!clients.some((c) => c.id === clientId) && readPrivileges(list).length)
      clients.push({
        id: clientId,
        clientCode: null,
        contractCode: null,
        line: null,
        address: null,
        commune: null,
        hasMerchandiseRecipients: null,
        hasPaymentResponsibles: null,
        privileges: readPrivileges(list),
      });
  return {
    id,
    name: textOf(user.name),
    lastName: textOf(user.last_name),
    rut: textOf(user.dni),
    email: textOf(user.email),
    phone: textOf(user.phone),
    enabled: readFlag(user.status),
    canDelete: readFlag(user.can_delete),
    clients,
  };
}

const ACTIONS: Record<string, FuncionarioChangeAction> = {
  created: 'CREATED',
  enabled: 'ENABLED',
  disabled: 'DISABLED',
  privileges_granted: 'PRIVILEGES_GRANTED',
  privileges_removed: 'PRIVILEGES_REMOVED',
  data_edited: 'DATA_EDITED',
  password_regenerated: 'PASSWORD_REGENERATED',
  deleted: 'DELETED',
};

const FIELD_NAMES: Record<string, string> = { name: 'nombre', lastName: 'apellido', rut: 'RUT', email: 'correo', phone: 'teléfono' };

function summaryOf(action: FuncionarioChangeAction, clientCode: string | null, privileges: string, fields: string[], raw: string): string {
  const client = clientCode ? ` en el cliente ${clientCode}` : '';
  switch (action) {
    case 'CREATED':
      return 'Funcionario creado';
    case 'ENABLED':
      return 'Funcionario habilitado';
    case 'DISABLED':
      return 'Funcionario deshabilitado';
    case 'PRIVILEGES_GRANTED':
      return `Privilegios otorgados${client}${privileges ? `: ${privileges}` : ''}`;
    case 'PRIVILEGES_REMOVED':
      return `Privilegios quitados${client}${privileges ? `: ${privileges}` : ''}`;
    case 'DATA_EDITED':
      return `Datos editados${fields.length ? `: ${fields.map((f) => FIELD_NAMES[f] ?? f).join(', ')}` : ''}`;
    case 'PASSWORD_REGENERATED':
      return 'Nueva contraseña generada y enviada por correo';
    case 'DELETED':
      return 'Funcionario eliminado';
    default:
      return raw ? `Cambio: ${raw}` : 'Cambio';
  }
}

export function mapFuncionarioChange(change: BackendFuncionarioChange): FuncionarioChange {
  const raw = textOf(change?.action) ?? '';
  const action = ACTIONS[raw.toLowerCase()] ?? 'OTHER';
  const clientCode = textOf(change.client_cod);
  const privileges = readPrivileges(change.privileges);
  const fields = readList<unknown>(change.fields).flatMap((f) => (typeof f === 'string' && f ? [formField(f)] : []));
  return {
    at: readDate(change.created_at),
    by: textOf(change.author_name),
    action,
    clientCode,
    privileges: options(privileges),
    fields,
    summary: summaryOf(action, clientCode, privilegeNames(privileges), fields, raw),
  };
}

/** What to ask for in step 2, and what to lock, by the origin of the RUT's record (spec 3 §4). */
export const NOTICE = {
  COMPANY_USER: 'Este funcionario se encuentra deshabilitado. Al presionar Siguiente se volverá a habilitar.',
  PERSON: 'El RUT pertenece a una cuenta de persona: verifica que los datos sean correctos antes de continuar.',
} as const;

const ALL_FIELDS = ['rut', 'name', 'lastName', 'email', 'phone'];

function originOf(value: unknown): FuncionarioOrigin | null {
  const origin = textOf(value)?.toLowerCase() ?? '';
  if (origin.includes('company')) return 'COMPANY_USER';
  if (origin.includes('person') || origin.includes('persona') || origin === 'users') return 'PERSON';
  return null;
}

/** The reserved RUT's two messages: `modal_messages`, or `message_1` and `message_2`. */
function modalMessages(answer: ExistsAnswer): string[] {
  const list = readList<unknown>(answer.modal_messages).map(textOf);
  const pair = [textOf(answer.message_1), textOf(answer.message_2)];
  return (list.length ? list : pair).filter((m): m is string => !!m);
}

export function mapRutCheck(answer: ExistsAnswer): FuncionarioRutCheck {
  const dniError = readList<unknown>(answer.errors?.dni).map(textOf).find(Boolean) ?? null;
  if (answer.status !== 'ok') {
    const reserved = readFlag(answer.show_modal) ? { title: RESERVED_TITLE, messages: modalMessages(answer) } : null;
    return {
      available: false,
      message: dniError ?? textOf(answer.message),
      origin: null,
      person: null,
      lockedFields: [],
      notice: null,
      reserved,
    };
  }
  const data = answer.data && typeof answer.data === 'object' ? answer.data : null;
  const origin = originOf(answer.origin ?? data?.origin) ?? (data ? 'PERSON' : 'NEW');
  return {
    available: true,
    message: null,
    origin,
    person: data
      ? { name: textOf(data.name), lastName: textOf(data.last_name), email: textOf(data.email), phone: textOf(data.phone) }
      : null,
    lockedFields: origin === 'COMPANY_USER' ? ALL_FIELDS : origin === 'PERSON' ? ['rut', 'name', 'lastName'] : ['rut'],
    notice: origin === 'NEW' ? null : NOTICE[origin],
    reserved: null,
  };
}

/** The companies and clients grants go to (/company/list's sap_clients), each client with its line's privileges. */
export function mapGrantableCompany(company: BackendCompany): GrantableCompany | null {
  const id = idOf(company?.id);
  if (!id) return null;
  return {
    id,
    name: textOf(company.name),
    rut: textOf(company.dni),
    clients: readList<BackendCompany['sap_clients'][number]>(company.sap_clients).flatMap((client) => {
      const clientId = idOf(client?.id);
      if (!clientId) return [];
      const line = Number(idOf(client.business_line_id));
      return [
        {
          id: clientId,
          clientCode: clientCodeOf(client),
          line: lineOf(client.business_line_id),
          privileges: options(privilegesOfLine(line)),
        },
      ];
    }),
  };
}

export function mapClientSearch(answer: ClientListAnswer, emptyMessage: string): ClientSearch {
  const rows = readList<BackendClientRow>(answer.data).map(mapClientRow);
  return { rows, emptyMessage: rows.length ? null : emptyMessage };
}

export function mapClientRow(row: BackendClientRow): ClientRow {
  return {
    clientId: idOf(row?.client_id),
    clientCode: textOf(row?.client_cod),
    companyId: idOf(row?.company_id),
    companyName: textOf(row?.company_name),
    companyRut: textOf(row?.company_dni),
    lineName: textOf(row?.business_line_name),
    line: lineOf(row?.business_line_id),
    hasMerchandiseRecipients: hasAny(row?.merchandise_recipients),
    hasPaymentResponsibles: hasAny(row?.payment_responsibles),
  };
}

/** A funcionario's privileges on the client: its list, else the numbers whose names its text gives. */
function clientPrivileges(user: BackendClientFuncionario): number[] {
  const list = readPrivileges(user.privileges);
  if (list.length || user.privileges) return list;
  const names = (textOf(user.privileges_string) ?? '').split(/\s*[,;]\s*/).map((n) => n.toLowerCase());
  return Object.entries(PRIVILEGES)
    .filter(([, info]) => names.includes(info.name.toLowerCase()))
    .map(([id]) => Number(id));
}

export function mapClientDetail(answer: ClientDetailAnswer, emptyMessage: string): ClientDetail {
  const data = answer.data && typeof answer.data === 'object' ? answer.data : {};
  const funcionarios: ClientFuncionario[] = readList<BackendClientFuncionario>(data.company_users).map((user) => ({
    id: idOf(user?.company_user_id),
    name: textOf(user?.company_user_name),
    rut: textOf(user?.company_user_dni),
    email: textOf(user?.company_user_email),
    privilegesText: textOf(user?.privileges_string),
    privileges: user ? clientPrivileges(user) : [],
  }));
  // the grid's line: the backend's, else the line of the privileges its funcionarios hold
  const held = funcionarios.flatMap((f) => f.privileges).find(isPrivilegeId);
  const lineId = Number(idOf(data.business_line_id) ?? (held ? PRIVILEGES[held].line : NaN));
  return {
    clientCode: textOf(data.client_cod),
    companyRut: textOf(data.company_dni),
    companyName: textOf(data.company_name),
    address: textOf(data.client_address),
    city: textOf(data.client_city),
    region: textOf(data.client_region),
    line: lineOf(lineId),
    privileges: options(privilegesOfLine(lineId)),
    funcionarios,
    emptyMessage: funcionarios.length ? null : emptyMessage,
  };
}

/** A form answer: the message, and the first server message per field under the GraphQL input's names. */
export function formPayload(
  answer: { status?: string; message?: string; errors?: Record<string, unknown> },
  messages: { ok: string | null; failed: string | null },
  ignore: readonly string[] = [],
): MutationPayload {
  const fieldErrors = Object.entries(answer.errors ?? {}).flatMap(([field, list]) => {
    const first = readList<unknown>(list).map(textOf).find(Boolean);
    return first && !ignore.includes(field) ? [{ field: inputField(field), message: first }] : [];
  });
  const ok = answer.status === 'ok' || (answer.status === 'error' && fieldErrors.length === 0 && hasOnly(answer.errors, ignore));
  return { ok, message: ok ? messages.ok : (messages.failed ?? textOf(answer.message)), fieldErrors: ok ? [] : fieldErrors };
}

const hasOnly = (errors: Record<string, unknown> | undefined, fields: readonly string[]) =>
  !!errors && Object.keys(errors).length > 0 && Object.keys(errors).every((f) => fields.includes(f));

/** The backend's field names as the inputs' (dni → rut, last_name → lastName, client_codes → grants). */
export const inputField = (field: string): string => (field === 'client_codes' ? 'grants' : formField(field));
