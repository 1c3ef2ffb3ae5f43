import { describe, expect, it } from 'vitest';
import { mismatches } from '../../../gateway/backend/shape';
import { companyListShape, companyServicesShape, industrialDebtShape } from '../../../gateway/backend/shapes/company';
import { mapCompany, mapCompanyClients, mapCompanyService, mapIndustrialCredit } from '../../../gateway/mappers/company';

describe('company mappers', () => {
  it('reads samples that have the shapes `npm run contract:check` holds a backend to', () => {
    const company = {
      id: 3,
      name: 'Comercial Los Andes SpA',
      dni: '76543210-3',
      sap_clients: [{ id: 2, client_cod: '15000001', business_line_id: 6 }],
    };
    expect(mismatches(companyListShape, { status: 'ok', data: [company] })).toEqual([]);
    const service = {
      id: 11,
      client_id: 2,
      client_cod: '15000001',
      contract_cod: null,
      business_line_id: 6,
      client_address: 'Av. Matta 100',
      client_city: 'Santiago',
      client_region_cod: 'RM',
      company_id: 3,
      pivot: { privileges: [1002, 1007], company_name: 'Comercial Los Andes SpA', company_dni: '76543210-3' },
    };
    expect(mismatches(companyServicesShape, { status: 'ok', data: [service] })).toEqual([]);
    expect(
      mismatches(industrialDebtShape, {
        status: 'ok',
        data: { aproved_credit: 15_000_000, used_credit: '4.321.500,0', available_credit: null },
      }),
    ).toEqual([]);
    // the spelling the mappers read is the backend's: a corrected one is a difference
    expect(mismatches(industrialDebtShape, { status: 'ok', data: { approved_credit: 1, used_credit: 0, available_credit: 1 } })).toEqual([
      { at: 'data.aproved_credit', expected: "number | cifra ('12,5') o 'NO DISPONIBLE'", got: 'nada (campo ausente)' },
    ]);
  });

  it('maps a company with its RUT', () => {
    expect(mapCompany({ id: 3, name: 'Comercial Los Andes SpA', dni: '76543210-3', sap_clients: [] })).toEqual({
      id: '3',
      name: 'Comercial Los Andes SpA',
      rut: '76543210-3',
    });
  });

  it('maps a company service with its line and the privileges granted, dropping unreadable ones', () => {
    const service = mapCompanyService({
      id: 11,
      client_id: 2,
      client_cod: '15000001',
      contract_cod: '',
      business_line_id: 6,
      client_address: 'Av. Matta 100',
      client_city: 'Santiago',
      client_region_cod: 'RM',
      company_id: 3,
      pivot: { privileges: [1002, Number('x'), 1007], company_name: 'Comercial Los Andes SpA', company_dni: '76543210-3' },
    });
    expect(service).toMatchObject({
      id: '11',
      line: 'INDUSTRIAL_BULK',
      contractCode: null,
      companyName: 'Comercial Los Andes SpA',
      privileges: [1002, 1007],
    });
  });

  describe("a company's clients as its services, for a backend without /company_user/services (spec 3 §3 Service/client)", () => {
    const company = {
      id: 41,
      name: 'Agrícola Los Robles SpA',
      dni: '76543218-9',
      sap_clients: [
        {
          id: 501,
          client_id: '88120',
          industrial_client_id: '0020100101',
          industrial_contract_id: null,
          business_line_id: 6,
          client_address: 'CAMINO A DOÑIHUE KM 4,5',
          client_city: 'Rancagua',
          client_region_cod: '06',
          pivot: { privileges: '["1002","1008"]', company_name: 'Agrícola Los Robles SpA', company_dni: '76543218-9' },
        },
        { id: '504', electricity_client_id: '0070300101', electricity_contract_id: '0070900101', business_line_id: '7' },
      ],
    };

    it("holds the spec's forms to the shape: the code as {product}_client_id, the privileges as JSON text", () => {
      expect(mismatches(companyListShape, { status: 'ok', data: [company] })).toEqual([]);
      const withoutCode = { ...company, sap_clients: [{ id: 9, business_line_id: 6 }] };
      expect(mismatches(companyListShape, { status: 'ok', data: [withoutCode] })).toEqual([
        {
          at: 'data[0].sap_clients[0].client_cod',
          expected: 'client_cod o {product}_client_id (texto o número)',
          got: 'nada (campo ausente)',
        },
      ]);
    });

    it("reads the code, the contract and the pivot's privileges; a pivot without them takes the list per client code", () => {
      const services = mapCompanyClients(company, { '0070300101': ['3001'] });
      expect(services).toEqual([
        {
          id: '501',
          line: 'INDUSTRIAL_BULK',
          clientCode: '0020100101',
          contractCode: null,
          companyId: '41',
          companyName: 'Agrícola Los Robles SpA',
          companyRut: '76543218-9',
          address: 'CAMINO A DOÑIHUE KM 4,5',
          city: 'Rancagua',
          regionCode: '06',
          clientId: 88120,
          privileges: [1002, 1008],
        },
        {
          id: '504',
          line: 'ELECTRICITY',
          clientCode: '0070300101',
          contractCode: '0070900101',
          companyId: '41',
          companyName: 'Agrícola Los Robles SpA',
          companyRut: '76543218-9',
          address: '',
          city: '',
          regionCode: '',
          clientId: null,
          privileges: [3001],
        },
      ]);
    });

    it('leaves out a client without an id, a code or a line it knows', () => {
      const odd = { ...company, sap_clients: [{ id: 1, business_line_id: 6 }, { id: 2, client_cod: '0020', business_line_id: 99 }, null] };
      expect(mapCompanyClients(odd as never)).toEqual([]);
    });
  });

  it("maps the industrial debt summary, reading the backend's spelling and its text amounts", () => {
    expect(
      mapIndustrialCredit({ status: 'ok', data: { aproved_credit: 15_000_000, used_credit: '4.321.500,0', available_credit: '10678500' } }),
    ).toEqual({ hasCredit: true, approved: 15_000_000, used: 4_321_500, available: 10_678_500 });
  });

  it('works out the available credit the backend leaves out, and keeps an amount it does not know unknown', () => {
    expect(
      mapIndustrialCredit({ status: 'ok', data: { aproved_credit: '2000000', used_credit: 500_000, available_credit: null } }),
    ).toEqual({
      hasCredit: true,
      approved: 2_000_000,
      used: 500_000,
      available: 1_500_000,
    });
    expect(
      mapIndustrialCredit({ status: 'ok', data: { aproved_credit: 'NO DISPONIBLE', used_credit: 500_000, available_credit: '' } }),
    ).toEqual({ hasCredit: true, approved: null, used: 500_000, available: null });
  });

  it.each([
    ['an empty answer', { status: 'empty' as const, message: 'No tienes cuentas por pagar' }],
    ['an answer with no data', { status: 'ok' as const }],
    ['nothing approved and nothing used', { status: 'ok' as const, data: { aproved_credit: '0', used_credit: 0, available_credit: 0 } }],
  ])('reads %s as no credit line', (_name, answer) => {
    expect(mapIndustrialCredit(answer)).toEqual({ hasCredit: false, approved: null, used: null, available: null });
  });
});
