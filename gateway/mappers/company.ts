import type { Company, IndustrialCredit } from '../../schema/generated/types';
import type { BackendCompany, BackendCompanyService, IndustrialDebtAnswer } from '../backend/contract';
import type { CompanyService } from '../resolvers/parents';
import { lineOf } from './lines';
import { parseAmount } from './quirks';

export function mapCompany(company: BackendCompany): Company {
  return { id: String(company.id), name: company.name, rut: company.dni };
}

export function mapCompanyService(service: BackendCompanyService): CompanyService {
  return {
    id: String(service.id),
    line: lineOf(service.business_line_id) ?? 'INDUSTRIAL_BULK',
    clientCode: service.client_cod,
    contractCode: service.contract_cod || null,
    companyId: String(service.company_id),
    companyName: service.pivot.company_name,
    companyRut: service.pivot.company_dni,
    address: service.client_address,
    city: service.client_city,
    regionCode: service.client_region_cod,
    privileges: service.pivot.privileges.map(Number).filter(Number.isFinite),
  };
}

/**
 * The debt summary of an industrial bulk client (spec 3 §3). No credit line is an empty answer, or one where
 * nothing is approved and nothing used; an available amount the backend leaves out is approved minus used.
 */
export function mapIndustrialCredit(answer: IndustrialDebtAnswer): IndustrialCredit {
  const none: IndustrialCredit = { hasCredit: false, approved: null, used: null, available: null };
  if (answer.status !== 'ok' || !answer.data) return none;
  const approved = parseAmount(answer.data.aproved_credit);
  const used = parseAmount(answer.data.used_credit);
  if (!approved && !used) return none;
  const available = parseAmount(answer.data.available_credit) ?? (approved !== null && used !== null ? approved - used : null);
  return { hasCredit: true, approved, used, available };
}
