import { atom } from 'jotai';

/** The meter the area shows (its contract code): kept while moving between its tabs. */
export const selectedMeterAtom = atom<string | null>(null);
