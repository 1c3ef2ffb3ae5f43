/** The `electricity` rows of rest-calls.tsv, electricity: consumption, bills, payments and debt. */
import { post } from './call';
import type { RestAnswer } from './envelope';

export const electricityCalls = {
  /** installations or message (spec 3 §7) */
  '/company_user/electricity/consuption/codes': post<{ contract_cod: string }, RestAnswer>(),
  /** labels and values, status empty, or message (spec 3 §7) */
  '/company_user/electricity/consuption': post<
    { instalacion: string; startDate: string; endDate: string; granularity: string; horario: string },
    RestAnswer
  >(),
  /** CSV file (spec 3 §7) */
  '/company_user/electricity/consuption/csv': post<
    { instalacion: string; startDate: string; endDate: string; granularity: string; horario: string },
    RestAnswer
  >(),
  /** status error, empty or data (spec 3 §7) */
  '/company_user/electricity/ticket_list': post<{ contract_cod: string; start_date: string; end_date: string }, RestAnswer>(),
  /** data or message (spec 3 §7) */
  '/company_user/electricity/payment_history': post<{ contract_cod: string; start_date: string; end_date: string }, RestAnswer>(),
  /** data (spec 3 §7) */
  '/company_user/electricity/debt_details': post<{ client_cod: string }, RestAnswer>(),
  /** demo only (the fixture world and the sandbox): the payment portal stand-in's 'Pagar' pays the contract's debt */
  '/sandbox/electricity/pay': post<{ contract_cod: string }, RestAnswer>(),
} as const;
