import { navigationHint } from '../../shared/navigation-hint';

/** The contract an electricity tab's read names (`contractCode`), per client, fixed for the navigation. */
const contracts = navigationHint<string | undefined>();

/** The prefetch's hint: the first this navigation gave for the client, else `known`, kept. */
export const prefetchContract = (clientCode: string, known: string | null | undefined): string | undefined =>
  contracts.fix(clientCode, known ?? undefined);

/** The screen's hint: the one this navigation's prefetch sent for the client, else the contract the screen knows. */
export const screenContract = (clientCode: string, known: string | null | undefined): string | undefined =>
  contracts.peek(clientCode, known ?? undefined);
