import type { Company, IndustrialCredit } from '../../schema/generated/types';
import type { BackendCompany, BackendCompanyClient, BackendCompanyService, IndustrialDebtAnswer } from '../backend/contract';
import { idForm, readList, textForm } from '../backend/forms';
import { clientCodeOf, contractCodeOf } from '../backend/product-fields';
import type { CompanyService } from '../resolvers/parents';
import { readPrivileges } from './funcionarios';
import { lineOf } from './lines';
import { parseAmount } from './quirks';
import { clientIdOf } from './services';

export function mapCompany(company: BackendCompany): Company {
  return { id: String(company.id), name: company.name, rut: company.dni };
}

const textOf = (value: unknown): string | null => {
  const read = textForm.read(value);
  return read === null || read.trim() === '' ? null : read.trim();
};

/** Whether a client of /company/list carries its privileges in its pivot (a list, or the JSON text of one). */
export const pivotHasPrivileges = (client: BackendCompanyClient | null | undefined): boolean =>
  client?.pivot?.privileges !== undefined && client.pivot.privileges !== null;

/**
 * A company's clients as the company services /company_user/services gives (spec 3 §3 Service/client), for a backend
 * without that path (ours): each of /company/list's sap_clients with its company; the code from client_cod or
 * {product}_client_id; the privileges from its pivot, else from /privileges/self_get's list for its code
 * (`heldByCode`). A client without an id, a code or a known line is left out.
 */
export function mapCompanyClients(company: BackendCompany, heldByCode: Record<string, unknown> = {}): CompanyService[] {
  const companyId = idForm.read(company?.id);
  if (!companyId) return [];
  return readList<BackendCompanyClient>(company.sap_clients).flatMap((client) => {
    const id = idForm.read(client?.id);
    const clientCode = client ? clientCodeOf(client) : null;
    const line = lineOf(client?.business_line_id);
    if (!id || !clientCode || !line) return [];
    const pivot = client.pivot ?? null;
    return [
      {
        id,
        line,
        clientCode,
        contractCode: contractCodeOf(client),
        companyId,
        companyName: textOf(pivot?.company_name) ?? textOf(company.name) ?? '',
        companyRut: textOf(pivot?.company_dni) ?? textOf(company.dni) ?? '',
        address: textOf(client.client_address) ?? '',
        city: textOf(client.client_city) ?? '',
        regionCode: idForm.read(client.client_region_cod) ?? '',
        clientId: clientIdOf(client.client_id),
        privileges: readPrivileges(pivotHasPrivileges(client) ? pivot?.privileges : heldByCode[clientCode]),
      },
    ];
  });
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
    clientId: clientIdOf(service.client_id),
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
