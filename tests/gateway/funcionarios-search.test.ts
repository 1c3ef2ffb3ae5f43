import { beforeAll, describe, expect, it } from 'vitest';
import { NO_CLIENT_FUNCIONARIOS, NO_CLIENT_ROWS, SEARCH_TERM_REQUIRED } from '../../machines/rules/funcionario-rules';
import { sandboxGateway } from '../support/gateway';

/** Mis Funcionarios' search and Buscar Clientes with the client's detail, through the http transport (issue 39). */
const gateway = sandboxGateway();
let admin: string;

beforeAll(async () => {
  admin = await gateway.signIn('admin@empresa.demo.cl', { company: true });
});

const world = () => gateway.backend.world;
const andes = () => world().companies.find((c) => c.name === 'Comercial Los Andes SpA')!;
const adminUser = () => world().companyUsers.find((u) => u.email === 'admin@empresa.demo.cl')!;

type Search = {
  rows: Array<{ id: string; name: string; lastName: string; rut: string; email: string; enabled: boolean; canDelete: boolean }>;
  emptyMessage: string | null;
  fieldErrors: Array<{ field: string; message: string }>;
};
const SEARCH = `query ($t: FuncionarioSearchType!, $v: String!) { viewer { company { funcionarios(search: { type: $t, value: $v }) {
  rows { id name lastName rut email enabled canDelete } emptyMessage fieldErrors { field message }
} } } }`;
const search = async (t: string, v: string) =>
  (await gateway.gql<{ viewer: { company: { funcionarios: Search } } }>(SEARCH, { t, v }, admin)).data!.viewer.company.funcionarios;

describe('Mis Funcionarios', () => {
  it.each(['RUT', 'EMAIL', 'NAME'])('refuses an empty %s term with the spec’s message, before the backend', async (type) => {
    expect(await search(type, '   ')).toEqual({
      rows: [],
      emptyMessage: null,
      fieldErrors: [{ field: 'value', message: SEARCH_TERM_REQUIRED }],
    });
    expect(gateway.sandbox.calls.get()['/company_user/list']).toBeUndefined();
  });

  it('finds by name (without accents), e-mail, RUT and company; the disabled one shows as such', async () => {
    expect((await search('NAME', 'matias rojas')).rows.map((r) => r.email)).toEqual(['limitado@empresa.demo.cl']);
    expect((await search('EMAIL', 'deshabilitado@')).rows).toEqual([
      expect.objectContaining({ name: 'Ignacia', lastName: 'Tapia Bravo', enabled: false, canDelete: true }),
    ]);
    const limitado = world().companyUsers.find((u) => u.email === 'limitado@empresa.demo.cl')!;
    expect((await search('RUT', limitado.dni.replace('-', ''))).rows.map((r) => r.rut)).toEqual([limitado.dni]);
    const byCompany = await search('COMPANY', String(andes().id));
    expect(byCompany.rows.map((r) => r.email).sort()).toEqual(
      ['deshabilitado@empresa.demo.cl', 'funcionario@empresa.demo.cl', 'limitado@empresa.demo.cl'].sort(),
    );
    // Daniela is the only one with privileges on some clients: no Eliminar
    expect(byCompany.rows.find((r) => r.email === 'funcionario@empresa.demo.cl')?.canDelete).toBe(false);
  });

  it('lists the funcionarios of every company of the Administrador when no company is named, asking for each at once', async () => {
    const all = await search('COMPANY', '');
    expect(all.fieldErrors).toEqual([]);
    const emails = all.rows.map((r) => r.email);
    expect(emails).toEqual(expect.arrayContaining(['funcionario@empresa.demo.cl', 'limitado@empresa.demo.cl']));
    expect(new Set(all.rows.map((r) => r.id)).size).toBe(all.rows.length);
    const companies = world().companies.filter((c) => adminUser().companies.includes(c.id));
    expect(gateway.sandbox.calls.get()['/company_user/list']).toBe(companies.length);
  });

  it('gives the empty answer’s message', async () => {
    expect(await search('NAME', 'nadie se llama así')).toEqual({
      rows: [],
      emptyMessage: 'No se encontraron funcionarios',
      fieldErrors: [],
    });
  });

  it('refuses a term longer than its field before the backend', async () => {
    const answer = await search('RUT', '1234567890123');
    expect(answer.fieldErrors).toEqual([{ field: 'value', message: 'Máximo 12 caracteres' }]);
    expect(gateway.sandbox.calls.get()['/company_user/list']).toBeUndefined();
  });
});

describe('Buscar Clientes', () => {
  const CLIENTS = `query ($f: ClientSearchInput!) { viewer { company {
    companySelector { id name } businessLineSelector { id name line }
    clientSearch(filter: $f) { rows { clientId clientCode companyId companyName companyRut lineName line hasMerchandiseRecipients hasPaymentResponsibles } emptyMessage }
  } } }`;
  type Clients = {
    companySelector: Array<{ id: string; name: string }>;
    businessLineSelector: Array<{ id: string; name: string; line: string }>;
    clientSearch: { rows: Array<Record<string, unknown>>; emptyMessage: string | null };
  };
  const clients = async (f: object) => (await gateway.gql<{ viewer: { company: Clients } }>(CLIENTS, { f }, admin)).data!.viewer.company;

  it('offers its companies and lines, and lists every client of its companies in lines 2, 6 and 7', async () => {
    const all = await clients({});
    expect(all.companySelector.map((c) => c.name)).toEqual(['Comercial Los Andes SpA', 'Industrias del Pacífico S.A.']);
    expect(all.businessLineSelector.map((l) => l.line)).toEqual(['INSTITUTIONAL_CYLINDER', 'INDUSTRIAL_BULK', 'ELECTRICITY']);
    const admin_ = world().companyUsers.find((u) => u.email === 'admin@empresa.demo.cl')!;
    expect(all.clientSearch.rows).toHaveLength(world().companyServices.filter((s) => admin_.companies.includes(s.company_id)).length);
    expect(all.clientSearch.rows[0]).toMatchObject({
      companyName: expect.any(String),
      companyRut: expect.any(String),
      lineName: expect.any(String),
    });
    expect(all.clientSearch.rows.some((r) => r.hasMerchandiseRecipients)).toBe(true);
  });

  it('filters by company, line and client number; nothing found is the spec’s message', async () => {
    const industrial = await clients({ companyId: String(andes().id), businessLineId: '6' });
    expect(industrial.clientSearch.rows.map((r) => [r.companyName, r.line])).toEqual([
      ['Comercial Los Andes SpA', 'INDUSTRIAL_BULK'],
      ['Comercial Los Andes SpA', 'INDUSTRIAL_BULK'],
    ]);
    expect(await clients({ clientCode: '00000000' })).toMatchObject({ clientSearch: { rows: [], emptyMessage: NO_CLIENT_ROWS } });
  });

  it('opens a client’s detail with its funcionarios and the grid of its line’s privileges', async () => {
    const limitado = world().companyUsers.find((u) => u.email === 'limitado@empresa.demo.cl')!;
    const [clientId] = Object.keys(limitado.privileges);
    const service = world().companyServices.find((s) => String(s.id) === clientId)!;
    const answer = await gateway.gql<{
      viewer: { company: { clientDetail: Record<string, unknown> & { funcionarios: Array<Record<string, unknown>> } } };
    }>(
      `query ($c: ID!, $k: ID!) { viewer { company { clientDetail(clientId: $c, companyId: $k) {
        clientCode companyRut companyName address city region line privileges { id name } emptyMessage
        funcionarios { id name rut email privilegesText privileges }
      } } } }`,
      { c: clientId, k: String(service.company_id) },
      admin,
    );
    const detail = answer.data!.viewer.company.clientDetail;
    expect(detail).toMatchObject({
      clientCode: service.client_cod,
      companyName: 'Comercial Los Andes SpA',
      line: 'INDUSTRIAL_BULK',
      emptyMessage: null,
    });
    expect(detail.region).toMatch(/^Región/);
    expect(detail.funcionarios.find((f) => f.rut === limitado.dni)).toEqual({
      id: String(limitado.id),
      name: 'Matías Rojas Campos',
      rut: limitado.dni,
      email: limitado.email,
      privilegesText: 'Resumen de tanques y pedidos, Historial de pagos',
      privileges: [1002, 1007],
    });
  });

  it('says so when no funcionario holds privileges on the client', async () => {
    // Australes' clients are held by its own Funcionario only: its Administrador removes them all
    const austral = await gateway.signIn('admin.austral@empresa.demo.cl', { company: true });
    const company = world().companies.find((c) => c.name === 'Transportes Australes Ltda.')!;
    const client = world().companyServices.find((s) => s.company_id === company.id && s.business_line_id === 7)!;
    const reservado = world().companyUsers.find((u) => u.email === 'reservado@empresa.demo.cl')!;
    delete reservado.privileges[String(client.id)];
    const answer = await gateway.gql<{
      viewer: { company: { clientDetail: { funcionarios: unknown[]; emptyMessage: string; privileges: Array<{ id: number }> } } };
    }>(
      'query ($c: ID!, $k: ID!) { viewer { company { clientDetail(clientId: $c, companyId: $k) { funcionarios { id } emptyMessage privileges { id } } } } }',
      { c: String(client.id), k: String(company.id) },
      austral,
    );
    expect(answer.data?.viewer.company.clientDetail).toEqual({
      funcionarios: [],
      emptyMessage: NO_CLIENT_FUNCIONARIOS,
      privileges: [{ id: 3001 }],
    });
  });
});
