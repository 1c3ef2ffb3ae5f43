import type { AutogasVehicle, BusinessLine, ServiceAccount } from '../../schema/generated/types';
import type { BackendAutogasAccount, BackendServiceAccount } from '../backend/contract';
import { lineOf } from './lines';
import { joinAddress, parseFlag } from './quirks';

/** A service account's address: the backend gives it whole, or in parts one of two ways (spec 1 §3). */
export function accountAddress(account: BackendServiceAccount): string {
  if (!account.client_address?.trim() && !account.address_street?.trim() && account.client_street?.trim())
    return joinAddress({
      street: account.client_street,
      number: account.client_number ?? account.client_num,
      block: account.client_block,
      dept: account.client_dept,
      location: account.client_location,
    });
  return joinAddress({
    address: account.client_address,
    street: account.address_street,
    number: account.address_num,
    block: account.address_block,
    dept: account.address_dept,
  });
}

export function mapServiceAccount(account: BackendServiceAccount, fallbackLine: BusinessLine): ServiceAccount {
  const line = lineOf(account.business_line_id) ?? fallbackLine;
  return {
    id: `${line}:${account.client_id}:${account.contract_cod ?? account.client_cod}`,
    line,
    clientCode: account.client_cod,
    contractCode: account.contract_cod || null,
    clientId: account.client_id,
    holderName: account.client_name,
    holderRut: account.client_rut,
    address: accountAddress(account),
    city: account.client_city,
    regionCode: account.client_region_cod,
    blocked: parseFlag(account.has_bloqueo),
    telemetryActive: parseFlag(account.telemetry_activated),
  };
}

// one collator for every sort: localeCompare with a locale builds a new one on each comparison
const byPatent = new Intl.Collator('es', { sensitivity: 'base' });

/** Accounts flattened to their linked patents, sorted by patent, case-insensitive (spec 2 §3). */
export function mapAutogasVehicles(accounts: BackendAutogasAccount[]): Array<Omit<AutogasVehicle, 'summary' | 'nextMaintenance'>> {
  return accounts
    .flatMap((account) =>
      account.patents
        .filter((p) => p.linked !== '0')
        .map((p) => ({
          id: `AUTOGAS:${account.client_id}:${p.patent}`,
          patent: p.patent.toUpperCase(),
          contractNumber: p.conversion_contract_number,
          clientCode: account.client_cod,
          clientId: account.client_id,
        })),
    )
    .sort((a, b) => byPatent.compare(a.patent, b.patent));
}
