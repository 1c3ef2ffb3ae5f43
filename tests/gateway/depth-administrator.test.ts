import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_DETAIL, CLIENT_SEARCH, FUNCIONARIOS } from '../../client/features/company/api';
import { startWaveGateway, type WaveGateway, type WaveSession } from '../support/wave-gateway';

/**
 * The Administrador's screens wait for one backend latency (issue 44): a read goes out beside the role's check (/me)
 * and the ownership checks of the ids it names (the company and line selectors, the companies' clients), and is
 * answered only once they pass. A Funcionario, or an Administrador naming another company's ids, gets the refusal.
 */
let gateway: WaveGateway;
let admin: WaveSession;
let funcionario: WaveSession;
let austral: WaveSession;

beforeAll(async () => {
  gateway = await startWaveGateway();
  admin = await gateway.signIn('admin@empresa.demo.cl', 'COMPANY');
  funcionario = await gateway.signIn('funcionario@empresa.demo.cl', 'COMPANY');
  austral = await gateway.signIn('admin.austral@empresa.demo.cl', 'COMPANY');
});
afterAll(() => gateway?.close());

/** a client of Comercial Los Andes, admin@'s company */
function andesClient() {
  const { world } = gateway.backend;
  const company = world.companies.find((c) => c.name === 'Comercial Los Andes SpA')!;
  const client = world.companyServices.find((s) => s.company_id === company.id)!;
  return {
    companyId: String(company.id),
    clientId: String(client.id),
    lineId: String(client.business_line_id),
    clientCode: client.client_cod,
  };
}

const search = (filter: Record<string, string>) => ({ filter });
const sortedWaves = () => gateway.waves.waves().map((wave) => [...wave].sort());

describe("the Administrador's reads, beside their checks", () => {
  it('Buscar Clientes with a company and a line: the selectors, the role and the rows in one wave', async () => {
    const { companyId, lineId, clientCode } = andesClient();
    const answer = await gateway.ask<{ viewer: { company: { clientSearch: { rows: Array<{ clientCode: string }> } } } }>(
      admin,
      print(CLIENT_SEARCH),
      search({ companyId, businessLineId: lineId }),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.viewer.company.clientSearch.rows.map((row) => row.clientCode)).toContain(clientCode);
    expect(sortedWaves()).toEqual([
      [
        '/company_user/business_line/client/list',
        '/company_user/business_line/company/selector',
        '/company_user/business_line/selector',
        '/me',
      ],
    ]);
  });

  it("a client's detail: the ownership checks and the client in one wave", async () => {
    const { companyId, clientId } = andesClient();
    const answer = await gateway.ask(admin, print(CLIENT_DETAIL), { clientId, companyId });
    expect(answer.errors).toBeUndefined();
    expect(gateway.waves.depth()).toBe(1);
  });

  it('the funcionarios of one of its companies: one wave; of all of them: the companies first, so two', async () => {
    const { companyId } = andesClient();
    const named = await gateway.ask(admin, print(FUNCIONARIOS), { search: { type: 'COMPANY', value: companyId } });
    expect(named.errors).toBeUndefined();
    expect(gateway.waves.depth()).toBe(1);
    const all = await gateway.ask(admin, print(FUNCIONARIOS), { search: { type: 'COMPANY', value: '' } });
    expect(all.errors).toBeUndefined();
    expect(gateway.waves.depth()).toBe(2);
  });

  it('gives a Funcionario the refusal, nothing of the rows asked beside it', async () => {
    const answer = await gateway.ask<{ viewer: { company: { clientSearch: unknown } } }>(funcionario, print(CLIENT_SEARCH), search({}));
    expect(answer.data?.viewer.company.clientSearch).toBeNull();
    expect(answer.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toContainEqual(['viewer.company.clientSearch', 'FORBIDDEN']);
    expect(JSON.stringify(answer.data)).not.toContain(andesClient().clientCode);
  });

  it("gives another company's Administrador the refusal of that company's client, nothing of it", async () => {
    const { companyId, clientId, clientCode } = andesClient();
    const detail = await gateway.ask<{ viewer: { company: { clientDetail: unknown } } }>(austral, print(CLIENT_DETAIL), {
      clientId,
      companyId,
    });
    expect(detail.data?.viewer.company.clientDetail).toBeNull();
    expect(detail.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    const rows = await gateway.ask(austral, print(CLIENT_SEARCH), search({ companyId }));
    expect(rows.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toContainEqual(['viewer.company.clientSearch', 'FORBIDDEN']);
    expect(JSON.stringify(rows.data)).not.toContain(clientCode);
  });
});
