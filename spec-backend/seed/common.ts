/** What every seed shares: a fixed random sequence, so each start gives the same data, and an address builder. */
import type { Address } from '../records';

export const RM = '13';

/** A fixed random sequence (mulberry32), so a start gives the same numbers. */
export function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const place = (
  street: string,
  number: string,
  comune: string,
  city: string,
  region_cod: string,
  latitude: number,
  longitude: number,
  dept: string | null = null,
): Address => ({ street, number, block: null, dept, location: null, comune, city, region_cod, latitude, longitude });
