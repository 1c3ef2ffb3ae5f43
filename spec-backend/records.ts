/**
 * The records of the world's services, one block per line (spec 2 §3): meter contracts with bills, readings and
 * payments; bulk (granel) clients with orders, documents and tanks; cylinder clients with orders; autogas
 * accounts with their vehicles, maintenances and the workshops. The seeds that fill them are in seed/.
 */
import { dottedDateTime, rut } from './kit';

export const RUTS = {
  cliente: rut(15678234),
  nuevo: rut(17345982),
  consentimiento: rut(13904517),
  /** holders of the searchable services nobody has linked yet */
  rodrigo: rut(10456322),
  patricia: rut(9876543),
};

export interface Address {
  street: string;
  number: string;
  block: string | null;
  dept: string | null;
  location: string | null;
  comune: string;
  city: string;
  region_cod: string;
  latitude: number;
  longitude: number;
}

export interface Bill {
  ticket_number: string;
  doc_type: 'BOLETA' | 'FACTURA';
  broadcast_date: string;
  expiration_date: string;
  prev_amount: number | 'NO DISPONIBLE';
  current_amount: number;
  amount: number;
  consumption: number;
  pdfAvailable: boolean;
  paid: boolean;
}

export interface Reading {
  reading_date: string;
  reading_value: number;
  reading_consumption: number;
  reading_status: string;
  reading_month: string;
}

export interface MeterPayment {
  XBLNR: string;
  FECHA_PAGO: string;
  MONTO: number;
  TXT_RECAUDADOR: string;
}

export interface Agreement {
  id: number;
  created_at: string;
  request_crm_id: string | null;
  current_debt: number;
  down_payment: number;
  payments: number;
  status: string;
  is_agreement_valid: boolean;
  sap_check_number: string | null;
  agreement_sap_creation_time: string | null;
  agreement_meter_id: string | null;
  dues: Array<{ due_number: number; due_amount: number; interest: number; status: string }>;
}

export interface MeterContract {
  contract_cod: string;
  client_cod: string;
  client_id: number;
  meter_cod: string;
  holder_rut: string;
  address: Address;
  bills: Bill[];
  readings: Reading[];
  payments: MeterPayment[];
  rates: Array<{ name: string; value: number; unit: string }>;
  /** Ley 21.340 debt for the simulator; 0 gives empty */
  law_debt: number;
  agreements: Agreement[];
}

/** A bill-subscription contact (spec 2 §3): one person's e-mail on one meter contract. */
export interface Contact {
  id: number;
  email: string;
  contract_cod: string;
  suscribed: boolean;
  suscriber_type: 'DUEÑO' | 'ARRENDATARIO' | null;
  doc_type: 'BOLETA' | 'FACTURA';
}

export interface BulkOrder {
  orderNumber: string;
  client_cod: string;
  /** YYYY-MM-DD and HH:mm of the order */
  created_date: string;
  created_time: string;
  scheduledDate: string | null;
  scheduledTime: string | null;
  state: 'realizado' | 'Programado' | 'En Camion' | 'En Ruta' | 'Entregado';
  liters: number;
  litersActuallyDelivered: number | null;
  amount: number;
  actuallyDeliveredAmount: number | null;
  actuallyDeliveredDate: string | null;
  truck_code: string | null;
  patent: string | null;
  driver: string | null;
  truck: { latitude: number; longitude: number } | null;
  cancel_order: boolean;
  is_canceled: boolean;
  claimDelay: boolean;
  hasClaim: boolean;
  observations: string[];
}

export interface BulkDocument {
  doc_number: string;
  doc_year: number;
  folio_number: string;
  class_description: 'FACTURA' | 'NOTA DE CREDITO' | 'NOTA DE DEBITO';
  issue_date: string;
  expiration_date: string;
  value: number;
  payment_condition_desc: string;
  payment_date: string | null;
  pdf_number: string;
  guide_number: string | null;
  office_guide: string | null;
  delivery_date: string | null;
  quantity: number | null;
  product: string | null;
}

export interface Tank {
  meter_code: string;
  capacity: number;
  /** litres a day */
  daily: number;
  /** day offset of the sawtooth of its readings */
  phase: number;
}

export interface HousingClient {
  client_cod: string;
  client_id: number;
  holder_rut: string;
  address: Address;
  has_bloqueo: boolean;
  telemetry_activated: boolean;
  orders: BulkOrder[];
  documents: BulkDocument[];
  tanks: Tank[];
  /** price per litre by month (YYYY-MM-01) */
  prices: Array<{ date: string; price: number }>;
}

export interface CylinderOrder {
  orderNumber: string;
  client_id: number;
  created_date: string;
  created_time: string;
  scheduledDate: string;
  scheduledTime: string;
  actuallyDeliveredDate: string | null;
  state: 'Camino' | 'Entregado' | 'Anulado' | 'Problema';
  truck_code: string | null;
  truck: { latitude: number; longitude: number } | null;
  units: Array<{ producto: string; cantidad: number; monto_total_prod: number }>;
  cancel_order: boolean;
  claimDelay: boolean;
  hasClaim: boolean;
  is_canceled: boolean;
  observations: string[];
}

export interface CylinderClient {
  client_id: number;
  /** the client code in the supplier's books; the service list does not show it (spec 2 §3) */
  client_cod: string | null;
  holder_rut: string;
  address: Address;
  orders: CylinderOrder[];
}

export interface Maintenance {
  notice_id: string;
  patent: string;
  type: 'GM' | 'GA';
  registration_date: string;
  description: string;
  scheduled_date: string;
  scheduled_time: string;
  /** 1 pending; 2 done; 3 cancelled at the customer's request */
  status: number;
  workshop_code: string | null;
  id_service: number | null;
  num_mant: number | null;
  price: { valor_mantencion_taller: number; porcentaje_descuento: number; valor_aplicando_descuento: number } | null;
}

export interface Vehicle {
  patent: string;
  conversion_contract_number: string;
  client_cod: string;
  brand: string;
  model: string;
  chassis: string;
  contract_type: string;
  contract_state: string;
  start_date: string;
  months: number;
  monthly_goal: number;
  giftcard_liters: number;
  kits: Array<{ material_code: string; description: string; autogas_manual_id: string }>;
  /** the maintenance plan: what the next one is */
  services: Array<{ id_service: number; text: string; expected_km: number; num_mant: number }>;
  region_code: string;
}

export interface AutogasAccount {
  client_id: number;
  holder_rut: string;
  holder_name: string;
  address: Address;
  vehicles: Vehicle[];
}

export interface Workshop {
  code: string;
  name: string;
  street: string;
  house_number: string;
  city: string;
  region_code: string;
  /** first day with hours again, when it has none now */
  cut_day: string | null;
  slots: Array<{ date_block: string; hour_start: string; hour_end: string; id_block: number; taken: boolean }>;
  price: number;
}

export interface Lines {
  meters: MeterContract[];
  contacts: Contact[];
  housing: HousingClient[];
  cylinders: CylinderClient[];
  autogas: AutogasAccount[];
  maintenances: Maintenance[];
  workshops: Workshop[];
}

/** 'DD.MM.YYYY - hh:mm' of a bulk order (the format spec 2 §3 gives for creationDateTime). */
export const creationDateTime = (order: { created_date: string; created_time: string }) =>
  dottedDateTime(order.created_date, order.created_time);

/** A request a person filed (spec 1 §3 Request). */
export interface RequestField {
  label: string;
  name: string;
  type: string;
  element: string;
  value: string | number | string[] | null;
  file_name?: string | null;
}

export interface RequestRecord {
  id: number;
  personId: number;
  created_at: string;
  term: string;
  status: string;
  respuesta: string | null;
  calificacion: number | null;
  comentario: string | null;
  type_id: number;
  client_id: number | null;
  patent: string | null;
  fields: RequestField[];
  is_sf: 0 | 1;
  salesForceId: string | null;
  clossing_justification: string | null;
  agreement_validity: string | null;
  agreement: { current_debt: number; down_payment: number; payments: number; status: string; meter_contract_id: string } | null;
}
