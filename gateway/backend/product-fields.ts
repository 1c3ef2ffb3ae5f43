import { idForm } from './forms';

/**
 * The fields spec 3 §3 names after a client's product ({product}_client_id, {product}_contract_id) without naming the
 * products: whichever one a record carries (industrial_client_id, electricity_contract_id…).
 */
export function productField(record: Record<string, unknown>, field: 'client_id' | 'contract_id'): unknown {
  const key = Object.keys(record).find((name) => name.endsWith(`_${field}`));
  return key === undefined ? undefined : record[key];
}

/** A client's code: client_cod, else its {product}_client_id ("copied into client_cod", spec 3 §3); null when none reads. */
export const clientCodeOf = (record: Record<string, unknown>): string | null =>
  idForm.read(record.client_cod) ?? idForm.read(productField(record, 'client_id'));

/** A client's contract: contract_cod, else its {product}_contract_id; null when none reads. */
export const contractCodeOf = (record: Record<string, unknown>): string | null =>
  idForm.read(record.contract_cod) ?? idForm.read(productField(record, 'contract_id'));
