import type { FlagName } from '../../machines/rules/flags';
import type { MenuInput } from './routing';

/** Small readers of the menu input, shared by the features' menu declarations. */

export function personLines(input: MenuInput): { meter: number; bulk: number; cylinder: number; autogas: number } {
  return input.person ?? { meter: 0, bulk: 0, cylinder: 0, autogas: 0 };
}

/** A person with a service of the line, the line's flag on. */
export function personHasLine(input: MenuInput, line: 'meter' | 'bulk' | 'cylinder' | 'autogas', flag: FlagName): boolean {
  return input.kind === 'PERSON' && personLines(input)[line] > 0 && input.flag(flag);
}

/** A company user with a client of the line (`INDUSTRIAL_BULK`, `INSTITUTIONAL_CYLINDER`, `ELECTRICITY`). */
export function companyHasLine(input: MenuInput, line: string): boolean {
  return input.kind === 'COMPANY' && (input.company?.lines ?? []).includes(line);
}
