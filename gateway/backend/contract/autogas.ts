/** The `autogas` rows of rest-calls.tsv, autogas: dashboard, maintenance, contract and fuel records. */
import { get, post } from './call';
import type { RestAnswer } from './envelope';

export const autogasCalls = {
  /** vehicle_brand, monthly_consumption_goal, _current, _percentage, giftcard_liters (spec 2 §7) */
  '/autogas/dashboard': post<{ patent: string }, RestAnswer>(),
  /** status ok/empty/error (spec 2 §7) */
  '/autogas/maintenance/next': post<{ patent: string }, RestAnswer>(),
  /** id_service, text, expected_km, num_mant (spec 2 §7) — path chosen by the project */
  '/autogas/maintenance/services': post<{ patent: string }, RestAnswer>(),
  /** scheduled maintenances (spec 2 §7) */
  '/autogas/maintenance/future/list': post<{ patent: string }, RestAnswer>(),
  /** data.regions, data.pre_selected_code (spec 2 §7) */
  '/autogas/maintenance/regions': post<{ patent: string }, RestAnswer>(),
  /** data.workshops (spec 2 §7) */
  '/autogas/maintenance/workshops': post<{ region_code: string }, RestAnswer>(),
  /** slots; empty carries cut_day (spec 2 §7) */
  '/autogas/maintenance/datetimes': post<{ workshop_code: string; id_service: number }, RestAnswer>(),
  /** price data or error message (spec 2 §7) */
  '/autogas/maintenance/prices': post<{ patent: string; num_mant: number; workshop_code: string }, RestAnswer>(),
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
    RestAnswer
  >(),
  /** status, message (spec 2 §7) */
  '/autogas/maintenance/cancel': post<{ patent: string; notice_id: number }, RestAnswer>(),
  /** history (spec 2 §7) */
  '/autogas/maintenance_assistance_history': post<{ contract_number: string; patent: string; option: number }, RestAnswer>(),
  /** detail (spec 2 §7) */
  '/autogas/maintenance_assistance_detail': post<{ contract_number: string; patent: string; notice_id: number }, RestAnswer>(),
  /** contract (spec 2 §7) */
  '/autogas/contract': post<{ contract_number: string; patent: string }, RestAnswer>(),
  /** PDF (spec 2 §7) */
  '/autogas/contract/download': post<{ contract_number: string; patent: string; type: number }, RestAnswer>(),
  /** PDF (spec 2 §7) */
  '/autogas/manual/{autogas_manual_id}': get<RestAnswer, { autogas_manual_id: string }>(),
  /** data.total_liters (spec 2 §7) */
  '/autogas/record/current': post<{ patent: string }, RestAnswer>(),
  /** day, hour, liters (spec 2 §7) */
  '/autogas/record/list': post<{ start_day: string; end_day: string; patent: string }, RestAnswer>(),
  /** year, month, goal, liters, fulfillment (spec 2 §7) */
  '/autogas/goals': post<{ patent: string }, RestAnswer>(),
} as const;
