/** What one check of `npm run contract:check` is, and what the account's earlier answers give the later ones. */
import type { Path } from '../../gateway/backend/contract';
import type { Shape } from '../../gateway/backend/shape';

/** Ids the account's own answers give the later calls (its meter contract, its bulk client, its plate…). */
export interface Known {
  contract?: string;
  bulkClient?: string;
  cylinderClient?: { code: string; city: string };
  cylinderOrder?: { client: string; number: string };
  autogas?: { patent: string; contractNumber: string };
  maintenancePlan?: { serviceId: number; number: number };
  maintenanceRegion?: string;
  workshop?: string;
  noticeId?: number;
  request?: { id: number; isSalesforce: 0 | 1 };
  agreement?: number;
  industrialClient?: string;
}

export interface Check {
  path: Path;
  shape: Shape<unknown>;
  /** the payload, or null when the account has nothing to ask it about (then the call is skipped) */
  payload(known: Known): object | null;
  /** what a later call needs from this answer */
  learn?(answer: unknown, known: Known): void;
}

export const none = () => ({});

/** The `data` of an answer as a list of records (an empty list when it is not one). */
export const dataList = (answer: unknown): Array<Record<string, unknown>> => {
  const data = (answer as { data?: unknown }).data;
  return Array.isArray(data) ? data.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object') : [];
};

export const firstOf = (answer: unknown, field: string): string | undefined => {
  const value = dataList(answer).find((item) => typeof item[field] === 'string' && item[field])?.[field];
  return typeof value === 'string' ? value : undefined;
};

/** A check that runs once `pick` finds what it needs among the known ids. */
export const given =
  <T>(pick: (known: Known) => T | undefined, build: (value: T) => object) =>
  (known: Known) => {
    const value = pick(known);
    return value === undefined ? null : build(value);
  };

/** The year up to today, as months (YYYY-MM) or days (YYYY-MM-DD). */
export const yearAgo = (unit: 'month' | 'day') => {
  const now = new Date();
  const from = new Date(now);
  from.setFullYear(now.getFullYear() - 1);
  const cut = unit === 'month' ? 7 : 10;
  return { from: from.toISOString().slice(0, cut), to: now.toISOString().slice(0, cut) };
};
