/** The services of the world, line by line, seeded from today (one random sequence, drawn in this order). */
import type { Lines } from '../records';
import { seedAutogas } from './autogas';
import { seedHousing } from './bulk';
import { sequence } from './common';
import { seedCylinders } from './cylinder';
import { seedMeters } from './meter';

export function seedLines(today: string, clock: string): Lines {
  const random = sequence(20260101);
  const { meters, contacts } = seedMeters(today, random);
  const housing = seedHousing(today, clock, random);
  return { meters, contacts, housing, cylinders: seedCylinders(today), ...seedAutogas(today) };
}
