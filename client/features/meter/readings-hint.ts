import { navigationHint } from '../../shared/navigation-hint';

/** The meter's client id Historial de Lectura's read names (`clientId`), per contract, fixed for the navigation. */
const clientIds = navigationHint<number | null>();

/** The prefetch's hint: the first this navigation gave for the contract, else `known`, kept. */
export const prefetchHint = (contractCode: string, known: number | null): number | null => clientIds.fix(contractCode, known);

/** The screen's hint: the one this navigation's prefetch sent for the contract, else the id the screen holds. */
export const screenHint = (contractCode: string, known: number | null): number | null => clientIds.peek(contractCode, known);
