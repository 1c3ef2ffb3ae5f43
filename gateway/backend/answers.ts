/**
 * The backend's answer shapes, as the backend writes them (snake_case, '0'/'1' strings, misspellings).
 * The fixture world produces exactly these; the resolvers' mappers turn them into the GraphQL schema.
 */

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
}

export interface BackendCompanyUser extends BackendPerson {
  user_type: 'Administrador' | 'Funcionario';
}

/** Login statuses of spec 1 §4 and §8. */
export type LoginStatus =
  | 'ok'
  | 'error'
  | 'error_cuenta_deshabilitada'
  | 'error_email_verificado'
  | 'error_falta_registro'
  | 'ok_falta_registro';

export interface LoginAnswer {
  status: LoginStatus;
  message?: string;
  data?: { token: string; person: BackendPerson };
}

/** 'error_sin_empresas' is the project's status for a company user with no companies (README, Decisions). */
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

export interface BackendNotification {
  id: number;
  /** '0' means unread */
  status: '0' | '1';
  business_line_id: number;
  description: string;
  /** DD.MM.YYYY - hh:mm */
  created_at: string;
  /** JSON text: { type: 'internal', ... } or { type: 'external', url, form } */
  data: string;
}
export interface NotificationListAnswer {
  status: 'ok' | 'empty';
  data?: BackendNotification[];
}

/** A linked account of a person in the meter, housing or cylinder line. */
export interface BackendServiceAccount {
  client_cod: string;
  meter_cod?: string | null;
  contract_cod: string | null;
  client_id: number;
  client_city: string;
  client_region_cod: string;
  client_rut: string;
  client_name: string;
  client_address?: string;
  address_street?: string;
  address_num?: string;
  address_block?: string;
  address_dept?: string;
  has_bloqueo?: '0' | '1';
  telemetry_activated?: '0' | '1';
  business_line_id: number;
}
export interface ServiceListAnswer {
  status: 'ok' | 'empty';
  data?: BackendServiceAccount[];
}

export interface BackendPatent {
  patent: string;
  conversion_contract_number: string;
  linked: '0' | '1';
}
export interface BackendAutogasAccount {
  client_id: number;
  client_cod: string;
  client_name: string;
  client_rut: string;
  patents: BackendPatent[];
}
export interface AutogasListAnswer {
  status: 'ok' | 'empty';
  data?: BackendAutogasAccount[];
}

export interface BackendPrivilege {
  id: number;
  name: string;
  business_lines_id: number;
}
export interface PrivilegesSelfAnswer {
  status: 'ok';
  data: { privileges: BackendPrivilege[]; clients: Record<string, number[]> };
}

/** A service of a company user (spec 3 §3), with the privileges granted on it. */
export interface BackendCompanyService {
  id: number;
  client_id: number;
  client_cod: string;
  contract_cod: string | null;
  business_line_id: 2 | 6 | 7;
  client_address: string;
  client_city: string;
  client_region_cod: string;
  company_id: number;
  pivot: { privileges: number[]; company_name: string; company_dni: string };
}
export interface CompanyServicesAnswer {
  status: 'ok' | 'empty';
  data?: BackendCompanyService[];
}

export interface BackendCompany {
  id: number;
  name: string;
  dni: string;
  sap_clients: Array<{ id: number; client_cod: string; business_line_id: number }>;
}
export interface CompanyListAnswer {
  status: 'ok' | 'empty';
  data?: BackendCompany[];
}

export interface BackendRequestRow {
  id: number;
  created_at: string;
  created_at_date: string;
  term: string;
  status: string;
  request_type_name: string;
  bussines_lines_id: number;
  bussines_lines_name: string;
  request_categories_id: number;
  request_types_id: number;
  is_sf: 0 | 1;
}
export interface RequestListAnswer {
  status: 'ok' | 'empty';
  data?: BackendRequestRow[];
}

/** Answers of the account flows: a status, a message, and errors by field when the data was refused. */
export interface StatusAnswer {
  status: 'ok' | 'error';
  message?: string;
  errors?: Record<string, string[]>;
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

export interface ProfileAnswer {
  status: 'ok' | 'error';
  message?: string;
  data?: { person?: BackendPerson; company_user?: BackendCompanyUser };
}

export interface LinkSearchAnswer {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: Array<BackendServiceAccount | BackendAutogasAccount>;
}

export interface BackendRegion {
  id: number;
  name: string;
  code: string;
  communes: Array<{ id: number; name: string }>;
}
export interface RegionsAnswer {
  status: 'ok';
  data: BackendRegion[];
}

export interface AddressSearchAnswer {
  status: 'ok' | 'empty';
  data?: string[];
}
