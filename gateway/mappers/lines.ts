import type { BusinessLine } from '../../schema/generated/types';
import { idForm } from '../backend/forms';

/** Business line ids of the backend (spec 1 §1, spec 3 §1) and their GraphQL names. */

const byId: Record<string, BusinessLine> = {
  1: 'METER',
  2: 'INSTITUTIONAL_CYLINDER',
  3: 'BULK',
  4: 'CYLINDER',
  5: 'AUTOGAS',
  6: 'INDUSTRIAL_BULK',
  7: 'ELECTRICITY',
};

/** The line of an id written as a number or as text ('3', '03'); null when it names none. */
export function lineOf(id: unknown): BusinessLine | null {
  const text = idForm.read(id);
  if (text === null || !/^\d+$/.test(text)) return null;
  return byId[String(Number(text))] ?? null;
}
