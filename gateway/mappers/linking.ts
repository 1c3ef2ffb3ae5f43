import type { AddressValues } from '../../machines/rules/address-rules';
import { formatRut } from '../../machines/rules/rut';
import type { AddressInput, HelpInput, LinkCandidate, LinkLine, Region, SearchBy } from '../../schema/generated/types';
import type { BackendAutogasAccount, BackendRegion, BackendServiceAccount, CylinderAddress, LinkSearchAnswer } from '../backend/contract';
import { accountAddress } from './services';

/** The REST family of each line (spec 1 §7) and its business line id (spec 1 §1). */
export const REST_LINE = { METER: 'meter', BULK: 'housing', CYLINDER: 'cylinder', AUTOGAS: 'autogas' } as const;
const LINE_ID = { METER: 1, BULK: 3, CYLINDER: 4, AUTOGAS: 5 } as const;

/** Which searches each line offers (spec 1 §9 Search types, spec 1 §2 autogas). */
export const SEARCHES: Record<LinkLine, SearchBy[]> = {
  METER: ['CONTRACT_CODE', 'METER_SERIAL', 'ADDRESS'],
  BULK: ['ADDRESS', 'CLIENT_CODE', 'RUT'],
  CYLINDER: ['ADDRESS', 'CLIENT_CODE'],
  AUTOGAS: ['PATENT', 'RUT'],
};

function autogasCandidate(account: BackendAutogasAccount): LinkCandidate {
  return {
    id: `AUTOGAS:${account.client_id}`,
    line: 'AUTOGAS',
    clientCode: account.client_cod,
    contractCode: null,
    clientId: account.client_id,
    holderName: account.client_name,
    address: '',
    city: '',
    patents: account.patents.map((p) => ({
      patent: p.patent.toUpperCase(),
      contractNumber: p.conversion_contract_number,
      linked: p.linked === '1',
    })),
  };
}

function serviceCandidate(line: LinkLine, account: BackendServiceAccount): LinkCandidate {
  return {
    id: `${line}:${account.client_id}`,
    line,
    clientCode: account.client_cod,
    contractCode: account.contract_cod || null,
    clientId: account.client_id,
    holderName: account.client_name,
    address: accountAddress(account),
    city: account.client_city,
    patents: [],
  };
}

/** Suggestions and search results: an 'empty' or 'error' answer finds nothing. */
export function mapCandidates(line: LinkLine, answer: LinkSearchAnswer): LinkCandidate[] {
  if (answer.status !== 'ok') return [];
  return (answer.data ?? []).map((item) =>
    line === 'AUTOGAS' ? autogasCandidate(item as BackendAutogasAccount) : serviceCandidate(line, item as BackendServiceAccount),
  );
}

/** The address object a cylinder is linked by (spec 1 §7), uppercased as the search that found it. */
export function cylinderAddress(address: AddressInput): CylinderAddress {
  const { comune, street, number } = addressSearchPayload('CYLINDER', address);
  return { region: address.region.trim(), comune, street, number };
}

/** Address searches are sent uppercased (spec 1 §9); the meter search also carries the apartment. */
export function addressSearchPayload(line: LinkLine, address: AddressInput) {
  const base = { comune: address.commune.trim().toUpperCase(), street: address.street.trim().toUpperCase(), number: address.number.trim() };
  return line === 'METER' ? { ...base, client_dept: address.dept?.trim() ?? '' } : base;
}

/** The payload of one search by value: each search type names its own field (spec 1 §9). */
export function valueSearchPayload(by: Exclude<SearchBy, 'ADDRESS'>, value: string) {
  switch (by) {
    case 'CONTRACT_CODE':
      return { contract_cod: value };
    case 'METER_SERIAL':
      return { meter_cod: value.toUpperCase() };
    case 'RUT':
      return { rut: formatRut(value) };
    case 'PATENT':
      return { patent: value.toUpperCase() };
    case 'CLIENT_CODE':
      return { client_cod: value };
  }
}

export function mapRegion(region: BackendRegion): Region {
  return { code: region.code, name: region.name, communes: region.communes.map((c) => ({ id: String(c.id), name: c.name })) };
}

/** The help form of the linking screens (spec 1 §5), uppercased as the address searches are. */
export function toHelpRequest(personId: number, input: HelpInput & AddressValues) {
  return {
    id_person: personId,
    id_business_line: LINE_ID[input.line],
    street: input.street.trim().toUpperCase(),
    number: input.number.trim(),
    second_numbering: input.house?.trim() ?? '',
    region: input.region,
    comune: input.commune,
    ...(input.line === 'AUTOGAS' && input.patent ? { patent: input.patent.toUpperCase() } : {}),
  };
}
