import type { FuncionarioSearchType } from '../../gql/graphql';
import { SEARCH_TYPE, type SearchType } from '../../../machines/rules/funcionario-rules';
import { paths } from '../../shared/paths';

/** Mis Funcionarios' search as the page's URL carries it: ?tipo=rut|email|nombre|empresa&valor=… */
export interface FuncionarioSearch {
  type: FuncionarioSearchType;
  value: string;
}

/** The search types of spec 3 §9 in their order, with their words in the URL and in the select. */
export const SEARCH_TYPES: ReadonlyArray<{ type: FuncionarioSearchType; slug: string; label: string; number: SearchType }> = [
  { type: 'RUT', slug: 'rut', label: 'Rut', number: SEARCH_TYPE.rut },
  { type: 'EMAIL', slug: 'email', label: 'Email', number: SEARCH_TYPE.email },
  { type: 'NAME', slug: 'nombre', label: 'Nombre', number: SEARCH_TYPE.name },
  { type: 'COMPANY', slug: 'empresa', label: 'Empresa', number: SEARCH_TYPE.company },
];

/** every company's funcionarios: what the page shows as it opens */
export const EVERY_COMPANY: FuncionarioSearch = { type: 'COMPANY', value: '' };

export function searchFromUrl(search: string): FuncionarioSearch {
  const params = new URLSearchParams(search);
  const type = SEARCH_TYPES.find((t) => t.slug === params.get('tipo'))?.type;
  return type ? { type, value: params.get('valor') ?? '' } : EVERY_COMPANY;
}

export function urlOfSearch(search: FuncionarioSearch): string {
  if (search.type === 'COMPANY' && !search.value) return paths.funcionarios;
  const slug = SEARCH_TYPES.find((t) => t.type === search.type)!.slug;
  return `${paths.funcionarios}?${new URLSearchParams({ tipo: slug, valor: search.value })}`;
}

export const searchNumberOf = (type: FuncionarioSearchType): SearchType => SEARCH_TYPES.find((t) => t.type === type)!.number;
