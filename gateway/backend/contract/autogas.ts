/** The `autogas` rows of rest-calls.tsv, autogas: dashboard, maintenance, contract and fuel records. */
import { get, post } from './call';
import type { RestAnswer } from './envelope';

/** An answer whose `data` is T when the status is ok. */
export interface AutogasAnswer<T> {
  status?: 'ok' | 'empty' | 'error' | 'duplicated' | string;
  message?: string;
  data?: T;
}

export interface BackendAutogasDashboard {
  vehicle_brand: string;
  monthly_consumption_goal: string;
  monthly_consumption_current: string;
  monthly_consumption_percentage: string;
  giftcard_liters: string;
}

/** A maintenance of the plate's plan (spec 2 §3 Maintenance suggestion). */
export interface BackendMaintenanceService {
  id_service: number;
  text: string;
  expected_km: string;
  num_mant: number;
}

/** A scheduled maintenance, or a history item (which adds type, registration_date and status). */
export interface BackendMaintenance {
  type?: string;
  registration_date?: string;
  status?: string;
  description: string;
  /** YYYY-MM-DD */
  scheduled_date: string;
  scheduled_time: string;
  notice_id: number;
  workshop_name: string;
  workshop_address: string;
  workshop_city: string;
  workshop_region: string;
  valor_mantencion_taller?: string | null;
  porcentaje_descuento?: string | null;
  valor_aplicando_descuento?: string | null;
}

export interface BackendMaintenanceRegions {
  regions: Array<{ code: string; name: string }>;
  pre_selected_code: string | null;
}

export interface BackendWorkshop {
  code: string;
  name: string;
  street: string;
  house_number: string;
  city: string;
}

export interface BackendSlot {
  /** YYYY-MM-DD */
  date_block: string;
  hour_start: string;
  hour_end: string;
  id_block: number;
}

export interface BackendMaintenancePrice {
  valor_mantencion_taller: string;
  porcentaje_descuento: string;
  valor_aplicando_descuento: string;
}

export interface BackendAutogasContract {
  contract_number: string;
  description_type_contract: string;
  description_state_contract: string;
  start_date_contract: string;
  end_date_contract: string;
  months_elapsed_start_contract: string;
  months_left_end_contract: string;
  downloads: Array<{ type: 'CONTRACT' | 'CIA' }>;
  client_code: string;
  rut: string;
  titular_name: string;
  address: string;
  comune: string;
  region: string;
  vehicle_brand: string;
  vehicle_model: string;
  vehicle_patent: string;
  vehicle_chassis_number: string;
  months_contract_duration: string;
  monthly_consumption_goal: string;
  total_expected_consumption: string;
  total_consumption: string;
  average_monthly_consumption: string;
  consumed_percentage_expected_total: string;
  kits: Array<{ material_code: string; description: string; autogas_manual_id: string }>;
  giftcard_liters: string;
}

export interface BackendFuelRecord {
  /** DD-MM-YYYY */
  day: string;
  hour: string;
  liters: string;
}

export interface BackendGoal {
  year: string;
  month: string;
  goal: string;
  liters: string;
  fulfillment: string;
}

export const autogasCalls = {
  /** vehicle_brand, monthly_consumption_goal, _current, _percentage, giftcard_liters (spec 2 §7) */
  '/autogas/dashboard': post<{ patent: string }, AutogasAnswer<BackendAutogasDashboard>>(),
  /** status ok/empty/error (spec 2 §7) */
  '/autogas/maintenance/next': post<{ patent: string }, AutogasAnswer<BackendMaintenance>>(),
  /** id_service, text, expected_km, num_mant (spec 2 §7) — path chosen by the project */
  '/autogas/maintenance/services': post<{ patent: string }, AutogasAnswer<BackendMaintenanceService[]>>(),
  /** scheduled maintenances (spec 2 §7) */
  '/autogas/maintenance/future/list': post<{ patent: string }, AutogasAnswer<BackendMaintenance[]>>(),
  /** data.regions, data.pre_selected_code (spec 2 §7) */
  '/autogas/maintenance/regions': post<{ patent: string }, AutogasAnswer<BackendMaintenanceRegions>>(),
  /** data.workshops (spec 2 §7) */
  '/autogas/maintenance/workshops': post<{ region_code: string }, AutogasAnswer<{ workshops: BackendWorkshop[] }>>(),
  /** slots; empty carries cut_day (spec 2 §7) */
  '/autogas/maintenance/datetimes': post<
    { workshop_code: string; id_service: number },
    AutogasAnswer<BackendSlot[]> & { cut_day?: string | null }
  >(),
  /** price data or error message (spec 2 §7) */
  '/autogas/maintenance/prices': post<
    { patent: string; num_mant: number; workshop_code: string },
    AutogasAnswer<BackendMaintenancePrice>
  >(),
  /** status ok/error, message (spec 2 §7) */
  '/autogas/maintenance/schedule': post<
    {
      region: string;
      workshop_code: string;
      id_service: number;
      num_mant: number;
      date: string;
      hour_start: string;
      hour_end: string;
      id_block: number;
      patent: string;
    },
    AutogasAnswer<{ notice_id: number }>
  >(),
  /** status, message (spec 2 §7); duplicated when it was asked already */
  '/autogas/maintenance/cancel': post<{ patent: string; notice_id: number }, AutogasAnswer<null>>(),
  /** history (spec 2 §7) */
  '/autogas/maintenance_assistance_history': post<
    { contract_number: string; patent: string; option: number },
    AutogasAnswer<BackendMaintenance[]>
  >(),
  /** detail (spec 2 §7) */
  '/autogas/maintenance_assistance_detail': post<
    { contract_number: string; patent: string; notice_id: number },
    AutogasAnswer<BackendMaintenance>
  >(),
  /** contract (spec 2 §7) */
  '/autogas/contract': post<{ contract_number: string; patent: string }, AutogasAnswer<BackendAutogasContract>>(),
  /** PDF (spec 2 §7): a form post with a one-time token */
  '/autogas/contract/download': post<{ contract_number: string; patent: string; type: 'CONTRACT' | 'CIA' }, RestAnswer>(),
  /** PDF (spec 2 §7) */
  '/autogas/manual/{autogas_manual_id}': get<RestAnswer, { autogas_manual_id: string }>(),
  /** data.total_liters (spec 2 §7) */
  '/autogas/record/current': post<{ patent: string }, AutogasAnswer<{ total_liters: string }>>(),
  /** day, hour, liters (spec 2 §7) */
  '/autogas/record/list': post<{ start_day: string; end_day: string; patent: string }, AutogasAnswer<BackendFuelRecord[]>>(),
  /** year, month, goal, liters, fulfillment (spec 2 §7) */
  '/autogas/goals': post<{ patent: string }, AutogasAnswer<BackendGoal[]>>(),
} as const;
