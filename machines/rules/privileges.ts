/**
 * The company privileges (spec 3 §6): one number per thing a Funcionario may do on a client, granted per client by
 * the Administrador. The gateway refuses a company call without its privilege, the fixture backend refuses it again,
 * the client hides what it would open. Industrial bulk's numbers are the spec's (1002-1009). The spec does not number
 * institutional cylinder's quote and account tabs: they take 2001 and 2002, which the spec says exist but the
 * industrial tabs do not use; electricity, which the spec gates by its flag alone, takes 3001 so an Administrador can
 * grant or withhold it per client like the others (docs/decisions.md, "Company").
 */
export const PRIVILEGE = {
  tanksAndOrders: 1002,
  placeOrder: 1003,
  currentAccount: 1004,
  telemetry: 1005,
  requests: 1006,
  payments: 1007,
  debtDetail: 1008,
  priceChanges: 1009,
  institutionalQuote: 2001,
  institutionalAccount: 2002,
  electricity: 3001,
} as const;

/** A privilege number of the table: any other number fails to compile where a privilege is expected. */
export type PrivilegeId = (typeof PRIVILEGE)[keyof typeof PRIVILEGE];

/** The business lines of company clients (spec 3 §3): institutional cylinder, industrial bulk, electricity. */
export type CompanyLine = 2 | 6 | 7;

export interface PrivilegeInfo {
  /** the name the backend's privilege list and the Administrador's popup show */
  name: string;
  line: CompanyLine;
}

export const PRIVILEGES: Readonly<Record<PrivilegeId, PrivilegeInfo>> = {
  /** opens Resumen de Tanques, Historial de Pedidos */
  1002: { name: 'Resumen de tanques y pedidos', line: 6 },
  /** opens Realizar Pedidos */
  1003: { name: 'Realizar pedidos', line: 6 },
  /** opens Cuenta Corriente */
  1004: { name: 'Cuenta corriente', line: 6 },
  /** opens Telemetría */
  1005: { name: 'Telemetría', line: 6 },
  /** opens Requerimientos */
  1006: { name: 'Requerimientos', line: 6 },
  /** opens Historial de Pagos */
  1007: { name: 'Historial de pagos', line: 6 },
  /** opens Detalle de Deuda and the credit box of the dashboard card */
  1008: { name: 'Detalle de deuda', line: 6 },
  /** opens Variación de Precio */
  1009: { name: 'Variación de precio', line: 6 },
  /** opens Cotizar Pedido, Cotizaciones */
  2001: { name: 'Cotizar pedido', line: 2 },
  /** opens Cuenta Corriente (Envasado Institucional) */
  2002: { name: 'Cuenta corriente envasado', line: 2 },
  /** opens Suministro Eléctrico */
  3001: { name: 'Suministro eléctrico', line: 7 },
};

export const PRIVILEGE_IDS = Object.keys(PRIVILEGES).map(Number) as PrivilegeId[];

export function isPrivilegeId(value: unknown): value is PrivilegeId {
  return typeof value === 'number' && value in PRIVILEGES;
}

/** Every privilege of a business line: what an Administrador holds on its clients. */
export function privilegesOfLine(line: number): PrivilegeId[] {
  return PRIVILEGE_IDS.filter((id) => PRIVILEGES[id].line === line);
}

/** Whether a list of privilege numbers as the backend gives them (numbers or text) holds `privilege`. */
export function holds(privileges: readonly unknown[] | null | undefined, privilege: PrivilegeId): boolean {
  return (privileges ?? []).some((p) => Number(p) === privilege);
}
