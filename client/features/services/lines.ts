import type { LinkLine, SearchBy } from '../../gql/graphql';
import type { FlagName } from '../../shared/config';

export type { LinkLine, SearchBy };
export type Slug = 'medidor' | 'granel' | 'cilindro' | 'autogas';

export interface SearchOption {
  by: SearchBy;
  label: string;
  placeholder?: string;
}

export interface LineInfo {
  line: LinkLine;
  slug: Slug;
  label: string;
  flag: FlagName;
  /** the searches of spec 1 §9, in the order shown; every line offers at least one */
  searches: [SearchOption, ...SearchOption[]];
}

export const LINES: LineInfo[] = [
  {
    line: 'METER',
    slug: 'medidor',
    label: 'Medidor',
    flag: 'medidor',
    searches: [
      { by: 'CONTRACT_CODE', label: 'N° Cliente', placeholder: '12560138' },
      { by: 'METER_SERIAL', label: 'N° Serie Medidor' },
      { by: 'ADDRESS', label: 'Dirección' },
    ],
  },
  {
    line: 'BULK',
    slug: 'granel',
    label: 'Granel Habitacional',
    flag: 'granel',
    searches: [
      { by: 'ADDRESS', label: 'Dirección' },
      { by: 'CLIENT_CODE', label: 'Código Cliente', placeholder: '12560138' },
      { by: 'RUT', label: 'Rut', placeholder: '12345678-k' },
    ],
  },
  {
    line: 'CYLINDER',
    slug: 'cilindro',
    label: 'Cilindro',
    flag: 'cilindro',
    searches: [
      { by: 'ADDRESS', label: 'Dirección' },
      { by: 'CLIENT_CODE', label: 'Código Cliente', placeholder: '12560138' },
    ],
  },
  {
    line: 'AUTOGAS',
    slug: 'autogas',
    label: 'Autogas',
    flag: 'autogas',
    searches: [
      { by: 'PATENT', label: 'Patente', placeholder: 'ABCD12' },
      { by: 'RUT', label: 'Rut', placeholder: '12345678-k' },
    ],
  },
];

export function lineBySlug(slug: string | undefined): LineInfo | undefined {
  return LINES.find((l) => l.slug === slug);
}
