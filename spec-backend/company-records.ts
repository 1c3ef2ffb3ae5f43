/**
 * The records of the company side (spec 3 §3): companies, their SAP clients of lines 2, 6 and 7, the company users
 * (Administrador and Funcionario) with the privileges each Funcionario holds per client, the industrial clients'
 * centrals and tanks, the institutional clients' quote options, quotes and current account, and the company users'
 * requests and notifications. The seed that fills them is seed/companies.ts (and seed/institutional.ts).
 */
import type { Address, BulkOrder, RequestRecord } from './records';
import type { NotificationRecord } from './world';

/** The company lines (spec 3 §1): institutional cylinder, industrial bulk, electricity. */
export type CompanyLine = 2 | 6 | 7;

export interface Company {
  id: number;
  name: string;
  /** the company's RUT */
  dni: string;
}

/** A tank of a central (spec 3 §3 Industrial central). */
export interface IndustrialTank {
  tank_id: string;
  serial_number: string;
  /** litres */
  capacity: number;
}

/** A central: type 4 a technical location (unidad técnica) holding centrals and tanks, type 3 a central. */
export interface Central {
  central_id: string;
  type: 3 | 4;
  address: Address;
  centrals: Central[];
  tanks: IndustrialTank[];
}

/** A client of a company in the supplier's books (spec 3 §3 Service/client). */
export interface SapClient {
  /** the portal's record id (what client_codes and the client search name) */
  id: number;
  company_id: number;
  business_line_id: CompanyLine;
  /** the client's number in SAP, text with leading zeros */
  client_cod: string;
  /** the SAP client id (spec 3 §3 "Also client_id") */
  client_id: number;
  /** electricity's contract; the others have none */
  contract_cod: string | null;
  address: Address;
  merchandise_recipients: number;
  payment_responsibles: number;
  /** industrial bulk: its orders and centrals */
  orders: BulkOrder[];
  centrals: Central[];
  /** institutional cylinder: its quotes' options, its quotes and its current account; null for the other lines */
  institutional: InstitutionalBook | null;
  /** electricity: its contract's installations, bills and payments; null for the other lines */
  electricity: ElectricityBook | null;
}

/**
 * An installation (a metered supply point) of an electricity contract (spec 3 §3): its SAP number, the client's
 * business name as SAP holds it, and what shapes its load curve, from which its 15-minute readings are computed on
 * demand (never stored).
 */
export interface ElectricityInstallation {
  /** codigoSapInstalacion: SAP IS-U's installation number, 10 digits */
  code: string;
  /** razonSocialCliente */
  business_name: string;
  /** the first day with readings (YYYY-MM-DD): the meter's installation */
  since: string;
  /** the load at night and on top of it by day (kW), the summer's swing (a share), the weekend's day load (a share) */
  night_kw: number;
  day_kw: number;
  summer: number;
  weekend: number;
}

/** A bill of the contract (spec 3 §3 Electricity invoice). */
export interface ElectricityBill {
  /** Numerodocto: the print document's number, 12 digits */
  number: string;
  issue_date: string;
  due_date: string;
  /** pesos, VAT included */
  amount: number;
  /** the month it bills, YYYY-MM */
  period: string;
}

/** A payment of a bill (spec 3 §3 Electricity payment). */
export interface ElectricityPaymentRecord {
  /** the bill it paid (N° de Boleta) */
  reference_number: string;
  /** YYYY-MM-DDTHH:mm:ss */
  paid_at: string;
  amount: number;
  /** where it was paid (Pagado en) */
  collector_name: string;
}

export interface ElectricityBook {
  installations: ElectricityInstallation[];
  /** oldest first */
  bills: ElectricityBill[];
  payments: ElectricityPaymentRecord[];
}

/** Envasado Institucional's two quote types (spec 3 §2, §7): 1 Cupones, 2 Garantias, named as the payment_method map's keys. */
export type QuoteType = 1 | 2;
export const QUOTE_TYPE_NAMES: Record<QuoteType, 'Cupones' | 'Garantias'> = { 1: 'Cupones', 2: 'Garantias' };

/** A delivery address of an institutional client: a ship-to partner of its own SAP number. */
export interface ShipTo {
  ship_to: string;
  address: Address;
}

/** A payment method (SAP payment terms) offered for one quote type, with the surcharge it puts on the list price. */
export interface QuotePaymentMethod {
  code: string;
  name: string;
  quote_type: QuoteType;
  /** percent over the list price */
  surcharge: number;
  /** the material codes it may pay for; null: every material of its type */
  materials: string[] | null;
}

/** A material a quote may hold (spec 3 §3 Quote material), at its list price in pesos. */
export interface QuoteMaterialRecord {
  material_code: string;
  name: string;
  quote_type: QuoteType;
  value: number;
  /** the quantity the client usually orders (the form's starting quantity) */
  count: number;
}

export interface QuoteLineRecord {
  material_code: string;
  name: string;
  price: number;
  quantity: number;
}

export type QuoteState = 'Incompleta' | 'Enviada' | 'Aprobada' | 'Rechazada' | 'Facturada';

/** A quote (spec 3 §3 Quote creation payload, and what became of it). */
export interface QuoteRecord {
  quote_number: string;
  created_date: string;
  created_time: string;
  companyUserId: number;
  quote_type: QuoteType;
  coupon_type: 'Físico' | 'Digital' | null;
  purchase_order: string | null;
  payment_code: string;
  /** a ship_to of the client's addresses for the quote type */
  address: string;
  incomplete: boolean;
  state: QuoteState;
  /** the sales order SAP opened for it, once approved */
  order_number: string | null;
  /** the folio of the invoice that billed it */
  invoice_sheet: string | null;
  lines: QuoteLineRecord[];
  /** the attachment's size in bytes, when one came */
  file_size: number | null;
}

/** A current-account document (spec 3 §3 Current-account document and Document detail). */
export interface InstitutionalDocument {
  /** SAP's accounting document number and fiscal year */
  doc_number: string;
  doc_year: number;
  folio_number: string;
  class_description: 'FACTURA ELECTRONICA' | 'NOTA DE CREDITO ELECTRONICA';
  issue_date: string;
  expiration_date: string;
  /** pesos; a credit note's is negative */
  value: number;
  payment_condition_desc: string;
  payment_date: string | null;
  ship_to: string;
  /** null: its PDF is not in the document archive */
  pdf_number: string | null;
  /** the dispatch guide (office_guide) and its PDF's number; null for a credit note */
  guide: { folio: string; pdf_number: string } | null;
  delivery_date: string | null;
  quantity: number | null;
  product: string | null;
}

export interface InstitutionalBook {
  paymentMethods: QuotePaymentMethod[];
  addresses: Record<QuoteType, ShipTo[]>;
  materials: QuoteMaterialRecord[];
  quotes: QuoteRecord[];
  documents: InstitutionalDocument[];
  /** SAP fails to answer this client's current account (status exception) */
  accountFails: boolean;
}

/** The price of a material paid by a method: its list price plus the method's surcharge, whole pesos. */
export const priceOf = (m: QuoteMaterialRecord, method: QuotePaymentMethod): number =>
  Math.round((m.value * (100 + method.surcharge)) / 100);

/** The materials a payment method pays for: those of its type, or its own list. */
export const materialsOf = (book: InstitutionalBook, method: QuotePaymentMethod): QuoteMaterialRecord[] =>
  book.materials.filter(
    (m) => m.quote_type === method.quote_type && (method.materials === null || method.materials.includes(m.material_code)),
  );

export type UserType = 'Administrador' | 'Funcionario';

export interface CompanyUser {
  id: number;
  name: string;
  last_name: string;
  email: string;
  /** scrypt salt:hash */
  password: string;
  dni: string;
  phone: string;
  profile_picture: string | null;
  notification_check: 0 | 1;
  user_type: UserType;
  /** '1' enabled, '0' disabled (spec 3 §4) */
  status: '0' | '1';
  hasConsentSalesForce: boolean;
  /** the companies the user belongs to */
  companies: number[];
  /** a Funcionario's privileges per client record id; an Administrador holds every privilege of its companies' clients */
  grants: Map<number, number[]>;
}

/** A request a company user filed: a person's request, its filer a company user and its client a SAP client. */
export interface CompanyRequestRecord extends Omit<RequestRecord, 'personId'> {
  companyUserId: number;
}

export interface CompanyNotificationRecord extends Omit<NotificationRecord, 'personId'> {
  companyUserId: number;
}

/** A privilege (spec 3 §3 Privilege): id, name, business_lines_id. */
export interface Privilege {
  id: number;
  name: string;
  business_lines_id: CompanyLine;
}

export interface CompanySide {
  companies: Company[];
  sapClients: SapClient[];
  companyUsers: CompanyUser[];
  companyRequests: CompanyRequestRecord[];
  companyNotifications: CompanyNotificationRecord[];
}

/**
 * The privileges the backend knows: industrial bulk's 1002-1009 (spec 3 §6). 2001 and 2002 "are defined but unused in
 * the industrial tabs": read here as the institutional cylinder's quote and account. Electricity has none: the spec
 * gates it by its flag alone.
 */
export const PRIVILEGES: Privilege[] = [
  { id: 1002, name: 'Resumen de tanques y pedidos', business_lines_id: 6 },
  { id: 1003, name: 'Realizar pedidos', business_lines_id: 6 },
  { id: 1004, name: 'Cuenta corriente', business_lines_id: 6 },
  { id: 1005, name: 'Telemetría', business_lines_id: 6 },
  { id: 1006, name: 'Requerimientos', business_lines_id: 6 },
  { id: 1007, name: 'Historial de pagos', business_lines_id: 6 },
  { id: 1008, name: 'Detalle de deuda', business_lines_id: 6 },
  { id: 1009, name: 'Variación de precio', business_lines_id: 6 },
  { id: 2001, name: 'Cotizaciones envasado', business_lines_id: 2 },
  { id: 2002, name: 'Cuenta corriente envasado', business_lines_id: 2 },
];

export const TANKS_AND_ORDERS = 1002;
/** Envasado Institucional's quote tabs (Cotizar Pedido, Cotizaciones) and its account tab (Cuenta Corriente, a document) */
export const INSTITUTIONAL_QUOTES = 2001;
export const INSTITUTIONAL_ACCOUNT = 2002;

export const privilegesOfLine = (line: number): number[] => PRIVILEGES.filter((p) => p.business_lines_id === line).map((p) => p.id);

/** The product each line's fields are named after ({product}_client_id, spec 3 §3), as its paths name it. */
export const PRODUCT: Record<CompanyLine, string> = { 2: 'institutional', 6: 'industrial', 7: 'electricity' };
