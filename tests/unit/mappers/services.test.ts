import { describe, expect, it } from 'vitest';
import { mapAutogasVehicles, mapServiceAccount } from '../../../gateway/mappers/services';

describe('service lists', () => {
  it('flattens autogas accounts to linked patents sorted case-insensitively', () => {
    const vehicles = mapAutogasVehicles([
      {
        client_id: 1,
        client_cod: '111',
        client_name: 'A',
        client_rut: '1-9',
        patents: [
          { patent: 'zz1234', conversion_contract_number: 'C1', linked: '1' },
          { patent: 'AB1234', conversion_contract_number: 'C2', linked: '0' },
        ],
      },
      {
        client_id: 2,
        client_cod: '222',
        client_name: 'A',
        client_rut: '1-9',
        patents: [{ patent: 'bc9876', conversion_contract_number: 'C3', linked: '1' }],
      },
    ]);
    expect(vehicles.map((v) => v.patent)).toEqual(['BC9876', 'ZZ1234']);
  });

  it('maps a service account with its address joined and its flags read', () => {
    const account = mapServiceAccount(
      {
        client_id: 9,
        client_cod: '13721383',
        contract_cod: null,
        client_name: 'Ana Rojas',
        client_rut: '12345678-5',
        client_address: '',
        address_street: 'LOS LEONES',
        address_num: '20',
        address_block: 'B',
        address_dept: '',
        client_city: 'Providencia',
        client_region_cod: 'RM',
        has_bloqueo: '1',
        telemetry_activated: '0',
        business_line_id: 3,
      },
      'METER',
    );
    expect(account).toMatchObject({
      id: 'BULK:9:13721383',
      line: 'BULK',
      contractCode: null,
      address: 'LOS LEONES 20, block B',
      blocked: true,
      telemetryActive: false,
    });
  });

  it('joins the address given the third way, client_street and its parts, with the location (spec 1 §3)', () => {
    const base = { client_id: 9, client_cod: '1', contract_cod: null, client_name: 'A', client_rut: '1-9', client_city: 'X' };
    const account = mapServiceAccount(
      {
        ...base,
        client_region_cod: 'RM',
        business_line_id: 4,
        client_street: 'AV. APOQUINDO',
        client_number: '3000',
        client_block: '',
        client_dept: '501',
        client_location: '5',
      },
      'CYLINDER',
    );
    expect(account.address).toBe('AV. APOQUINDO 3000, depto. 501, piso/local/oficina 5');
  });
});
