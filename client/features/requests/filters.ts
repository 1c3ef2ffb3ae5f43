import { rangeProblem, type Range } from '../../lib/date-range';
import type { RequestFilter } from '../../gql/graphql';
import type { TreeService } from './api';

/**
 * The list's filters as the URL carries them (/requerimientos?desde=…&hasta=…&servicio=…&categoria=…&tipo=…): the
 * detail's links keep them, so coming back from a detail shows the same filters and the same list (spec 1 §2).
 */
export interface Filters {
  from: string;
  to: string;
  service: string;
  category: string;
  type: string;
}

export const NO_FILTERS: Filters = { from: '', to: '', service: '', category: '', type: '' };

const KEYS: Record<keyof Filters, string> = { from: 'desde', to: 'hasta', service: 'servicio', category: 'categoria', type: 'tipo' };
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^\d{1,10}$/;

/** What the URL says, each value checked: a hand-typed value that is not a date or an id is left out. */
export function filtersFromSearch(search: string): Filters {
  const params = new URLSearchParams(search);
  const read = (key: keyof Filters, shape: RegExp) => {
    const value = params.get(KEYS[key]) ?? '';
    return shape.test(value) ? value : '';
  };
  return {
    from: read('from', ISO_DAY),
    to: read('to', ISO_DAY),
    service: read('service', ID),
    category: read('category', ID),
    type: read('type', ID),
  };
}

/** '?desde=…' with the filters that are set, '' with none. */
export function searchOf(filters: Filters): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(KEYS) as Array<keyof Filters>) if (filters[key]) params.set(KEYS[key], filters[key]);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function toRequestFilter(filters: Filters): RequestFilter {
  return {
    from: filters.from || null,
    to: filters.to || null,
    serviceId: filters.service || null,
    categoryId: filters.category || null,
    typeId: filters.type || null,
  };
}

/**
 * The dates are optional (none: every request); once one is given both are, from ≤ to and no future date (spec 1 §5):
 * the message of the first rule broken, or null.
 */
export function dateProblem(filters: Filters): string | null {
  if (!filters.from && !filters.to) return null;
  const range: Range = { from: filters.from, to: filters.to };
  return rangeProblem(range, 'day')?.message ?? null;
}

/** The categories to choose from: the chosen service's. */
export function categoriesOf(tree: readonly TreeService[], service: string) {
  return tree.find((s) => s.id === service)?.categories ?? [];
}

export function typesOf(tree: readonly TreeService[], service: string, category: string) {
  return categoriesOf(tree, service).find((c) => c.id === category)?.types ?? [];
}
