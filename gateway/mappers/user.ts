import type { BackendCompanyUser, BackendPerson } from '../backend/contract';
import { parseFlag } from './quirks';

export interface User {
  id: string;
  name: string;
  lastName: string;
  email: string;
  rut: string;
  phone: string;
  avatarUrl: string | null;
  notificationCheck: boolean;
  hasSecondAccount: boolean;
  secondEmail: string | null;
  hasDebt: boolean;
  role: string;
}

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
