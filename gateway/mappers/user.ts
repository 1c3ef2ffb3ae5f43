import type { BackendCompanyUser, BackendPerson } from '../backend/contract';
import { idForm, readFlag, textForm } from '../backend/forms';
import type { User } from '../../schema/generated/types';

/** Text the backend wrote (or a number for it), trimmed; empty or unreadable is null. */
const textOf = (value: unknown): string | null => textForm.read(value)?.trim() || null;

/**
 * The user (spec 1 §3 Person/user), each field read alone: flags in any yes/no form (hasdebt '0' is no debt), ids and
 * phones as text (leading zeros kept). The schema's User keeps its texts non-null: what the backend leaves out is ''
 * (the screens show a dash for it), never 'undefined' or 'null'.
 */
export function mapUser(person: BackendPerson | BackendCompanyUser): User {
  const p = person as Partial<Record<keyof BackendCompanyUser, unknown>>;
  const role = textOf(p.user_type) ?? textOf(p.role) ?? 'Persona';
  return {
    id: idForm.read(p.id) ?? '',
    name: textOf(p.name) ?? '',
    lastName: textOf(p.last_name) ?? '',
    email: textOf(p.email) ?? '',
    rut: textOf(p.dni) ?? '',
    phone: textOf(p.phone) ?? '',
    avatarUrl: textOf(p.profile_picture),
    notificationCheck: readFlag(p.notification_check) ?? false,
    hasSecondAccount: readFlag(p.second_account) ?? false,
    secondEmail: textOf(p.seccond_email),
    hasDebt: readFlag(p.hasdebt) ?? false,
    role,
  };
}
