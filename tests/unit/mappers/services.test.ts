import { describe, expect, it } from 'vitest';
import type { BackendServiceAccount } from '../../../gateway/backend/contract';
import { mismatches } from '../../../gateway/backend/shape';
import { autogasListShape, serviceListShape } from '../../../gateway/backend/shapes/linking';
import { mapAutogasVehicles, mapServiceAccount, mapServiceAccounts, serviceCode } from '../../../gateway/mappers/services';

/** spec 2 §3's per-line services, as a backend written from the spec's words alone answers them */
const specMeter = {
  client_cod: '13721383',
  contract_cod: '250000111',
  client_id: 4001,
  client_address: 'LOS LEONES 20, depto. 502',
  client_city: 'Providencia',
  client_region_cod: '13',
};
const specHousing = {
  client_cod: '0050123',
  client_id: '4002',
  client_address: 'AV. GRECIA 1200',
  client_city: 'Ñuñoa',
  client_region_cod: '13',
  business_line_id: 6,
  has_bloqueo: true,
  telemetry_activated: 0,
};
const specCylinder = { client_id: '0004003', client_address: 'LOS ALERCES 120', client_city: 'Ñuñoa', client_region_cod: '13' };

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

  it("reads spec 2 §3's autogas account: the client code in each patent, no `linked` (every patent listed is linked)", () => {
    const vehicles = mapAutogasVehicles([
      {
        client_id: 77,
        patents: [
          { patent: 'kxzt45', conversion_contract_number: 4000123, client_cod: '0071555' },
          { patent: 'GHJK12', conversion_contract_number: '4000124', client_cod: '0071556', linked: false },
          { patent: 'BBCC11', conversion_contract_number: '4000125', client_cod: 71557 },
        ],
      },
    ]);
    expect(vehicles).toEqual([
      { id: 'AUTOGAS:77:BBCC11', patent: 'BBCC11', contractNumber: '4000125', clientCode: '71557', clientId: 77 },
      { id: 'AUTOGAS:77:KXZT45', patent: 'KXZT45', contractNumber: '4000123', clientCode: '0071555', clientId: 77 },
    ]);
  });

  it('leaves a patent without its plate out, and keeps the rest; a missing contract number or code is null', () => {
    const vehicles = mapAutogasVehicles([
      { client_id: 'x-1', patents: [{ conversion_contract_number: '1' }, { patent: 'ABCD12' }] },
    ] as never);
    expect(vehicles).toEqual([{ id: 'AUTOGAS:x-1:ABCD12', patent: 'ABCD12', contractNumber: null, clientCode: null, clientId: null }]);
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
      'BULK',
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
    expect(account?.address).toBe('AV. APOQUINDO 3000, depto. 501, piso/local/oficina 5');
  });

  it("reads spec 2 §3's cylinder service: only client_id, client_address, client_city, client_region_cod, its code the client_id", () => {
    expect(mapServiceAccount(specCylinder, 'CYLINDER')).toEqual({
      id: 'CYLINDER:0004003:0004003',
      line: 'CYLINDER',
      // spec 1 §7: "cylinder uses client_cod with the client_id value"; the id as text, its leading zeros kept
      clientCode: '0004003',
      contractCode: null,
      clientId: 4003,
      holderName: null,
      holderRut: null,
      address: 'LOS ALERCES 120',
      city: 'Ñuñoa',
      regionCode: '13',
      blocked: false,
      telemetryActive: false,
    });
    expect(serviceCode(specCylinder)).toBe('0004003');
  });

  it("reads spec 2 §3's meter service without client_name or RUT, and its housing service's flags in any form", () => {
    expect(mapServiceAccount(specMeter, 'METER')).toMatchObject({
      id: 'METER:4001:250000111',
      clientCode: '13721383',
      contractCode: '250000111',
      clientId: 4001,
      holderName: null,
      holderRut: null,
      address: 'LOS LEONES 20, depto. 502',
    });
    // business_line_id 6 in a housing list (spec 2 §3's note) is still the housing list's line
    expect(mapServiceAccount(specHousing, 'BULK')).toMatchObject({
      id: 'BULK:4002:0050123',
      line: 'BULK',
      clientCode: '0050123',
      clientId: 4002,
      blocked: true,
      telemetryActive: false,
    });
  });

  it('leaves out a row with neither code nor client id, and shows the rest; an absent address or city is empty', () => {
    const list = mapServiceAccounts(
      [{ client_city: 'Ñuñoa', client_region_cod: '13' }, null, 'nada', { client_id: 5, client_cod: '55' }, specCylinder],
      'CYLINDER',
    );
    expect(list.map((a) => a.clientCode)).toEqual(['55', '0004003']);
    expect(list[0]).toMatchObject({ address: '', city: '', regionCode: null, holderName: null });
  });

  it('holds both shapes to the contract check: spec 1 §3 generic accounts and spec 2 §3 per-line services', () => {
    const generic: BackendServiceAccount = { ...specMeter, client_name: 'Ana', client_rut: '1-9', business_line_id: 1 };
    for (const data of [[specMeter], [specHousing], [specCylinder], [generic]])
      expect(mismatches(serviceListShape, { status: 'ok', data })).toEqual([]);
    expect(
      mismatches(autogasListShape, {
        status: 'ok',
        data: [{ client_id: 77, patents: [{ patent: 'KXZT45', conversion_contract_number: '4000123', client_cod: '0071555' }] }],
      }),
    ).toEqual([]);
    // what no shape names still shows in the report
    expect(mismatches(serviceListShape, { status: 'ok', data: [{ client_address: 'X' }] }).map((m) => m.at)).toEqual([
      'data[0].client_id',
      'data[0].client_city',
      'data[0].client_region_cod',
    ]);
  });
});
