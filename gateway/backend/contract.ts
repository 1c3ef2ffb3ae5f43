/**
 * The REST contract of the supplier's backend: one entry per row of the spec's rest-calls.tsv.
 * Resolvers call `backend.call(path, payload)`; the transports (http, inprocess) carry it.
 * Answer types are the backend's own shapes (snake_case, strings for numbers); the resolvers map them.
 */
import type {
  LoginAnswer, CompanyLoginAnswer, RefreshAnswer, MeAnswer, ConsentTermsAnswer, LoginCampaignAnswer, CampaignsAnswer,
  ValidateSfAnswer, TokenExchangeAnswer, NotificationListAnswer, ServiceListAnswer, AutogasListAnswer,
  PrivilegesSelfAnswer, CompanyServicesAnswer, CompanyListAnswer, RequestListAnswer,
  StatusAnswer, GoogleLoginAnswer, ValidateLoginAnswer, ProfileAnswer,
  LinkSearchAnswer, RegionsAnswer, AddressSearchAnswer,
} from './answers';

export type NoPayload = Record<string, never>;

/** The envelope every answer of the backend shares; areas narrow `data` as they land. */
export interface RestAnswer {
  status?: string;
  message?: string;
  data?: unknown;
  errors?: Record<string, string[]>;
}

export interface RegisterPayload {
  name: string; last_name: string; email: string; email_confirmation: string; dni: string;
  password: string; password_confirmation: string; phone: string;
  facebook_token?: string; google_token?: string; profile_picture?: string;
}
export interface ProfileUpdatePayload {
  id: number; name: string; last_name: string; phone: string; password?: string; password_confirmation?: string;
  notification_check: number; password_duplicate?: number;
}
/** A cylinder account can be linked by its address instead of its client code. */
export interface CylinderAddress { region: string; comune: string; street: string; number: string; block?: string; dept?: string }
/** Fields of a request form, sent as they are named by the form definition. */
export type FormValues = Record<string, string | number | boolean | null>;
export interface SubscriptionContact { id: number; suscribed: number; suscriber_type: string; doc_type: string; [productField: string]: string | number }
export interface QuoteLine { material_code: string; price: number; quantity: number }

export interface ContractEntry {
  area: string;
  method: 'GET' | 'POST';
  payload: object;
  params?: Record<string, string>;
  answer: object;
}

export interface Contract {
  /** validate session (spec 1 §7) */
  '/validate_sf': { area: 'session'; method: 'GET'; payload: NoPayload; answer: ValidateSfAnswer };
  /** validate session (spec 1 §7) */
  '/company_user/validate_sf': { area: 'session'; method: 'GET'; payload: NoPayload; answer: ValidateSfAnswer };
  /** terms text from first item's terminos_y_condiciones (spec 1 §7) */
  '/consent_sf': { area: 'session'; method: 'GET'; payload: NoPayload; answer: ConsentTermsAnswer };
  /** accept terms (spec 1 §7) */
  '/register_sf/consent': { area: 'session'; method: 'POST'; payload: NoPayload; answer: RestAnswer };
  /** data.campain {id, data.url_campain} (spec 1 §7) */
  '/campains/login': { area: 'session'; method: 'GET'; payload: NoPayload; answer: LoginCampaignAnswer };
  /** campaign image (spec 1 §7, 2 §7) */
  '/image/campain/{device}/{id}': { area: 'session'; method: 'GET'; payload: NoPayload; params: { device: 'mobile' | 'desktop'; id: string }; answer: RestAnswer };
  /** data.campains[] {id, data.url_campain} (spec 1 §7, 2 §7) */
  '/person/campains': { area: 'session'; method: 'POST'; payload: NoPayload; answer: CampaignsAnswer };
  /** data.campains[] (spec 1 §7) */
  '/company_user/campains': { area: 'session'; method: 'POST'; payload: NoPayload; answer: CampaignsAnswer };
  /** data.token (spec 1 §7) */
  '/refresh_token': { area: 'session'; method: 'POST'; payload: NoPayload; answer: RefreshAnswer };
  /** data.token (spec 1 §7) */
  '/company_user/refresh_token': { area: 'session'; method: 'POST'; payload: NoPayload; answer: RefreshAnswer };
  /** status, message, data.token, data.person (spec 1 §7) */
  '/login/email': { area: 'session'; method: 'POST'; payload: { email: string; password: string }; answer: LoginAnswer };
  /** person data (external login by code) (spec 1 §7) */
  '/login/validate': { area: 'session'; method: 'POST'; payload: { validate: string }; answer: ValidateLoginAnswer };
  /** data.company_user, token, user_type (spec 1 §7) */
  '/company_user/login': { area: 'session'; method: 'POST'; payload: { email: string; password: string }; answer: CompanyLoginAnswer };
  /** data.person, token, user_type (spec 1 §7) */
  '/company_user/login/validate': { area: 'session'; method: 'POST'; payload: { validate: string }; answer: ValidateLoginAnswer };
  /** (flag off) (spec 1 §7) */
  '/login/facebook': { area: 'session'; method: 'POST'; payload: { facebook_token: string }; answer: GoogleLoginAnswer };
  /** person {givenName, familyName, email, picture}, google_token (spec 1 §7) */
  '/login/google': { area: 'session'; method: 'POST'; payload: { google_token: string }; answer: GoogleLoginAnswer };
  /** token exchange before personas and Google login (spec 1 §4) — path chosen by the project */
  '/login/token_exchange': { area: 'session'; method: 'POST'; payload: { email: string } | { google_token: string }; answer: TokenExchangeAnswer };
  /** status, errors by field (spec 1 §7) */
  '/register': { area: 'session'; method: 'POST'; payload: RegisterPayload; answer: StatusAnswer };
  /** status; error message on email field (spec 1 §7) */
  '/recover': { area: 'session'; method: 'POST'; payload: { email: string }; answer: StatusAnswer };
  /** status; error message on email field (spec 1 §7) */
  '/company_user/recover': { area: 'session'; method: 'POST'; payload: { email: string }; answer: StatusAnswer };
  /** status; error message on email field (spec 1 §7) */
  '/verify_again': { area: 'session'; method: 'POST'; payload: { email: string }; answer: StatusAnswer };
  /** status, message (spec 1 §7) */
  '/verify': { area: 'session'; method: 'POST'; payload: { verify_email_token: string }; answer: StatusAnswer };
  /** data.person (spec 1 §7, 3 §7) */
  '/me': { area: 'session'; method: 'POST'; payload: NoPayload; answer: MeAnswer };
  /** data.token for form-post downloads (spec 1 §7, 2 §7, 3 §7) — path chosen by the project */
  '/download/token': { area: 'session'; method: 'POST'; payload: NoPayload; answer: RestAnswer };
  /** status empty or data (spec 1 §7) */
  '/housing/notification/list': { area: 'notifications'; method: 'POST'; payload: NoPayload; answer: NotificationListAnswer };
  /** status empty or data (spec 1 §7, 3 §7) */
  '/company_user/notification/list': { area: 'notifications'; method: 'POST'; payload: NoPayload; answer: NotificationListAnswer };
  /** mark read (spec 1 §7) */
  '/housing/notification/check': { area: 'notifications'; method: 'POST'; payload: NoPayload; answer: StatusAnswer };
  /** mark read (spec 1 §7) */
  '/company_user/notification/check': { area: 'notifications'; method: 'POST'; payload: NoPayload; answer: StatusAnswer };
  /** (1 at menu load, then 0 every 60 s) (spec 2 §7) */
  '/cylinder/generate_status_change_notifications': { area: 'notifications'; method: 'POST'; payload: { first_time: number }; answer: StatusAnswer };
  /** data.person (spec 1 §7, 2 §7) */
  '/person/profile/get': { area: 'profile'; method: 'POST'; payload: { id: number }; answer: ProfileAnswer };
  /** data.company_user (spec 1 §7) */
  '/company_user/profile/get': { area: 'profile'; method: 'POST'; payload: { id: number }; answer: ProfileAnswer };
  /** status, errors (spec 1 §7) */
  '/person/profile/update': { area: 'profile'; method: 'POST'; payload: ProfileUpdatePayload; answer: StatusAnswer };
  /** status, errors (spec 1 §7) */
  '/company_user/profile/update': { area: 'profile'; method: 'POST'; payload: ProfileUpdatePayload; answer: StatusAnswer };
  /** status empty or data (spec 1 §7, 2 §7) */
  '/bussines_line/meter/list': { area: 'linking'; method: 'POST'; payload: NoPayload; answer: ServiceListAnswer };
  /** status empty or data (spec 1 §7, 2 §7) */
  '/bussines_line/housing/list': { area: 'linking'; method: 'POST'; payload: NoPayload; answer: ServiceListAnswer };
  /** status empty or data (spec 1 §7, 2 §7) */
  '/bussines_line/cylinder/list': { area: 'linking'; method: 'POST'; payload: NoPayload; answer: ServiceListAnswer };
  /** status empty or data (spec 1 §7, 2 §7) */
  '/bussines_line/autogas/list': { area: 'linking'; method: 'POST'; payload: NoPayload; answer: AutogasListAnswer };
  /** status empty or data (spec 1 §7) */
  '/bussines_line/meter/recomended': { area: 'linking'; method: 'POST'; payload: NoPayload; answer: LinkSearchAnswer };
  /** status empty or data (spec 1 §7) */
  '/bussines_line/housing/recomended': { area: 'linking'; method: 'POST'; payload: NoPayload; answer: LinkSearchAnswer };
  /** status empty or data (spec 1 §7) */
  '/bussines_line/cylinder/recomended': { area: 'linking'; method: 'POST'; payload: NoPayload; answer: LinkSearchAnswer };
  /** status empty or data (spec 1 §7) */
  '/bussines_line/autogas/recomended': { area: 'linking'; method: 'POST'; payload: NoPayload; answer: LinkSearchAnswer };
  /** link (spec 1 §7) */
  '/bussines_line/meter/store': { area: 'linking'; method: 'POST'; payload: { client_cod: string; contract_cod: string }; answer: StatusAnswer };
  /** link (spec 1 §7) */
  '/bussines_line/housing/store': { area: 'linking'; method: 'POST'; payload: { client_cod: string; contract_cod: string }; answer: StatusAnswer };
  /** link (spec 1 §7) */
  '/bussines_line/cylinder/store': { area: 'linking'; method: 'POST'; payload: { client_cod: string } | { address: string | CylinderAddress }; answer: StatusAnswer };
  /** status, message (spec 1 §7) */
  '/bussines_line/autogas/store': { area: 'linking'; method: 'POST'; payload: { client_cod: string; patents: string[] }; answer: StatusAnswer };
  /** unlink (spec 1 §7) */
  '/bussines_line/meter/delete': { area: 'linking'; method: 'POST'; payload: { client_cod: string; contract_cod: string }; answer: StatusAnswer };
  /** unlink (spec 1 §7) */
  '/bussines_line/housing/delete': { area: 'linking'; method: 'POST'; payload: { client_cod: string; contract_cod: string }; answer: StatusAnswer };
  /** unlink (spec 1 §7) */
  '/bussines_line/cylinder/delete': { area: 'linking'; method: 'POST'; payload: { client_cod: string }; answer: StatusAnswer };
  /** unlink (spec 1 §7) */
  '/bussines_line/autogas/delete': { area: 'linking'; method: 'POST'; payload: { client_cod: string; patents?: string[] }; answer: StatusAnswer };
  /** message or data (spec 1 §7) */
  '/bussines_line/meter/search': { area: 'linking'; method: 'POST'; payload: { comune: string; street: string; number: string; client_dept: string } | { contract_cod: string } | { meter_cod: string }; answer: LinkSearchAnswer };
  /** message or data (spec 1 §7) */
  '/bussines_line/housing/search': { area: 'linking'; method: 'POST'; payload: { comune: string; street: string; number: string } | { rut: string } | { client_cod: string }; answer: LinkSearchAnswer };
  /** message or data (spec 1 §7) */
  '/bussines_line/cylinder/search': { area: 'linking'; method: 'POST'; payload: { comune: string; street: string; number: string } | { client_cod: string }; answer: LinkSearchAnswer };
  /** data or message (spec 1 §7) */
  '/bussines_line/autogas/search': { area: 'linking'; method: 'POST'; payload: { patent: string } | { rut: string }; answer: LinkSearchAnswer };
  /** status ok or empty; data list of strings (spec 1 §7) */
  '/bussines_line/address/search': { area: 'linking'; method: 'POST'; payload: { comune: string; street: string; region: string }; answer: AddressSearchAnswer };
  /** regions with communes (spec 1 §7, 2 §7) */
  '/regions': { area: 'linking'; method: 'POST'; payload: NoPayload; answer: RegionsAnswer };
  /** help request (spec 1 §7, 2 §7) */
  '/person/email_request_help': { area: 'linking'; method: 'POST'; payload: { id_person: number; id_business_line: number; street: string; number: string; second_numbering: string; region: string; comune: string; patent?: string }; answer: StatusAnswer };
  /** privileges of the current user and a list per client code (spec 1 §7) */
  '/privileges/self_get': { area: 'privileges'; method: 'POST'; payload: NoPayload; answer: PrivilegesSelfAnswer };
  /** privileges of a client (spec 1 §7, 3 §7) */
  '/privileges/list': { area: 'privileges'; method: 'POST'; payload: { client_code: string }; answer: RestAnswer };
  /** status ok and data (spec 1 §7) */
  '/request/list': { area: 'requests'; method: 'POST'; payload: { start_date?: string; end_date?: string; request_type_id?: number; business_line_id?: number; request_category_id?: number }; answer: RequestListAnswer };
  /** status ok and data (spec 1 §7) */
  '/company_user/request/list': { area: 'requests'; method: 'POST'; payload: Contract['/request/list']['payload']; answer: RequestListAnswer };
  /** data (spec 1 §7) */
  '/request/get': { area: 'requests'; method: 'POST'; payload: { request_id: number; is_sf: number }; answer: RestAnswer };
  /** data (spec 1 §7) */
  '/company_user/request/get': { area: 'requests'; method: 'POST'; payload: { request_id: number; is_sf: number }; answer: RestAnswer };
  /** status, errors (spec 1 §7) */
  '/request/rate': { area: 'requests'; method: 'POST'; payload: { request_id: number; calificacion: number; comentario: string }; answer: RestAnswer };
  /** ok opens payment portal (spec 1 §7) */
  '/request/create/down_payment': { area: 'requests'; method: 'POST'; payload: { request_id: number }; answer: RestAnswer };
  /** file (spec 1 §7) */
  '/request/file': { area: 'requests'; method: 'POST'; payload: { request_id: number; is_sf: number; name: string }; answer: RestAnswer };
  /** file (spec 1 §7) */
  '/company_user/request/file': { area: 'requests'; method: 'POST'; payload: { request_id: number; is_sf: number; name: string }; answer: RestAnswer };
  /** tree service > categorias > tipos_solicitudes (spec 1 §7) */
  '/request/type/tree': { area: 'requests'; method: 'POST'; payload: NoPayload; answer: RestAnswer };
  /** same tree (spec 1 §7) */
  '/company_user/request/type/tree': { area: 'requests'; method: 'POST'; payload: NoPayload; answer: RestAnswer };
  /** category id and type id for a request code (C325, C361, C321) (spec 1 §7, 2 §3) */
  '/request/type/ids': { area: 'requests'; method: 'POST'; payload: { crm_type_id: number }; answer: RestAnswer };
  /** data.form, description, special, amount (spec 1 §7, 2 §7) */
  '/request/type/get': { area: 'requests'; method: 'POST'; payload: { request_type_id: number; client_id: number; patent: string }; answer: RestAnswer };
  /** categories with request_types; status disabled carries a message (spec 2 §7) */
  '/request/category/list': { area: 'requests'; method: 'POST'; payload: { business_line_id: number }; answer: RestAnswer };
  /** status, errors, message (spec 1 §7, 2 §7) */
  '/request/create-sf': { area: 'requests'; method: 'POST'; payload: { client_id: number; patent: string; request_type_id: number } & FormValues; answer: RestAnswer };
  /** cuota (agreement simulation) (spec 2 §7) */
  '/request/validate': { area: 'requests'; method: 'POST'; payload: { client_id: number; patent: string; request_type_id: number } & FormValues; answer: RestAnswer };
  /** agreements (spec 2 §7) */
  '/request/agreements/list': { area: 'requests'; method: 'POST'; payload: { contract_code: string }; answer: RestAnswer };
  /** status ok/error/empty, data, message (spec 2 §7) */
  '/request/agreements/detail': { area: 'requests'; method: 'POST'; payload: { agreements_id: number }; answer: RestAnswer };
  /** ok (amount), empty or error (spec 2 §7) */
  '/simulation/amount': { area: 'meter'; method: 'POST'; payload: { date: string; contract_cod: string }; answer: RestAnswer };
  /** 13 months of reading_month, reading_consumption (spec 2 §7) */
  '/reading/graph': { area: 'meter'; method: 'POST'; payload: { contract_cod: string }; answer: RestAnswer };
  /** readings (spec 2 §7) */
  '/reading/list': { area: 'meter'; method: 'POST'; payload: { star_month: string; end_month: string; contract_cod: string }; answer: RestAnswer };
  /** payments XBLNR, FECHA_PAGO, MONTO, TXT_RECAUDADOR (spec 2 §7) */
  '/payment/history': { area: 'meter'; method: 'POST'; payload: { start_date: string; end_date: string; contract_cod: string }; answer: RestAnswer };
  /** bills (spec 2 §7) */
  '/tickets/list': { area: 'meter'; method: 'POST'; payload: { star_month: string; end_month: string; contract_cod: string }; answer: RestAnswer };
  /** bill PDF (spec 2 §7) */
  '/tickets/file': { area: 'meter'; method: 'POST'; payload: { ticket_number: string; doc_type: string }; answer: RestAnswer };
  /** bill (spec 2 §7) */
  '/bill/get': { area: 'meter'; method: 'POST'; payload: { contract_cod: string }; answer: RestAnswer };
  /** amount, previous_amount, last_bill, last_payment, bills_documents[] (spec 2 §7) — path chosen by the project */
  '/meter/debt': { area: 'meter'; method: 'POST'; payload: { contract_cod: string }; answer: RestAnswer };
  /** sync (spec 2 §7) */
  '/tickets/sync_suscriptions': { area: 'meter'; method: 'POST'; payload: NoPayload; answer: RestAnswer };
  /** contacts (spec 2 §7) */
  '/tickets/suscription_list': { area: 'meter'; method: 'POST'; payload: NoPayload; answer: RestAnswer };
  /** status, message, remaining_contacts, new_/has_/error_requirement_suscriptions (spec 2 §7) */
  '/tickets/register': { area: 'meter'; method: 'POST'; payload: { contacts: SubscriptionContact[] }; answer: RestAnswer };
  /** orders (spec 2 §7) */
  '/housing/order_search': { area: 'bulk'; method: 'POST'; payload: { client_cod: string; days: number; order_number: string }; answer: RestAnswer };
  /** orders (spec 2 §7) */
  '/company_user/industrial/order_search': { area: 'bulk'; method: 'POST'; payload: { client_cod: string; days: number; order_number: string }; answer: RestAnswer };
  /** order (spec 2 §7) */
  '/housing/order_detail': { area: 'bulk'; method: 'POST'; payload: { client_cod: string; order_number: string }; answer: RestAnswer };
  /** latitude, longitude (spec 2 §7) */
  '/housing/order_coordinates': { area: 'bulk'; method: 'POST'; payload: { patent: string }; answer: RestAnswer };
  /** data.value minutes between refreshes (spec 2 §7) */
  '/housing/freq_update_truck': { area: 'bulk'; method: 'POST'; payload: NoPayload; answer: RestAnswer };
  /** status, message (spec 2 §7) */
  '/housing/order_cancel': { area: 'bulk'; method: 'POST'; payload: { order_number: string; reason: string }; answer: RestAnswer };
  /** status, message (spec 2 §7) */
  '/housing/claim': { area: 'bulk'; method: 'POST'; payload: { order_number: string; client_cod: string; commentary: string }; answer: RestAnswer };
  /** payment history (spec 2 §7) */
  '/housing/payment/record': { area: 'bulk'; method: 'POST'; payload: { client_cod: string }; answer: RestAnswer };
  /** data.documents (spec 2 §7) — path chosen by the project */
  '/housing/debt': { area: 'bulk'; method: 'POST'; payload: { client_cod: string }; answer: RestAnswer };
  /** debt details (spec 2 §7) */
  '/housing/deb_details': { area: 'bulk'; method: 'POST'; payload: { client_cod: string }; answer: RestAnswer };
  /** dashboard (expired, notExpired, total) (spec 2 §7) */
  '/housing/dashboard': { area: 'bulk'; method: 'POST'; payload: { client_cod: string }; answer: RestAnswer };
  /** data.can_pay, current_time, next_attemp (spec 2 §7) */
  '/housing/can_pay': { area: 'bulk'; method: 'POST'; payload: NoPayload; answer: RestAnswer };
  /** documents (spec 2 §7) */
  '/housing/current_account': { area: 'bulk'; method: 'POST'; payload: { client_cod: string; period: number }; answer: RestAnswer };
  /** document (spec 2 §7) */
  '/housing/document_details': { area: 'bulk'; method: 'POST'; payload: { client_cod: string; doc_number: string; doc_year: string }; answer: RestAnswer };
  /** PDF (spec 2 §7) */
  '/document/get': { area: 'bulk'; method: 'POST'; payload: { pdf_number: string; class_description: string }; answer: RestAnswer };
  /** status ok means it exists (spec 2 §7) */
  '/document/has': { area: 'bulk'; method: 'POST'; payload: { pdf_number: string; class_description: string }; answer: RestAnswer };
  /** date, price (spec 2 §7) */
  '/housing/get_price_changes': { area: 'bulk'; method: 'POST'; payload: { client_cod: string }; answer: RestAnswer };
  /** clients with telemetry state (spec 2 §7) */
  '/housing/telemetry/list': { area: 'bulk'; method: 'POST'; payload: NoPayload; answer: RestAnswer };
  /** activate telemetry (spec 2 §4) — path chosen by the project */
  '/housing/telemetry/activate': { area: 'bulk'; method: 'POST'; payload: { client_cod: string }; answer: RestAnswer };
  /** status (spec 2 §7) */
  '/housing/telemetry/set_notifications': { area: 'bulk'; method: 'POST'; payload: { enabled: number; level: number }; answer: RestAnswer };
  /** tanks (spec 2 §7) */
  '/housing/telemetry/tanques_list': { area: 'bulk'; method: 'POST'; payload: { client_cod: string }; answer: RestAnswer };
  /** tank (spec 2 §7) */
  '/housing/telemetry/tanque_details': { area: 'bulk'; method: 'POST'; payload: { client_cod: string; meter_code: string }; answer: RestAnswer };
  /** readings (spec 2 §7) */
  '/housing/telemetry/record': { area: 'bulk'; method: 'POST'; payload: { client_cod: string; tank_cod: string; start_date: string; end_date: string }; answer: RestAnswer };
  /** orders (spec 2 §7) */
  '/cylinder/order_search': { area: 'cylinder'; method: 'POST'; payload: NoPayload; answer: RestAnswer };
  /** order (spec 2 §7) */
  '/cylinder/order_detail': { area: 'cylinder'; method: 'POST'; payload: { client_cod: string; order_number: string }; answer: RestAnswer };
  /** longitude, latitude (spec 2 §7) */
  '/cylinder/order_coordinates': { area: 'cylinder'; method: 'POST'; payload: { truck_code: string }; answer: RestAnswer };
  /** status, message (spec 2 §7) */
  '/cylinder/order_cancel': { area: 'cylinder'; method: 'POST'; payload: { order_number: string; business: string }; answer: RestAnswer };
  /** status, message (spec 2 §7) */
  '/cylinder/claim': { area: 'cylinder'; method: 'POST'; payload: { order_number: string; client_cod: string; commentary: string }; answer: RestAnswer };
  /** type_code, type, price (spec 2 §7) */
  '/cylinder/get_prices': { area: 'cylinder'; method: 'POST'; payload: { client_cod: string; comuna: string }; answer: RestAnswer };
  /** vehicle_brand, monthly_consumption_goal, _current, _percentage, giftcard_liters (spec 2 §7) */
  '/autogas/dashboard': { area: 'autogas'; method: 'POST'; payload: { patent: string }; answer: RestAnswer };
  /** status ok/empty/error (spec 2 §7) */
  '/autogas/maintenance/next': { area: 'autogas'; method: 'POST'; payload: { patent: string }; answer: RestAnswer };
  /** id_service, text, expected_km, num_mant (spec 2 §7) — path chosen by the project */
  '/autogas/maintenance/services': { area: 'autogas'; method: 'POST'; payload: { patent: string }; answer: RestAnswer };
  /** scheduled maintenances (spec 2 §7) */
  '/autogas/maintenance/future/list': { area: 'autogas'; method: 'POST'; payload: { patent: string }; answer: RestAnswer };
  /** data.regions, data.pre_selected_code (spec 2 §7) */
  '/autogas/maintenance/regions': { area: 'autogas'; method: 'POST'; payload: { patent: string }; answer: RestAnswer };
  /** data.workshops (spec 2 §7) */
  '/autogas/maintenance/workshops': { area: 'autogas'; method: 'POST'; payload: { region_code: string }; answer: RestAnswer };
  /** slots; empty carries cut_day (spec 2 §7) */
  '/autogas/maintenance/datetimes': { area: 'autogas'; method: 'POST'; payload: { workshop_code: string; id_service: number }; answer: RestAnswer };
  /** price data or error message (spec 2 §7) */
  '/autogas/maintenance/prices': { area: 'autogas'; method: 'POST'; payload: { patent: string; num_mant: number; workshop_code: string }; answer: RestAnswer };
  /** status ok/error, message (spec 2 §7) */
  '/autogas/maintenance/schedule': { area: 'autogas'; method: 'POST'; payload: { region: string; workshop_code: string; id_service: number; num_mant: number; date: string; hour_start: string; hour_end: string; id_block: number; patent: string }; answer: RestAnswer };
  /** status, message (spec 2 §7) */
  '/autogas/maintenance/cancel': { area: 'autogas'; method: 'POST'; payload: { patent: string; notice_id: number }; answer: RestAnswer };
  /** history (spec 2 §7) */
  '/autogas/maintenance_assistance_history': { area: 'autogas'; method: 'POST'; payload: { contract_number: string; patent: string; option: number }; answer: RestAnswer };
  /** detail (spec 2 §7) */
  '/autogas/maintenance_assistance_detail': { area: 'autogas'; method: 'POST'; payload: { contract_number: string; patent: string; notice_id: number }; answer: RestAnswer };
  /** contract (spec 2 §7) */
  '/autogas/contract': { area: 'autogas'; method: 'POST'; payload: { contract_number: string; patent: string }; answer: RestAnswer };
  /** PDF (spec 2 §7) */
  '/autogas/contract/download': { area: 'autogas'; method: 'POST'; payload: { contract_number: string; patent: string; type: number }; answer: RestAnswer };
  /** PDF (spec 2 §7) */
  '/autogas/manual/{autogas_manual_id}': { area: 'autogas'; method: 'GET'; payload: NoPayload; params: { autogas_manual_id: string }; answer: RestAnswer };
  /** data.total_liters (spec 2 §7) */
  '/autogas/record/current': { area: 'autogas'; method: 'POST'; payload: { patent: string }; answer: RestAnswer };
  /** day, hour, liters (spec 2 §7) */
  '/autogas/record/list': { area: 'autogas'; method: 'POST'; payload: { start_day: string; end_day: string; patent: string }; answer: RestAnswer };
  /** year, month, goal, liters, fulfillment (spec 2 §7) */
  '/autogas/goals': { area: 'autogas'; method: 'POST'; payload: { patent: string }; answer: RestAnswer };
  /** companies with sap_clients (spec 1 §7, 3 §7) */
  '/company/list': { area: 'company'; method: 'POST'; payload: NoPayload; answer: CompanyListAnswer };
  /** status empty with message, or data list (spec 3 §7) */
  '/company_user/list': { area: 'company'; method: 'POST'; payload: { type: number; value: string }; answer: RestAnswer };
  /** ok with data and origin; or error with errors.dni, show_modal and two messages (spec 3 §7) */
  '/company_user/exists': { area: 'company'; method: 'POST'; payload: { dni: string }; answer: RestAnswer };
  /** status ok or message (spec 3 §7) */
  '/company_user/request_user': { area: 'company'; method: 'POST'; payload: { dni: string }; answer: RestAnswer };
  /** status; errors by field (spec 1 §7, 3 §7) */
  '/company_user/store': { area: 'company'; method: 'POST'; payload: { validation_only: number; name: string; last_name: string; phone: string; dni: string; email: string; client_codes: Record<string, number[]> }; answer: RestAnswer };
  /** status (spec 3 §7) */
  '/company_user/update': { area: 'company'; method: 'POST'; payload: Contract['/company_user/store']['payload'] & { id: number; password_check: number; status: number }; answer: RestAnswer };
  /** data.company_user (spec 3 §7) */
  '/company_user/get': { area: 'company'; method: 'POST'; payload: { id: number }; answer: RestAnswer };
  /** status (spec 3 §7) */
  '/company_user/delete': { area: 'company'; method: 'POST'; payload: { id: number }; answer: RestAnswer };
  /** status and message (spec 3 §7) */
  '/company_user/can_delete': { area: 'company'; method: 'POST'; payload: { id: number }; answer: RestAnswer };
  /** company_id, company_name (spec 3 §7) */
  '/company_user/business_line/company/selector': { area: 'company'; method: 'POST'; payload: NoPayload; answer: RestAnswer };
  /** business_line_id, business_line_name (spec 3 §7) */
  '/company_user/business_line/selector': { area: 'company'; method: 'POST'; payload: NoPayload; answer: RestAnswer };
  /** client rows (spec 1 §7, 3 §7) */
  '/company_user/business_line/client/list': { area: 'company'; method: 'POST'; payload: { client_cod: string; company_id: number; business_line_id: number }; answer: RestAnswer };
  /** client detail with company_users (spec 3 §7) */
  '/company_user/business_line/client/get': { area: 'company'; method: 'POST'; payload: { client_id: number; company_id: number }; answer: RestAnswer };
  /** services of the company user with pivot privileges (spec 3 §4) — path chosen by the project */
  '/company_user/services': { area: 'company'; method: 'POST'; payload: NoPayload; answer: CompanyServicesAnswer };
  /** aproved_credit, used_credit, available_credit (spec 3 §7) — path chosen by the project */
  '/company_user/industrial/debt': { area: 'company'; method: 'POST'; payload: { client_cod: string }; answer: RestAnswer };
  /** central tree (spec 3 §7) */
  '/company_user/bussines_line/industrial/resume': { area: 'company'; method: 'POST'; payload: { client_code: string }; answer: RestAnswer };
  /** status ok, empty or exception; data (spec 3 §7) */
  '/company_user/institutional/current_account': { area: 'institutional'; method: 'POST'; payload: { client_cod: string; period: number }; answer: RestAnswer };
  /** data (spec 3 §7) */
  '/company_user/institutional/document_details': { area: 'institutional'; method: 'POST'; payload: { client_cod: string; doc_number: string; doc_year: string }; answer: RestAnswer };
  /** data.payment_method (Cupones, Garantias), address_coupon, address_warranty (spec 3 §7) */
  '/company_user/institutional/quotes_type': { area: 'institutional'; method: 'POST'; payload: { client_cod: string }; answer: RestAnswer };
  /** materials (spec 3 §7) */
  '/company_user/institutional/material_list': { area: 'institutional'; method: 'POST'; payload: { client_cod: string; quote_type: number; payment_code: string }; answer: RestAnswer };
  /** status error with errors or message (spec 3 §7) */
  '/company_user/institutional/quote/create': { area: 'institutional'; method: 'POST'; payload: { coupon_type: string; purchase_order: string; quote_type: number; client_cod: string; quote: QuoteLine[]; payment_code: string; address: string; incomplete: number; file: string }; answer: RestAnswer };
  /** quotes (spec 3 §7) */
  '/company_user/institutional/quote/list': { area: 'institutional'; method: 'POST'; payload: { client_cod: string; start_date: string; end_date: string; type: number; quote_number: string; order_number: string; invoice_sheet: string }; answer: RestAnswer };
  /** installations or message (spec 3 §7) */
  '/company_user/electricity/consuption/codes': { area: 'electricity'; method: 'POST'; payload: { contract_cod: string }; answer: RestAnswer };
  /** labels and values, status empty, or message (spec 3 §7) */
  '/company_user/electricity/consuption': { area: 'electricity'; method: 'POST'; payload: { instalacion: string; startDate: string; endDate: string; granularity: string; horario: string }; answer: RestAnswer };
  /** CSV file (spec 3 §7) */
  '/company_user/electricity/consuption/csv': { area: 'electricity'; method: 'POST'; payload: { instalacion: string; startDate: string; endDate: string; granularity: string; horario: string }; answer: RestAnswer };
  /** status error, empty or data (spec 3 §7) */
  '/company_user/electricity/ticket_list': { area: 'electricity'; method: 'POST'; payload: { contract_cod: string; start_date: string; end_date: string }; answer: RestAnswer };
  /** data or message (spec 3 §7) */
  '/company_user/electricity/payment_history': { area: 'electricity'; method: 'POST'; payload: { contract_cod: string; start_date: string; end_date: string }; answer: RestAnswer };
  /** data (spec 3 §7) */
  '/company_user/electricity/debt_details': { area: 'electricity'; method: 'POST'; payload: { client_cod: string }; answer: RestAnswer };
  /** client_id and email (spec 3 §7) */
  '/tickets/decrypt_token': { area: 'unsubscribe'; method: 'POST'; payload: { text: string }; answer: RestAnswer };
  /** status, subscriptionStatus (spec 3 §7) */
  '/tickets/check_status/{token}': { area: 'unsubscribe'; method: 'GET'; payload: NoPayload; params: { token: string }; answer: RestAnswer };
  /** status, remaining_contacts (spec 3 §7) */
  '/tickets/unsuscribe/{token}': { area: 'unsubscribe'; method: 'GET'; payload: NoPayload; params: { token: string }; answer: RestAnswer };
}

export type Path = keyof Contract;
export type PayloadOf<P extends Path> = Contract[P]['payload'];
export type AnswerOf<P extends Path> = Contract[P]['answer'];
export type ParamsOf<P extends Path> = Contract[P] extends { params: infer X } ? X : undefined;

/** The method of each call, at run time (the transports need it; the types above cannot be read at run time). */
export const methods: { [P in Path]: Contract[P]['method'] } = {
  '/validate_sf': 'GET',
  '/company_user/validate_sf': 'GET',
  '/consent_sf': 'GET',
  '/register_sf/consent': 'POST',
  '/campains/login': 'GET',
  '/image/campain/{device}/{id}': 'GET',
  '/person/campains': 'POST',
  '/company_user/campains': 'POST',
  '/refresh_token': 'POST',
  '/company_user/refresh_token': 'POST',
  '/login/email': 'POST',
  '/login/validate': 'POST',
  '/company_user/login': 'POST',
  '/company_user/login/validate': 'POST',
  '/login/facebook': 'POST',
  '/login/google': 'POST',
  '/login/token_exchange': 'POST',
  '/register': 'POST',
  '/recover': 'POST',
  '/company_user/recover': 'POST',
  '/verify_again': 'POST',
  '/verify': 'POST',
  '/me': 'POST',
  '/download/token': 'POST',
  '/housing/notification/list': 'POST',
  '/company_user/notification/list': 'POST',
  '/housing/notification/check': 'POST',
  '/company_user/notification/check': 'POST',
  '/cylinder/generate_status_change_notifications': 'POST',
  '/person/profile/get': 'POST',
  '/company_user/profile/get': 'POST',
  '/person/profile/update': 'POST',
  '/company_user/profile/update': 'POST',
  '/bussines_line/meter/list': 'POST',
  '/bussines_line/housing/list': 'POST',
  '/bussines_line/cylinder/list': 'POST',
  '/bussines_line/autogas/list': 'POST',
  '/bussines_line/meter/recomended': 'POST',
  '/bussines_line/housing/recomended': 'POST',
  '/bussines_line/cylinder/recomended': 'POST',
  '/bussines_line/autogas/recomended': 'POST',
  '/bussines_line/meter/store': 'POST',
  '/bussines_line/housing/store': 'POST',
  '/bussines_line/cylinder/store': 'POST',
  '/bussines_line/autogas/store': 'POST',
  '/bussines_line/meter/delete': 'POST',
  '/bussines_line/housing/delete': 'POST',
  '/bussines_line/cylinder/delete': 'POST',
  '/bussines_line/autogas/delete': 'POST',
  '/bussines_line/meter/search': 'POST',
  '/bussines_line/housing/search': 'POST',
  '/bussines_line/cylinder/search': 'POST',
  '/bussines_line/autogas/search': 'POST',
  '/bussines_line/address/search': 'POST',
  '/regions': 'POST',
  '/person/email_request_help': 'POST',
  '/privileges/self_get': 'POST',
  '/privileges/list': 'POST',
  '/request/list': 'POST',
  '/company_user/request/list': 'POST',
  '/request/get': 'POST',
  '/company_user/request/get': 'POST',
  '/request/rate': 'POST',
  '/request/create/down_payment': 'POST',
  '/request/file': 'POST',
  '/company_user/request/file': 'POST',
  '/request/type/tree': 'POST',
  '/company_user/request/type/tree': 'POST',
  '/request/type/ids': 'POST',
  '/request/type/get': 'POST',
  '/request/category/list': 'POST',
  '/request/create-sf': 'POST',
  '/request/validate': 'POST',
  '/request/agreements/list': 'POST',
  '/request/agreements/detail': 'POST',
  '/simulation/amount': 'POST',
  '/reading/graph': 'POST',
  '/reading/list': 'POST',
  '/payment/history': 'POST',
  '/tickets/list': 'POST',
  '/tickets/file': 'POST',
  '/bill/get': 'POST',
  '/meter/debt': 'POST',
  '/tickets/sync_suscriptions': 'POST',
  '/tickets/suscription_list': 'POST',
  '/tickets/register': 'POST',
  '/housing/order_search': 'POST',
  '/company_user/industrial/order_search': 'POST',
  '/housing/order_detail': 'POST',
  '/housing/order_coordinates': 'POST',
  '/housing/freq_update_truck': 'POST',
  '/housing/order_cancel': 'POST',
  '/housing/claim': 'POST',
  '/housing/payment/record': 'POST',
  '/housing/debt': 'POST',
  '/housing/deb_details': 'POST',
  '/housing/dashboard': 'POST',
  '/housing/can_pay': 'POST',
  '/housing/current_account': 'POST',
  '/housing/document_details': 'POST',
  '/document/get': 'POST',
  '/document/has': 'POST',
  '/housing/get_price_changes': 'POST',
  '/housing/telemetry/list': 'POST',
  '/housing/telemetry/activate': 'POST',
  '/housing/telemetry/set_notifications': 'POST',
  '/housing/telemetry/tanques_list': 'POST',
  '/housing/telemetry/tanque_details': 'POST',
  '/housing/telemetry/record': 'POST',
  '/cylinder/order_search': 'POST',
  '/cylinder/order_detail': 'POST',
  '/cylinder/order_coordinates': 'POST',
  '/cylinder/order_cancel': 'POST',
  '/cylinder/claim': 'POST',
  '/cylinder/get_prices': 'POST',
  '/autogas/dashboard': 'POST',
  '/autogas/maintenance/next': 'POST',
  '/autogas/maintenance/services': 'POST',
  '/autogas/maintenance/future/list': 'POST',
  '/autogas/maintenance/regions': 'POST',
  '/autogas/maintenance/workshops': 'POST',
  '/autogas/maintenance/datetimes': 'POST',
  '/autogas/maintenance/prices': 'POST',
  '/autogas/maintenance/schedule': 'POST',
  '/autogas/maintenance/cancel': 'POST',
  '/autogas/maintenance_assistance_history': 'POST',
  '/autogas/maintenance_assistance_detail': 'POST',
  '/autogas/contract': 'POST',
  '/autogas/contract/download': 'POST',
  '/autogas/manual/{autogas_manual_id}': 'GET',
  '/autogas/record/current': 'POST',
  '/autogas/record/list': 'POST',
  '/autogas/goals': 'POST',
  '/company/list': 'POST',
  '/company_user/list': 'POST',
  '/company_user/exists': 'POST',
  '/company_user/request_user': 'POST',
  '/company_user/store': 'POST',
  '/company_user/update': 'POST',
  '/company_user/get': 'POST',
  '/company_user/delete': 'POST',
  '/company_user/can_delete': 'POST',
  '/company_user/business_line/company/selector': 'POST',
  '/company_user/business_line/selector': 'POST',
  '/company_user/business_line/client/list': 'POST',
  '/company_user/business_line/client/get': 'POST',
  '/company_user/services': 'POST',
  '/company_user/industrial/debt': 'POST',
  '/company_user/bussines_line/industrial/resume': 'POST',
  '/company_user/institutional/current_account': 'POST',
  '/company_user/institutional/document_details': 'POST',
  '/company_user/institutional/quotes_type': 'POST',
  '/company_user/institutional/material_list': 'POST',
  '/company_user/institutional/quote/create': 'POST',
  '/company_user/institutional/quote/list': 'POST',
  '/company_user/electricity/consuption/codes': 'POST',
  '/company_user/electricity/consuption': 'POST',
  '/company_user/electricity/consuption/csv': 'POST',
  '/company_user/electricity/ticket_list': 'POST',
  '/company_user/electricity/payment_history': 'POST',
  '/company_user/electricity/debt_details': 'POST',
  '/tickets/decrypt_token': 'POST',
  '/tickets/check_status/{token}': 'GET',
  '/tickets/unsuscribe/{token}': 'GET',
};

export const paths = Object.keys(methods) as Path[];
