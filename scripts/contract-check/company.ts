/**
 * The calls a company user's account can be answered (spec 3 §7), as far as their answers are typed: the rest get
 * their shapes as the company areas land. Run with CONTRACT_CHECK_COMPANY_EMAIL / _PASSWORD; skipped without them.
 */
import { holds, PRIVILEGE } from '../../machines/rules/privileges';
import * as company from '../../gateway/backend/shapes/company';
import * as session from '../../gateway/backend/shapes/session';
import { dataList, given, none, type Check } from './check';

/** business_line_id of industrial bulk (spec 3 §3) */
const INDUSTRIAL_BULK = 6;
const holdsDebtDetail = (service: Record<string, unknown>) =>
  holds((service.pivot as { privileges?: unknown[] } | undefined)?.privileges, PRIVILEGE.debtDetail);

export const COMPANY_CHECKS: Check[] = [
  { path: '/company_user/campains', shape: session.campaignsShape, payload: none },
  { path: '/company/list', shape: company.companyListShape, payload: none },
  { path: '/privileges/self_get', shape: company.privilegesSelfShape, payload: none },
  {
    path: '/company_user/services',
    shape: company.companyServicesShape,
    payload: none,
    learn: (answer, known) => {
      const service = dataList(answer).find(
        (s) => s.business_line_id === INDUSTRIAL_BULK && typeof s.client_cod === 'string' && holdsDebtDetail(s),
      );
      if (service) known.industrialClient = String(service.client_cod);
    },
  },
  {
    path: '/company_user/industrial/debt',
    shape: company.industrialDebtShape,
    payload: given(
      (k) => k.industrialClient,
      (client_cod) => ({ client_cod }),
    ),
  },
];
