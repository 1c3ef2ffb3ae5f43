import type { Company, CompanyService } from '../../schema/generated/types';
import type { BackendCompany, BackendCompanyService } from '../backend/contract';
import { lineOf } from './lines';

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
