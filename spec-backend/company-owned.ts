/**
 * The company side's one rule: a company user reads only the clients of its companies, and a Funcionario only those
 * it holds the call's privilege on (spec 3 §6). A client outside them, whether it exists or not, is refused with 403;
 * so is one without the privilege. An Administrador holds every privilege of its companies' clients, and manages their
 * Funcionarios.
 */
import { forbidden, type CompanyContext } from './kit';
import { privilegesOfLine, type Company, type CompanyUser, type SapClient } from './company-records';
import type { World } from './world';

/** The company user as sign-in, /me and the profile show it: a person's fields (spec 1 §3), plus user_type. */
export function companyUserView(user: CompanyUser) {
  return {
    id: user.id,
    name: user.name,
    last_name: user.last_name,
    email: user.email,
    dni: user.dni,
    phone: user.phone,
    profile_picture: user.profile_picture,
    notification_check: user.notification_check,
    second_account: false,
    seccond_email: null,
    hasdebt: false,
    role: user.user_type,
    user_type: user.user_type,
    status: user.status,
  };
}

export const companiesOf = (world: World, user: CompanyUser): Company[] => world.companies.filter((c) => user.companies.includes(c.id));

/** The privileges a user holds on a client of its companies: all of the line for an Administrador, its grant otherwise. */
export function privilegesOn(user: CompanyUser, client: SapClient): number[] {
  if (!user.companies.includes(client.company_id)) return [];
  if (user.user_type === 'Administrador') return privilegesOfLine(client.business_line_id);
  return user.grants.get(client.id) ?? [];
}

/** Electricity's line: it has no privilege (spec 3 §6 gates it by its flag alone). */
export const ELECTRICITY_LINE = 7;

/**
 * The clients a user works with: every client of an Administrador's companies; a Funcionario's granted ones, and its
 * companies' electricity contracts (a line without privileges, which no grant could ever name).
 */
export function clientsOf(world: World, user: CompanyUser): Array<{ client: SapClient; privileges: number[] }> {
  return world.sapClients
    .filter((client) => user.companies.includes(client.company_id))
    .map((client) => ({ client, privileges: privilegesOn(user, client) }))
    .filter(
      ({ client, privileges }) =>
        user.user_type === 'Administrador' || privileges.length > 0 || client.business_line_id === ELECTRICITY_LINE,
    );
}

/** Contract codes as SAP pads them (ALPHA conversion): digits to 10 with leading zeros. */
const alpha = (code: string) => (/^\d{1,10}$/.test(code) ? code.padStart(10, '0') : code);

/** An electricity client of the user's companies by its contract (any company user reads them); 403 otherwise. */
export function myElectricityContract({ world, companyUser }: CompanyContext, contract_cod: string): SapClient {
  const code = alpha(contract_cod);
  const client = world.sapClients.find(
    (c) => c.business_line_id === ELECTRICITY_LINE && c.contract_cod !== null && c.contract_cod === code && c.electricity !== null,
  );
  if (!client || !companyUser.companies.includes(client.company_id)) throw forbidden('este contrato');
  return client;
}

/** A client of the user's by its SAP code, on which the user holds `privilege`; 403 otherwise. */
export function myCompanyClient({ world, companyUser }: CompanyContext, client_cod: string, privilege: number): SapClient {
  const client = world.sapClients.find((c) => c.client_cod === client_cod);
  if (!client || !privilegesOn(companyUser, client).includes(privilege)) throw forbidden('este cliente');
  return client;
}

/** The Administrador's calls (spec 3 §6): a Funcionario is refused them with 403. */
export function requireAdministrator({ companyUser }: CompanyContext): CompanyUser {
  if (companyUser.user_type !== 'Administrador') throw forbidden('la administración de funcionarios');
  return companyUser;
}

/** The Funcionarios of an Administrador's companies (those of another company too, if they also work for one of its). */
export const funcionariosOf = (world: World, admin: CompanyUser): CompanyUser[] =>
  world.companyUsers.filter((u) => u.user_type === 'Funcionario' && u.companies.some((id) => admin.companies.includes(id)));

/** One of them by id; 403 for anyone else (whether the id exists or not). */
export function myFuncionario(context: CompanyContext, id: number): CompanyUser {
  const admin = requireAdministrator(context);
  const found = funcionariosOf(context.world, admin).find((u) => u.id === id);
  if (!found) throw forbidden('este funcionario');
  return found;
}
