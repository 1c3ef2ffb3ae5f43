import type { ClientSearchInput } from '../../gql/graphql';
import { paths } from '../../shared/paths';

/** Buscar Clientes' filters as the dashboard's URL carries them (?numero=&empresa=&servicio=), so a reload keeps them. */
export interface ClientFilters {
  clientCode: string;
  companyId: string;
  lineId: string;
}

const KEYS = { clientCode: 'numero', companyId: 'empresa', lineId: 'servicio' } as const;

export function filtersFromUrl(search: string): ClientFilters {
  const params = new URLSearchParams(search);
  return {
    clientCode: params.get(KEYS.clientCode) ?? '',
    companyId: params.get(KEYS.companyId) ?? '',
    lineId: params.get(KEYS.lineId) ?? '',
  };
}

/** The filters as URL parameters, leaving out the empty ones. */
export function filterParams(filters: ClientFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['clientCode', 'companyId', 'lineId'] as const) if (filters[key].trim()) params.set(KEYS[key], filters[key].trim());
  return params;
}

export const toClientSearchInput = (filters: ClientFilters): ClientSearchInput => ({
  clientCode: filters.clientCode.trim() || null,
  companyId: filters.companyId || null,
  businessLineId: filters.lineId || null,
});

/** The dashboard with these filters: where the detail's back link returns. */
export function dashboardWith(filters: ClientFilters): string {
  const query = filterParams(filters).toString();
  return `${paths.dashboard}${query ? `?${query}` : ''}`;
}

/** A client's detail: its ids and the filters it was found with, all in the URL (spec 3 §2 keeps them in state). */
export function clientDetailHref(clientId: string, companyId: string, filters: ClientFilters): string {
  const params = filterParams(filters);
  params.set('clienteId', clientId);
  params.set('empresaId', companyId);
  return `${paths.clientSearch}?${params}`;
}

export function detailFromUrl(search: string): { clientId: string; companyId: string; filters: ClientFilters } {
  const params = new URLSearchParams(search);
  return { clientId: params.get('clienteId') ?? '', companyId: params.get('empresaId') ?? '', filters: filtersFromUrl(search) };
}
