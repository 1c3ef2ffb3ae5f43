import { describe, expect, it } from 'vitest';
import { addressSearchPayload, mapCandidates, mapRegion, toHelpRequest, valueSearchPayload } from '../../../gateway/mappers/linking';

describe('linking mappers', () => {
  it('maps service and autogas candidates; an empty answer finds nothing', () => {
    const [meter] = mapCandidates('METER', {
      status: 'ok',
      data: [
        {
          client_id: 4,
          client_cod: '13721383',
          contract_cod: '250000111',
          client_name: 'Tomás Muñoz',
          client_rut: '19234567-0',
          address_street: 'LOS LEONES',
          address_num: '20',
          address_dept: '502',
          client_city: 'Providencia',
          client_region_cod: 'RM',
          business_line_id: 1,
        },
      ],
    });
    expect(meter).toMatchObject({
      id: 'METER:4',
      clientCode: '13721383',
      contractCode: '250000111',
      address: 'LOS LEONES 20, depto. 502',
      patents: [],
    });
    const [autogas] = mapCandidates('AUTOGAS', {
      status: 'ok',
      data: [
        {
          client_id: 5,
          client_cod: '1555',
          client_name: 'T',
          client_rut: '1-9',
          patents: [{ patent: 'abcd12', conversion_contract_number: '4000', linked: '1' }],
        },
      ],
    });
    expect(autogas?.patents).toEqual([{ patent: 'ABCD12', contractNumber: '4000', linked: true }]);
    expect(mapCandidates('BULK', { status: 'empty' })).toEqual([]);
  });

  it("reads spec 2 §3's shapes: a cylinder's code is its client_id, an autogas account's code sits in its patents", () => {
    const [cylinder] = mapCandidates('CYLINDER', {
      status: 'ok',
      data: [{ client_id: '0004003', client_address: 'LOS ALERCES 120', client_city: 'Ñuñoa', client_region_cod: '13' }],
    });
    expect(cylinder).toEqual({
      id: 'CYLINDER:0004003',
      line: 'CYLINDER',
      clientCode: '0004003',
      contractCode: null,
      clientId: 4003,
      holderName: null,
      address: 'LOS ALERCES 120',
      city: 'Ñuñoa',
      patents: [],
    });
    const [autogas] = mapCandidates('AUTOGAS', {
      status: 'ok',
      data: [{ client_id: 77, patents: [{ patent: 'kxzt45', conversion_contract_number: 4000123, client_cod: '0071555' }] }],
    });
    // no `linked`: the patent is offered (the backend refuses it if it is someone's already)
    expect(autogas).toMatchObject({
      clientCode: '0071555',
      holderName: null,
      patents: [{ patent: 'KXZT45', contractNumber: '4000123', linked: false }],
    });
  });

  it('shows a candidate without its ids with null ones, and gives each a distinct id', () => {
    const candidates = mapCandidates('METER', {
      status: 'ok',
      data: [{ client_address: 'A 1' }, { client_address: 'B 2' }] as never,
    });
    expect(candidates.map((c) => [c.id, c.clientCode, c.clientId, c.address])).toEqual([
      ['METER:sin-id:0', null, null, 'A 1'],
      ['METER:sin-id:1', null, null, 'B 2'],
    ]);
  });

  it('sends address searches uppercased, with the apartment for meters only', () => {
    const address = { region: 'RM', commune: 'Providencia ', street: ' los leones', number: ' 20 ', dept: '502' };
    expect(addressSearchPayload('METER', address)).toEqual({
      comune: 'PROVIDENCIA',
      street: 'LOS LEONES',
      number: '20',
      client_dept: '502',
    });
    expect(addressSearchPayload('BULK', address)).toEqual({ comune: 'PROVIDENCIA', street: 'LOS LEONES', number: '20' });
  });

  it('names each search type’s field as the backend does', () => {
    expect(valueSearchPayload('CONTRACT_CODE', '250000111')).toEqual({ contract_cod: '250000111' });
    expect(valueSearchPayload('METER_SERIAL', 'm123')).toEqual({ meter_cod: 'M123' });
    expect(valueSearchPayload('RUT', '192345670')).toEqual({ rut: '19234567-0' });
    expect(valueSearchPayload('PATENT', 'abcd12')).toEqual({ patent: 'ABCD12' });
    expect(valueSearchPayload('CLIENT_CODE', '13721383')).toEqual({ client_cod: '13721383' });
  });

  it('maps regions and the help request', () => {
    expect(mapRegion({ id: '01', code: 'RM', name: 'Metropolitana', communes: [{ id: '013', name: 'Providencia' }] })?.communes).toEqual([
      { id: '013', name: 'Providencia' },
    ]);
    expect(mapRegion({ id: 1, code: 'RM', name: 'Metropolitana', communes: [{ id: 13, name: 'Providencia' }] })).toEqual({
      code: 'RM',
      name: 'Metropolitana',
      communes: [{ id: '13', name: 'Providencia' }],
    });
    expect(
      toHelpRequest(7, {
        line: 'AUTOGAS',
        region: 'RM',
        commune: 'Providencia',
        street: 'los leones',
        number: '20',
        house: null,
        patent: 'abcd12',
      }),
    ).toEqual({
      id_person: 7,
      id_business_line: 5,
      street: 'LOS LEONES',
      number: '20',
      second_numbering: '',
      region: 'RM',
      comune: 'Providencia',
      patent: 'ABCD12',
    });
  });
});
