import { paths } from '../../shared/paths';
import { screenRead } from '../../shared/screen-reads';
import { TANK_SUMMARY } from './api';
import { bulkTab } from './bulk-list';

export const summaryRead = (clientCode: string) => screenRead(TANK_SUMMARY, { clientCode });

/** Resumen de Tanques' prefetch: the industrial clients and the chosen one's summary at once (tab-prefetch.ts). */
export const summaryPrefetch = bulkTab(paths.bulk.tankSummary, (client) => client && summaryRead(client.code));
