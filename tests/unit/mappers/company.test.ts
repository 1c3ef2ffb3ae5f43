import { describe, expect, it } from 'vitest';
import { mismatches } from '../../../gateway/backend/shape';
import { companyListShape, companyServicesShape, industrialDebtShape } from '../../../gateway/backend/shapes/company';
import { mapCompany, mapCompanyService, mapIndustrialCredit } from '../../../gateway/mappers/company';

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
