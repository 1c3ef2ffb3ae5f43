/** The `autogas` rows of rest-calls.tsv, autogas: dashboard, maintenance, contract and fuel records. */
import { get, post } from './call';
import type { BackendFigure, BackendId, RestAnswer } from './envelope';

/** An answer whose `data` is T when the status is ok. */
export interface AutogasAnswer<T> {
  status?: 'ok' | 'empty' | 'error' | 'duplicated' | string;
  message?: string;
  data?: T;
}

/**
 * The autogas answers as a backend may write them (spec 2 §3): figures as numbers or text with comma or dot decimals,
 * dates in any of their forms, ids as text (leading zeros kept: a SAP notice id 000410023 stays so) or whole numbers.
 */
export interface BackendAutogasDashboard {
  vehicle_brand: string | null;
  monthly_consumption_goal: BackendFigure | null;
  monthly_consumption_current: BackendFigure | null;
  monthly_consumption_percentage: BackendFigure | null;
  giftcard_liters: BackendFigure | null;
}

/** A maintenance of the plate's plan (spec 2 §3 Maintenance suggestion). */
export interface BackendMaintenanceService {
  id_service: BackendId;
  text: string;
  expected_km: BackendFigure | null;
  num_mant: BackendId;
}

/** A scheduled maintenance, or a history item (which adds type, registration_date and status). */
export interface BackendMaintenance {
  type?: string | null;
  registration_date?: string | null;
  /** 1 (or '1') pending, anything else done */
  status?: BackendId | null;
  description: string | null;
  /** YYYY-MM-DD in the spec; any date form is read */
  scheduled_date: string | null;
  scheduled_time: string | null;
  /** text with its leading zeros (000410023), or a whole number */
  notice_id: BackendId;
  workshop_name: string | null;
  workshop_address: string | null;
  workshop_city: string | null;
  workshop_region: string | null;
  valor_mantencion_taller?: BackendFigure | null;
  porcentaje_descuento?: BackendFigure | null;
  valor_aplicando_descuento?: BackendFigure | null;
}

export interface BackendMaintenanceRegions {
  regions: Array<{ code: BackendId; name: string }>;
  pre_selected_code: BackendId | null;
}

export interface BackendWorkshop {
  code: BackendId;
  name: string;
  street: string | null;
  house_number: string | null;
  city: string | null;
}

export interface BackendSlot {
  /** YYYY-MM-DD in the spec; any date form is read */
  date_block: string;
  hour_start: string;
  hour_end: string;
  /** an id (the mappers read any form); typed as the fixtures write it, which do arithmetic on it */
  id_block: number;
}

export interface BackendMaintenancePrice {
  valor_mantencion_taller: BackendFigure | null;
  porcentaje_descuento: BackendFigure | null;
  valor_aplicando_descuento: BackendFigure | null;
}

export interface BackendAutogasContract {
  contract_number: BackendId;
  description_type_contract: string | null;
  description_state_contract: string | null;
  start_date_contract: string | null;
  end_date_contract: string | null;
  months_elapsed_start_contract: BackendFigure | null;
  months_left_end_contract: BackendFigure | null;
  /** spec 2 §3 "downloads (CONTRACT, CIA)": each as `{ type }`, or the type alone */
  downloads: Array<{ type: 'CONTRACT' | 'CIA' } | 'CONTRACT' | 'CIA'> | null;
  client_code: BackendId | null;
  rut: string | null;
  titular_name: string | null;
  address: string | null;
  comune: string | null;
  region: string | null;
  vehicle_brand: string | null;
  vehicle_model: string | null;
  vehicle_patent: string | null;
  vehicle_chassis_number: string | null;
  months_contract_duration: BackendFigure | null;
  monthly_consumption_goal: BackendFigure | null;
  total_expected_consumption: BackendFigure | null;
  total_consumption: BackendFigure | null;
  average_monthly_consumption: BackendFigure | null;
  consumed_percentage_expected_total: BackendFigure | null;
  kits: Array<{ material_code: BackendId | null; description: string | null; autogas_manual_id: BackendId | null }> | null;
  giftcard_liters: BackendFigure | null;
}

export interface BackendFuelRecord {
  /** DD-MM-YYYY in the spec; any date form is read */
  day: string;
  hour: string | null;
  liters: BackendFigure | null;
}

export interface BackendGoal {
  year: BackendFigure;
  month: BackendFigure;
  goal: BackendFigure | null;
  liters: BackendFigure | null;
  fulfillment: BackendFigure | null;
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
    AutogasAnswer<{ notice_id: BackendId }>
  >(),
  /** status, message (spec 2 §7); duplicated when it was asked already */
  /** notice_id as the backend wrote it (000410023 keeps its zeros) */
  '/autogas/maintenance/cancel': post<{ patent: string; notice_id: BackendId }, AutogasAnswer<null>>(),
  /** history (spec 2 §7) */
  '/autogas/maintenance_assistance_history': post<
    { contract_number: string; patent: string; option: number },
    AutogasAnswer<BackendMaintenance[]>
  >(),
  /** detail (spec 2 §7) */
  '/autogas/maintenance_assistance_detail': post<
    { contract_number: string; patent: string; notice_id: BackendId },
    AutogasAnswer<BackendMaintenance>
  >(),
  /** contract (spec 2 §7) */
  '/autogas/contract': post<{ contract_number: string; patent: string }, AutogasAnswer<BackendAutogasContract>>(),
  /** PDF (spec 2 §7): a form post with a one-time token */
  '/autogas/contract/download': post<{ contract_number: string; patent: string; type: 'CONTRACT' | 'CIA' }, RestAnswer>(),
  /** PDF (spec 2 §7) */
  '/autogas/manual/{autogas_manual_id}': get<RestAnswer, { autogas_manual_id: string }>(),
  /** data.total_liters (spec 2 §7) */
  '/autogas/record/current': post<{ patent: string }, AutogasAnswer<{ total_liters: BackendFigure | null }>>(),
  /** day, hour, liters (spec 2 §7) */
  '/autogas/record/list': post<{ start_day: string; end_day: string; patent: string }, AutogasAnswer<BackendFuelRecord[]>>(),
  /** year, month, goal, liters, fulfillment (spec 2 §7) */
  '/autogas/goals': post<{ patent: string }, AutogasAnswer<BackendGoal[]>>(),
} as const;
