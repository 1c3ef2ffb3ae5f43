/** The answer shapes of the `linking` calls, as the backend writes them (snake_case, '0'/'1' strings, misspellings). */

/** A linked account of a person in the meter, housing or cylinder line. */
export interface BackendServiceAccount {
  client_cod: string;
  meter_cod?: string | null;
  contract_cod: string | null;
  client_id: number;
  client_city: string;
  client_region_cod: string;
  client_rut: string;
  client_name: string;
  client_address?: string;
  address_street?: string;
  address_num?: string;
  address_block?: string;
  address_dept?: string;
  /** the third way a backend gives the address (spec 1 §3) */
  client_street?: string;
  client_number?: string;
  client_num?: string;
  client_block?: string;
  client_dept?: string;
  client_location?: string;
  has_bloqueo?: '0' | '1';
  telemetry_activated?: '0' | '1';
  business_line_id: number;
}

export interface ServiceListAnswer {
  status: 'ok' | 'empty';
  data?: BackendServiceAccount[];
}

export interface BackendPatent {
  patent: string;
  conversion_contract_number: string;
  linked: '0' | '1';
}

export interface BackendAutogasAccount {
  client_id: number;
  client_cod: string;
  client_name: string;
  client_rut: string;
  patents: BackendPatent[];
}

export interface AutogasListAnswer {
  status: 'ok' | 'empty';
  data?: BackendAutogasAccount[];
}

export interface LinkSearchAnswer {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: Array<BackendServiceAccount | BackendAutogasAccount>;
}

export interface BackendRegion {
  id: number;
  name: string;
  code: string;
  communes: Array<{ id: number; name: string }>;
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
