/**
 * The company user's companies and privileges (spec 1 §6, §7; spec 3 §3): /company/list gives each company with its
 * sap_clients in the Service/client form — the client's code as {product}_client_id only (the portal copies it into
 * client_cod), the privileges in the pivot as the JSON text a pivot column holds — /privileges/self_get the user's
 * privileges and a list per client code, /privileges/list the privileges a client's line has.
 */
import { clientsOf, companiesOf } from '../company-owned';
import { PRIVILEGES, PRODUCT, type SapClient } from '../company-records';
import { companyPost, empty, forbidden, list, ok, type Routes } from '../kit';
import { addressLine } from '../owned';
import type { World } from '../world';
import { NO_COMPANIES } from './company-session';

/** A client as spec 3 §3 "Service/client" names it, with the privileges `privileges` in its pivot. */
export function sapClientView(world: World, client: SapClient, privileges: number[]) {
  const product = PRODUCT[client.business_line_id];
  const company = world.companies.find((c) => c.id === client.company_id)!;
  return {
    id: client.id,
    client_id: client.client_id,
    [`${product}_client_id`]: client.client_cod,
    [`${product}_contract_id`]: client.contract_cod,
    business_line_id: client.business_line_id,
    client_address: addressLine(client.address),
    client_city: client.address.city,
    client_region_cod: client.address.region_cod,
    pivot: { privileges: JSON.stringify(privileges.map(String)), company_name: company.name, company_dni: company.dni },
  };
}

export const routes: Routes = {
  '/company/list': companyPost(({ world, companyUser }) => {
    const mine = clientsOf(world, companyUser);
    const companies = companiesOf(world, companyUser).map((company) => ({
      id: company.id,
      name: company.name,
      dni: company.dni,
      sap_clients: mine
        .filter(({ client }) => client.company_id === company.id)
        .map(({ client, privileges }) => sapClientView(world, client, privileges)),
    }));
    return companies.length ? ok(companies) : empty(NO_COMPANIES);
  }),

  '/privileges/self_get': companyPost(({ world, companyUser }) => {
    const mine = clientsOf(world, companyUser);
    const held = new Set(mine.flatMap(({ privileges }) => privileges));
    return ok({
      privileges: PRIVILEGES.filter((p) => held.has(p.id)),
      clients: Object.fromEntries(mine.map(({ client, privileges }) => [client.client_cod, privileges])),
    });
  }),

  /** the privileges that may be granted on a client of the user's companies (by its code, or its record id) */
  '/privileges/list': companyPost(({ world, companyUser, payload }) => {
    const code = payload.text('client_code');
    const client = world.sapClients.find((c) => c.client_cod === code || String(c.id) === code);
    if (!client || !clientsOf(world, companyUser).some((mine) => mine.client === client)) throw forbidden('este cliente');
    return list(
      PRIVILEGES.filter((p) => p.business_lines_id === client.business_line_id),
      'La línea de negocio del cliente no tiene privilegios.',
    );
  }),
};
