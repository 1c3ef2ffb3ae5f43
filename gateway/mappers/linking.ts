import { AMOUNT_FIELD } from '../../machines/rules/bill-amount';
import type { AddressValues } from '../../machines/rules/address-rules';
import { formatRut } from '../../machines/rules/rut';
import type { AddressInput, HelpInput, LinkCandidate, LinkLine, MutationPayload, Region, SearchBy } from '../../schema/generated/types';
import type {
  BackendAutogasAccount,
  BackendPatent,
  BackendRegion,
  BackendServiceAccount,
  CylinderAddress,
  LinkSearchAnswer,
  StatusAnswer,
} from '../backend/contract';
import { readFlag, readList } from '../backend/forms';
import { statusPayload } from './payload';
import { accountAddress, clientIdOf, idOf, serviceCode, textOf } from './services';

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

/** The autogas account's client code: its own (spec 1 §3), else the one its patents carry (spec 2 §3). */
function autogasCode(account: BackendAutogasAccount, patents: BackendPatent[]): string | null {
  return idOf(account.client_cod) ?? patents.map((p) => idOf(p?.client_cod)).find((code) => code !== null) ?? null;
}

/** A candidate's id: its line and client id, else its code; one without either is told apart by its place. */
const candidateId = (line: LinkLine, clientId: string | null, code: string | null, index: number) =>
  clientId !== null ? `${line}:${clientId}` : code !== null ? `${line}:cod:${code}` : `${line}:sin-id:${index}`;

function autogasCandidate(account: BackendAutogasAccount, index: number): LinkCandidate {
  const patents = readList<BackendPatent>(account.patents).filter((p) => p && typeof p === 'object');
  const clientCode = autogasCode(account, patents);
  return {
    id: candidateId('AUTOGAS', idOf(account.client_id), clientCode, index),
    line: 'AUTOGAS',
    clientCode,
    contractCode: null,
    clientId: clientIdOf(account.client_id),
    holderName: textOf(account.client_name),
    address: null,
    city: null,
    patents: patents.flatMap((p) => {
      const patent = textOf(p.patent)?.toUpperCase();
      // a candidate's patent is offered unless the backend says it is linked already
      return patent ? [{ patent, contractNumber: idOf(p.conversion_contract_number), linked: readFlag(p.linked) === true }] : [];
    }),
  };
}

function serviceCandidate(line: LinkLine, account: BackendServiceAccount, index: number): LinkCandidate {
  const clientCode = serviceCode(account);
  return {
    id: candidateId(line, idOf(account.client_id), clientCode, index),
    line,
    clientCode,
    contractCode: idOf(account.contract_cod),
    clientId: clientIdOf(account.client_id),
    holderName: textOf(account.client_name),
    address: accountAddress(account),
    city: textOf(account.client_city),
    patents: [],
  };
}

/** Suggestions and search results: an 'empty' or 'error' answer finds nothing; each row read field by field. */
export function mapCandidates(line: LinkLine, answer: LinkSearchAnswer): LinkCandidate[] {
  if (answer.status !== 'ok') return [];
  return readList<BackendServiceAccount | BackendAutogasAccount>(answer.data)
    .filter((item) => item && typeof item === 'object')
    .map((item, index) =>
      line === 'AUTOGAS'
        ? autogasCandidate(item as BackendAutogasAccount, index)
        : serviceCandidate(line, item as BackendServiceAccount, index),
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

/** A region with its communes; null without its code or name (a region is chosen by its code). */
export function mapRegion(region: BackendRegion): Region | null {
  const code = textOf(region?.code);
  const name = textOf(region?.name);
  if (code === null || name === null) return null;
  return {
    code,
    name,
    communes: readList<BackendRegion['communes'][number]>(region.communes).flatMap((c) => {
      const id = idOf(c?.id);
      const name = textOf(c?.name);
      return id !== null && name !== null ? [{ id, name }] : [];
    }),
  };
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

/** The backend's name of the last bill's total (ours: the spec's store calls do not have it). */
export const REST_AMOUNT_FIELD = 'last_bill_amount';

/**
 * A link's answer (the line's store call): its field error on `last_bill_amount` (the amount is needed, or was wrong)
 * goes under the input's `lastBillAmount`, which the linking screen recognises and shows the field for.
 */
export function linkPayload(answer: StatusAnswer): MutationPayload {
  const payload = statusPayload(answer);
  return {
    ...payload,
    fieldErrors: payload.fieldErrors.map((e) => (e.field === REST_AMOUNT_FIELD ? { ...e, field: AMOUNT_FIELD } : e)),
  };
}

/** The last bill's total as the store calls take it: only when the user gave it, so a backend without the rule never sees it. */
export const amountPayload = (amount: number | null | undefined) => (amount == null ? {} : { [REST_AMOUNT_FIELD]: amount });
