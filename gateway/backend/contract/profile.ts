/** The `profile` rows of rest-calls.tsv, the signed-in user's profile. */
import { post } from './call';
import type { StatusAnswer } from './envelope';
import type { BackendCompanyUser, BackendPerson } from './session.answers';

export interface ProfileAnswer {
  status: 'ok' | 'error';
  message?: string;
  data?: { person?: BackendPerson; company_user?: BackendCompanyUser };
}

export interface ProfileUpdatePayload {
  id: number;
  name: string;
  last_name: string;
  phone: string;
  password?: string;
  password_confirmation?: string;
  notification_check: number;
  password_duplicate?: number;
}

export const profileCalls = {
  /** data.person (spec 1 §7, 2 §7) */
  '/person/profile/get': post<{ id: number }, ProfileAnswer>(),
  /** data.company_user (spec 1 §7) */
  '/company_user/profile/get': post<{ id: number }, ProfileAnswer>(),
  /** status, errors (spec 1 §7) */
  '/person/profile/update': post<ProfileUpdatePayload, StatusAnswer>(),
  /** status, errors (spec 1 §7) */
  '/company_user/profile/update': post<ProfileUpdatePayload, StatusAnswer>(),
} as const;
