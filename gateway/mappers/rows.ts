import { readNumber, textForm } from '../backend/forms';

/** Reading the rows of a backend's answer whatever form the spec allows: the company lines' mappers share these. */

export type Row = Record<string, unknown>;

export const isRecord = (value: unknown): value is Row => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Text the backend wrote (or a number for it), trimmed; empty or unreadable is null. */
export const textOf = (value: unknown): string | null => textForm.read(value)?.trim() || null;

/** The first of `names` the row has (neither absent nor null). */
export function pick(row: Row, ...names: string[]): unknown {
  for (const name of names) {
    const value = row[name];
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

/** Chilean amounts' thousands dots ('12.345', '1.234.567,5'): dots grouping three digits, a comma before decimals. */
const DOTTED_THOUSANDS = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/;

/**
 * Pesos as the backend may write them: a number, or text ('12.345', '12345.00', '12345,5', '$ 12.345'). A lone dot
 * before three digits is thousands, as Chilean amounts are written, not decimals.
 */
export function readPesos(value: unknown): number | null {
  if (typeof value !== 'string') return readNumber(value);
  const text = value
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/\s/g, '');
  return readNumber(DOTTED_THOUSANDS.test(text) ? text.replace(/\./g, '') : text);
}

/**
 * The rows of a list answer's data: the list itself, or the list an object holds (under one of `names`, else its
 * only list); a single row (one holding `rowKey`) as a list of one. None when there is no data; null when data is
 * neither (the block fails).
 */
export function rowsOf(data: unknown, names: readonly string[], rowKey?: string): Row[] | null {
  if (data === undefined || data === null || data === '') return [];
  if (Array.isArray(data)) return data.filter(isRecord);
  if (!isRecord(data)) return null;
  if (rowKey && rowKey in data) return [data];
  for (const name of names) {
    const held = data[name];
    if (Array.isArray(held)) return held.filter(isRecord);
    if (isRecord(held)) {
      const inner = rowsOf(held, names, rowKey);
      if (inner) return inner;
    }
  }
  const lists = Object.values(data).filter(Array.isArray);
  return lists.length === 1 ? (lists[0] as unknown[]).filter(isRecord) : Object.keys(data).length === 0 ? [] : null;
}

/**
 * Where a list answer's rows are: its data, or, when it has none, the list beside data (`{ status, materials: [...] }`)
 * under one of `names`, else its only list. Undefined when there is neither (no rows).
 */
export function listData(answer: Row, names: readonly string[]): unknown {
  if (answer.data !== undefined && answer.data !== null) return answer.data;
  for (const name of names) if (Array.isArray(answer[name]) || isRecord(answer[name])) return answer[name];
  const lists = Object.values(answer).filter(Array.isArray);
  return lists.length === 1 ? lists[0] : undefined;
}
