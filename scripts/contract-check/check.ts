/** What one check of `npm run contract:check` is, and what the account's earlier answers give the later ones. */
import type { Path } from '../../gateway/backend/contract';
import { idForm } from '../../gateway/backend/forms';

/** Ids the account's own answers give the later calls (its meter contract, its bulk client, its plate…). */
export interface Known {
  personId?: number;
  /** a meter's contract code and client id */
  contract?: string;
  meterClientId?: number;
  /** a person's bulk client, or a company user's industrial client */
  bulkClient?: string;
  bulkClientId?: number;
  cylinderClient?: { code: string; city: string; id?: number };
  /** a street and region of one of the account's services: what the street helper is asked with */
  place?: { street: string; region?: string; commune?: string };
  region?: { code: string; commune: string };
  bulkOrder?: string;
  bulkTruck?: string;
  bulkDocument?: { client: string; number: string; year: string };
  pdf?: { number: string; classDescription: string };
  telemetryClient?: string;
  tank?: string;
  cylinderOrder?: { client: string; number: string };
  cylinderTruck?: string;
  autogas?: { patent: string; contractNumber: string; clientCode?: string; clientId?: number };
  /** every linked plate of the account (the first is `autogas`) */
  plates?: string[];
  /** a maintenance suggestion, and the plate it is for */
  maintenancePlan?: { serviceId: number; number: number; patent?: string };
  maintenanceRegion?: string;
  workshop?: string;
  noticeId?: number;
  request?: { id: number; isSalesforce: 0 | 1 };
  requestTypeId?: number;
  agreement?: number;
  /** a company user's Envasado Institucional client, a quote type and payment method it is offered, a document */
  institutionalClient?: string;
  quoteChoice?: { type: number; payment: string };
  institutionalDocument?: { client: string; number: string; year: string };
  /** a company user's electricity contract and one of its installations */
  electricityContract?: string;
  electricityInstallation?: string;
  /** the Administrador's: a company of its selector, a client of its search, a funcionario of its company */
  adminCompany?: string;
  adminClient?: { id: string; company: string };
  funcionario?: { id: string; rut?: string };
}

export interface Check {
  path: Path;
  /** the payload, or null when the account has nothing to ask it about (then the call is skipped, saying `needs`) */
  payload(known: Known): object | null;
  /** what the account needs for the call to be made: said when the call is skipped */
  needs?: string;
  /**
   * Several payloads instead of one (each plate of the account, at most a few): each answer is checked, and learnt
   * from with its payload. Used instead of `payload` when given; none is a skip as `payload` null is.
   */
  payloads?(known: Known): object[];
  /** what a later call needs from this answer (asked with `payload`) */
  learn?(answer: unknown, known: Known, payload: object): void;
}

export const none = () => ({});

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** The `data` of an answer as a list of records (an empty list when it is not one). */
export const dataList = (answer: unknown): Array<Record<string, unknown>> => {
  const data = isRecord(answer) ? answer.data : undefined;
  return Array.isArray(data) ? data.filter(isRecord) : [];
};

/** The `data` of an answer as a record (undefined when it is not one). */
export const dataRecord = (answer: unknown): Record<string, unknown> | undefined => {
  const data = isRecord(answer) ? answer.data : undefined;
  return isRecord(data) ? data : undefined;
};

/** A field as a record, or undefined. */
export const recordAt = (value: unknown, field: string): Record<string, unknown> | undefined => {
  const inner = isRecord(value) ? value[field] : undefined;
  return isRecord(inner) ? inner : undefined;
};

/** An id read as the mappers read it (gateway/backend/forms.ts): text kept as written, a whole number as its digits. */
export const idOf = (value: unknown): string | undefined => idForm.read(value) ?? undefined;

/** An id the backend takes as a number (request ids, notice ids…): a whole number, or its digits as text. */
export const numberIdOf = (value: unknown): number | undefined => {
  const text = idOf(value);
  return text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : undefined;
};

/** The first item's id in `field`, read with the id form. */
export const firstOf = (answer: unknown, field: string): string | undefined => {
  for (const item of dataList(answer)) {
    const value = idOf(item[field]);
    if (value) return value;
  }
  return undefined;
};

/** A plate counts unless it says it is not linked: absent is linked, only '0', 0 and false exclude. */
export const isLinked = (patent: Record<string, unknown>): boolean =>
  !(patent.linked === '0' || patent.linked === 0 || patent.linked === false);

/** A check that runs once `pick` finds what it needs among the known ids. */
export const given =
  <T>(pick: (known: Known) => T | undefined, build: (value: T) => object) =>
  (known: Known) => {
    const value = pick(known);
    return value === undefined ? null : build(value);
  };

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The year up to today, as months (YYYY-MM) or days (YYYY-MM-DD). */
export const yearAgo = (unit: 'month' | 'day') => {
  const now = new Date();
  const from = new Date(now);
  from.setFullYear(now.getFullYear() - 1);
  const cut = unit === 'month' ? 7 : 10;
  return { from: from.toISOString().slice(0, cut), to: now.toISOString().slice(0, cut) };
};

/** The last `days` days up to today (YYYY-MM-DD). */
export const lastDays = (days: number) => {
  const to = new Date();
  return { from: day(new Date(to.getTime() - days * 24 * 3600 * 1000)), to: day(to) };
};
