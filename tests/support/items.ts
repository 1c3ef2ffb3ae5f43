/**
 * Reading items a test expects to be there. Each one narrows away `undefined` and, when the item is missing,
 * fails with a message that says what was expected instead of a TypeError further down.
 */

function describeCount(list: readonly unknown[] | null | undefined): string {
  return list == null ? `${list}` : String(list.length);
}

/** The first item of a list that must have at least one. */
export function first<T>(list: readonly T[] | null | undefined, what = 'item'): T {
  const item = list?.[0];
  if (list == null || list.length === 0 || item === undefined) throw new Error(`expected at least one ${what}, got ${describeCount(list)}`);
  return item;
}

/** The one item of a list that must have exactly one. */
export function only<T>(list: readonly T[] | null | undefined, what = 'item'): T {
  const item = list?.[0];
  if (list == null || list.length !== 1 || item === undefined) throw new Error(`expected one ${what}, got ${describeCount(list)}`);
  return item;
}

/** The item at `index` of a list that must be that long (a negative index counts from the end). */
export function nth<T>(list: readonly T[] | null | undefined, index: number, what = 'item'): T {
  const item = list?.at(index);
  if (item === undefined) throw new Error(`expected ${what} at ${index}, got ${describeCount(list)} item(s)`);
  return item;
}

/** A value a test expects to be present: a map entry, a regex group, an optional field. */
export function present<T>(value: T | null | undefined, what = 'value'): T {
  if (value === undefined || value === null) throw new Error(`expected ${what}, got ${value}`);
  return value;
}
