/** The answer shapes of the `session` calls, as the backend writes them (snake_case, '0'/'1' strings, misspellings). */
import type { BackendFigure, BackendId, BackendYesNo } from './envelope';

export type Flag01 = 0 | 1;

/**
 * Person/user (spec 1 §3): id, name, last_name, email, dni, phone, profile_picture, notification_check (1/0),
 * second_account, seccond_email, hasdebt, role; the bulk area reads telemetry_notification and its level (spec 2 §3
 * User). The flags come in any yes/no form (gateway/backend/forms.ts). The id stays a number here: the sign-in, profile
 * and help calls send it back as one (gateway/resolvers/accounts.ts, gateway/mappers/linking.ts).
 */
export interface BackendPerson {
  id: number;
  name: string;
  last_name: string;
  email: string;
  dni: string;
  phone: string | null;
  profile_picture: string | null;
  notification_check: BackendYesNo;
  second_account: BackendYesNo;
  seccond_email: string | null;
  hasdebt: BackendYesNo;
  role: string;
  /** the bulk telemetry alert (spec 2 §3 User): 1 with a level 0-5 chosen */
  telemetry_notification?: BackendYesNo;
  telemetry_notification_level?: BackendFigure | null;
}

export interface BackendCompanyUser extends BackendPerson {
  user_type: 'Administrador' | 'Funcionario';
}

/** Login statuses of spec 1 §4 and §8. */
export type LoginStatus =
  'ok' | 'error' | 'error_cuenta_deshabilitada' | 'error_email_verificado' | 'error_falta_registro' | 'ok_falta_registro';

export interface LoginAnswer {
  status: LoginStatus;
  message?: string;
  data?: { token: string; person: BackendPerson };
}

/** 'error_sin_empresas' is the project's status for a company user with no companies (docs/decisions.md). */
export interface CompanyLoginAnswer {
  /** error_cuenta_deshabilitada: a disabled funcionario (spec 1 §4's 'Cuenta deshabilitada') */
  status: 'ok' | 'error' | 'error_sin_empresas' | 'error_cuenta_deshabilitada';
  message?: string;
  token?: string;
  user_type?: 'Administrador' | 'Funcionario';
  data?: { company_user: BackendCompanyUser };
}

export interface TokenExchangeAnswer {
  status: 'ok' | 'error';
  message?: string;
  data?: { exchange_id: string };
}

export interface RefreshAnswer {
  status: 'ok' | 'error';
  message?: string;
  data?: { token: string };
}

export interface ValidateSfAnswer {
  status: 'ok' | 'error';
  data?: { hasConsentSalesForce: boolean };
}

export interface MeAnswer {
  status: 'ok';
  data: { person: BackendPerson | BackendCompanyUser };
}

export interface ConsentTermsAnswer {
  status: 'ok';
  data: Array<{ terminos_y_condiciones: string }>;
}

/** Campaign (spec 1 §3): id (text or a whole number), data.url_campain. */
export interface BackendCampaign {
  id: BackendId;
  data: { url_campain: string };
}

export interface LoginCampaignAnswer {
  status: 'ok' | 'empty';
  data?: { campain: BackendCampaign | null };
}

export interface CampaignsAnswer {
  status: 'ok' | 'empty';
  data?: { campains: BackendCampaign[] };
}

export interface GoogleLoginAnswer {
  status: LoginStatus;
  message?: string;
  data?: {
    token?: string;
    person?: BackendPerson | { givenName: string; familyName: string; email: string; picture: string | null };
    google_token?: string;
  };
}

export interface ValidateLoginAnswer {
  status: 'ok' | 'error';
  message?: string;
  token?: string;
  user_type?: 'Administrador' | 'Funcionario';
  data?: { person: BackendPerson | BackendCompanyUser };
}

export interface RegisterPayload {
  name: string;
  last_name: string;
  email: string;
  email_confirmation: string;
  dni: string;
  password: string;
  password_confirmation: string;
  phone: string;
  facebook_token?: string;
  google_token?: string;
  profile_picture?: string;
}
