import type { BusinessLine } from '../../schema/generated/types';

/** Business line ids of the backend (spec 1 §1, spec 3 §1) and their GraphQL names. */

const byId: Record<number, BusinessLine> = {
  1: 'METER',
  2: 'INSTITUTIONAL_CYLINDER',
  3: 'BULK',
  4: 'CYLINDER',
  5: 'AUTOGAS',
  6: 'INDUSTRIAL_BULK',
  7: 'ELECTRICITY',
};

export function lineOf(id: number | string | null | undefined): BusinessLine | null {
  return byId[Number(id)] ?? null;
}
