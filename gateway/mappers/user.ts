import type { BackendCompanyUser, BackendPerson } from '../backend/contract';
import type { User } from '../../schema/generated/types';
import { parseFlag } from './quirks';

export function mapUser(person: BackendPerson | BackendCompanyUser): User {
  const role = 'user_type' in person && person.user_type ? person.user_type : person.role || 'Persona';
  return {
    id: String(person.id),
    name: person.name,
    lastName: person.last_name,
    email: person.email,
    rut: person.dni,
    phone: person.phone,
    avatarUrl: person.profile_picture || null,
    notificationCheck: parseFlag(person.notification_check),
    hasSecondAccount: parseFlag(person.second_account),
    secondEmail: person.seccond_email || null,
    hasDebt: Boolean(person.hasdebt),
    role,
  };
}
