import type { AutogasVehicle, BusinessLine, ServiceAccount } from '../../schema/generated/types';
import type { BackendAutogasAccount, BackendPatent, BackendServiceAccount } from '../backend/contract';
import { idForm, readFlag, readList, textForm } from '../backend/forms';
import { joinAddress } from './quirks';

/**
 * A person's services as either of the spec's shapes writes them (spec 1 §3's generic account, spec 2 §3's per-line
 * service), read field by field through gateway/backend/forms.ts: a field absent or unreadable is null, never a
 * failed list (issue 37).
 */

/** An id as text, leading zeros kept; null when absent or unreadable. */
export const idOf = (value: unknown): string | null => idForm.read(value);

/** Text trimmed; null when absent, blank or unreadable. */
export function textOf(value: unknown): string | null {
  const text = textForm.read(value)?.trim();
  return text ? text : null;
}

/**
 * Whether a refusal says, in the spec's words, that a cancellation was asked for already ('Ya solicitaste anular esta
 * mantención', '… este pedido', spec 2 §8): a backend may say so with status error rather than duplicated.
 */
export const alreadyAsked = (message: string | null | undefined): boolean => /^\s*ya solicitaste anular/i.test(message ?? '');

/** The largest id GraphQL's Int carries (32-bit signed). */
const MAX_INT = 2 ** 31 - 1;

/** client_id as GraphQL's Int: a whole number, or digits written as text; null when it is not one. */
export function clientIdOf(value: unknown): number | null {
  const text = idOf(value);
  if (text === null || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n <= MAX_INT ? n : null;
}

/**
 * A service's code: its client_cod, else its client_id (a cylinder of spec 2's shape has no client_cod; spec 1 §7:
 * "cylinder uses client_cod with the client_id value").
 */
export function serviceCode(account: Pick<BackendServiceAccount, 'client_cod' | 'client_id'>): string | null {
  return idOf(account.client_cod) ?? idOf(account.client_id);
}

/** A service account's address: whole (client_address), or in parts one of two ways (spec 1 §3); null when none. */
export function accountAddress(account: BackendServiceAccount): string | null {
  const whole = textOf(account.client_address);
  if (whole) return whole;
  const addressParts = {
    street: textOf(account.address_street),
    number: textOf(account.address_num),
    block: textOf(account.address_block),
    dept: textOf(account.address_dept),
  };
  const clientParts = {
    street: textOf(account.client_street),
    number: textOf(account.client_number) ?? textOf(account.client_num),
    block: textOf(account.client_block),
    dept: textOf(account.client_dept),
    location: textOf(account.client_location),
  };
  const parts = addressParts.street || addressParts.number || !clientParts.street ? addressParts : clientParts;
  return joinAddress(parts) || null;
}

/**
 * One service of a line's list, or null when it names no code nor a client id to act on: such a row is left out and
 * the rest of the list shows (the schema's clientCode and clientId are what every area acts with).
 */
export function mapServiceAccount(account: BackendServiceAccount, line: BusinessLine): ServiceAccount | null {
  if (!account || typeof account !== 'object') return null;
  const clientCode = serviceCode(account);
  const clientIdText = idOf(account.client_id);
  const clientId = clientIdOf(account.client_id);
  if (clientCode === null || clientId === null) return null;
  const contractCode = idOf(account.contract_cod);
  return {
    // the list's line: a housing list's business_line_id may be 6 (spec 2 §3), never another line's list
    id: `${line}:${clientIdText}:${contractCode ?? clientCode}`,
    line,
    clientCode,
    contractCode,
    clientId,
    holderName: textOf(account.client_name),
    holderRut: textOf(account.client_rut),
    address: accountAddress(account) ?? '',
    city: textOf(account.client_city) ?? '',
    regionCode: textOf(account.client_region_cod),
    blocked: readFlag(account.has_bloqueo) ?? false,
    telemetryActive: readFlag(account.telemetry_activated) ?? false,
  };
}

/** A list's services, those without a code or client id left out. */
export function mapServiceAccounts(accounts: unknown, line: BusinessLine): ServiceAccount[] {
  return readList<BackendServiceAccount>(accounts).flatMap((a) => mapServiceAccount(a, line) ?? []);
}

// one collator for every sort: localeCompare with a locale builds a new one on each comparison
const byPatent = new Intl.Collator('es', { sensitivity: 'base' });

/** Whether a patent of the list is linked: spec 1 §3 says so with `linked`; spec 2 §3 lists linked ones only. */
const isLinked = (patent: BackendPatent) => readFlag(patent.linked) !== false;

/**
 * Accounts flattened to their linked patents, sorted by patent, case-insensitive (spec 2 §3). The client code sits in
 * each patent (spec 2) or on the account (spec 1); a patent without its plate is left out.
 */
export function mapAutogasVehicles(accounts: unknown): Array<Omit<AutogasVehicle, 'summary' | 'nextMaintenance'>> {
  const seen = new Set<string>();
  return readList<BackendAutogasAccount>(accounts)
    .filter((account) => account && typeof account === 'object')
    .flatMap((account) =>
      readList<BackendPatent>(account.patents)
        .filter((p) => p && typeof p === 'object' && isLinked(p))
        .flatMap((p) => {
          const patent = textOf(p.patent)?.toUpperCase();
          if (!patent || seen.has(patent)) return [];
          seen.add(patent);
          return [
            {
              id: `AUTOGAS:${idOf(account.client_id) ?? ''}:${patent}`,
              patent,
              contractNumber: idOf(p.conversion_contract_number),
              clientCode: idOf(p.client_cod) ?? idOf(account.client_cod),
              clientId: clientIdOf(account.client_id),
            },
          ];
        }),
    )
    .sort((a, b) => byPatent.compare(a.patent, b.patent));
}
