import { describe, expect, it } from 'vitest';
import { mapCompany, mapCompanyService } from '../../../gateway/mappers/company';

describe('company mappers', () => {
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
});
