/**
 * The Administrador's Buscar Clientes (spec 3 §2, §3 Client search row and Client detail, §7): its companies and lines
 * for the filters, the clients of its companies, and one client with the Funcionarios holding privileges on it. Rows
 * name a client by its record id as client_id (what /client/get takes); merchandise recipients and payment
 * responsibles come as lists.
 */
import { funcionariosOf, requireAdministrator } from '../company-owned';
import { PRIVILEGES, type SapClient } from '../company-records';
import { COMPANY_LINE_NAMES } from '../catalogue';
import { companyPost, forbidden, list, ok, type CompanyContext, type Routes } from '../kit';
import { addressLine, regionName } from '../owned';

const contacts = (client: SapClient, count: number, kind: string) =>
  Array.from({ length: count }, (_, index) => ({ code: `${client.client_cod}-${kind}${index + 1}` }));

/** A company id of the payload's `field` that is one of the Administrador's (403 otherwise); null when none came. */
function ownCompany(c: CompanyContext, field: string): number | null {
  const admin = requireAdministrator(c);
  const id = c.payload.optInt(field);
  if (id !== null && !admin.companies.includes(id)) throw forbidden('esta empresa');
  return id;
}

const clientsOfAdministrator = (c: CompanyContext) => {
  const admin = requireAdministrator(c);
  return c.world.sapClients.filter((client) => admin.companies.includes(client.company_id));
};

export const routes: Routes = {
  '/company_user/business_line/company/selector': companyPost((c) => {
    const admin = requireAdministrator(c);
    return list(
      c.world.companies
        .filter((company) => admin.companies.includes(company.id))
        .map((company) => ({ company_id: company.id, company_name: company.name })),
      'No tienes empresas asociadas.',
    );
  }),

  '/company_user/business_line/selector': companyPost((c) => {
    const lines = [...new Set(clientsOfAdministrator(c).map((client) => client.business_line_id))].sort();
    return list(
      lines.map((id) => ({ business_line_id: id, business_line_name: COMPANY_LINE_NAMES[id] })),
      'No tienes líneas de negocio asociadas.',
    );
  }),

  '/company_user/business_line/client/list': companyPost((c) => {
    const company = ownCompany(c, 'company_id');
    const line = c.payload.optInt('business_line_id');
    const code = c.payload.optText('client_cod');
    const rows = clientsOfAdministrator(c)
      .filter(
        (client) =>
          (company === null || client.company_id === company) &&
          (line === null || client.business_line_id === line) &&
          (!code || client.client_cod.includes(code)),
      )
      .map((client) => {
        const owner = c.world.companies.find((x) => x.id === client.company_id)!;
        return {
          client_cod: client.client_cod,
          client_id: client.id,
          company_id: owner.id,
          company_name: owner.name,
          company_dni: owner.dni,
          business_line_name: COMPANY_LINE_NAMES[client.business_line_id],
          merchandise_recipients: contacts(client, client.merchandise_recipients, 'D'),
          payment_responsibles: contacts(client, client.payment_responsibles, 'P'),
        };
      });
    return list(rows, 'No se han encontrado datos');
  }),

  '/company_user/business_line/client/get': companyPost((c) => {
    c.payload.int('company_id');
    const company = ownCompany(c, 'company_id');
    const id = c.payload.int('client_id');
    const client = clientsOfAdministrator(c).find((x) => x.id === id && x.company_id === company);
    if (!client) throw forbidden('este cliente');
    const owner = c.world.companies.find((x) => x.id === client.company_id)!;
    const holders = funcionariosOf(c.world, requireAdministrator(c)).filter((u) => u.grants.get(client.id)?.length);
    return ok({
      client_cod: client.client_cod,
      company_dni: owner.dni,
      company_name: owner.name,
      client_address: addressLine(client.address),
      client_city: client.address.city,
      client_region: regionName(client.address.region_cod),
      company_users: holders.map((u) => ({
        company_user_id: u.id,
        company_user_name: `${u.name} ${u.last_name}`,
        company_user_dni: u.dni,
        company_user_email: u.email,
        privileges_string: (u.grants.get(client.id) ?? []).map((p) => PRIVILEGES.find((x) => x.id === p)?.name ?? String(p)).join(', '),
      })),
    });
  }),
};
