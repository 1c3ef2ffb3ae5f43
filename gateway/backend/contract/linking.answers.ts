/**
 * The answer shapes of the `linking` calls, as a backend may write them (snake_case, misspellings). Where the spec names
 * a field but not its form, every reasonable form is allowed (gateway/backend/forms.ts reads each): ids as text or
 * whole numbers (leading zeros kept), yes/no as booleans, 0/1 or '0'/'1'. Fields the spec does not name are optional.
 */
import type { BackendId, BackendYesNo } from './envelope';

/**
 * A service of a person's meter, housing or cylinder line, in either of the spec's shapes:
 * - spec 1 §3's generic service account: client_cod, contract_cod, client_id, client_city, client_region_cod,
 *   client_rut, client_name and the address parts (one of three ways);
 * - spec 2 §3's per-line service: meter client_cod, contract_cod, client_id, client_address, client_city,
 *   client_region_cod; housing client_cod, client_id, client_address, client_city, client_region_cod,
 *   business_line_id, has_bloqueo, telemetry_activated; cylinder only client_id, client_address, client_city,
 *   client_region_cod (its code is its client_id, spec 1 §7).
 * What every shape names is required; the rest is optional.
 */
export interface BackendServiceAccount {
  client_id: BackendId;
  client_city: string;
  client_region_cod: string;
  /** absent on a cylinder service of spec 2's shape */
  client_cod?: BackendId | null;
  /** meter only in spec 2; null or absent on the other lines */
  contract_cod?: BackendId | null;
  /** not in the spec's lists: the meter's serial number where a backend gives it */
  meter_cod?: BackendId | null;
  /** spec 1's generic account only */
  client_rut?: string | null;
  client_name?: string | null;
  /** the address, whole (spec 2 §3), or in parts one of two ways (spec 1 §3) */
  client_address?: string | null;
  address_street?: string | null;
  address_num?: string | null;
  address_block?: string | null;
  address_dept?: string | null;
  client_street?: string | null;
  client_number?: string | null;
  client_num?: string | null;
  client_block?: string | null;
  client_dept?: string | null;
  client_location?: string | null;
  /** housing (spec 2 §3) */
  has_bloqueo?: BackendYesNo | null;
  telemetry_activated?: BackendYesNo | null;
  /** housing (spec 2 §3); the line the list was asked for where absent */
  business_line_id?: BackendId | null;
}

export interface ServiceListAnswer {
  status: 'ok' | 'empty';
  message?: string;
  data?: BackendServiceAccount[];
}

/** A plate of an autogas account: its client code (spec 2 §3) and whether it is linked (spec 1 §3; absent: linked). */
export interface BackendPatent {
  patent: string;
  conversion_contract_number: BackendId;
  /** spec 2 §3: the client code sits in each patent */
  client_cod?: BackendId | null;
  /** spec 1 §3; absent on spec 2's shape, where every patent listed is linked */
  linked?: BackendYesNo | null;
}

/** An autogas account: spec 2 §3's client_id and patents, or spec 1 §3's account with its code, holder and RUT. */
export interface BackendAutogasAccount {
  client_id: BackendId;
  patents: BackendPatent[];
  /** spec 1's generic account; spec 2 gives it in each patent */
  client_cod?: BackendId | null;
  client_name?: string | null;
  client_rut?: string | null;
}

export interface AutogasListAnswer {
  status: 'ok' | 'empty';
  message?: string;
  data?: BackendAutogasAccount[];
}

export interface LinkSearchAnswer {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: Array<BackendServiceAccount | BackendAutogasAccount>;
}

export interface BackendRegion {
  id: BackendId;
  name: string;
  code: string;
  communes: Array<{ id: BackendId; name: string }>;
}

export interface RegionsAnswer {
  status: 'ok';
  data: BackendRegion[];
}

export interface AddressSearchAnswer {
  status: 'ok' | 'empty';
  data?: string[];
}

/** A cylinder account can be linked by its address instead of its client code. */
export interface CylinderAddress {
  region: string;
  comune: string;
  street: string;
  number: string;
  block?: string;
  dept?: string;
}
