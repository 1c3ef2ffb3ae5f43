/** The answer shapes of the `session` calls, as the backend writes them (snake_case, '0'/'1' strings, misspellings). */

export type Flag01 = 0 | 1;

export interface BackendPerson {
  id: number;
  name: string;
  last_name: string;
  email: string;
  dni: string;
  phone: string;
  profile_picture: string | null;
  notification_check: Flag01;
  second_account: Flag01;
  seccond_email: string | null;
  hasdebt: boolean;
  role: string;
  /** the bulk telemetry alert (spec 2 §3 User): 1 with a level 0-5 chosen */
  telemetry_notification?: Flag01;
  telemetry_notification_level?: number | null;
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
  status: 'ok' | 'error' | 'error_sin_empresas';
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

export interface BackendCampaign {
  id: number;
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
