import type { MeterFrameQuery } from '../../gql/graphql';
import { tabPrefetch, type AreaList, type TabReads } from '../../shared/tab-prefetch';
import { METER_FRAME } from './api';

export type Meter = NonNullable<NonNullable<NonNullable<MeterFrameQuery['viewer']>['services']>['meter']>[number] & {
  contractCode: string;
};

/** The user's meters as the area offers them (those with a contract: the selection goes by contract, ?cliente=). */
export const meterList: AreaList<MeterFrameQuery, Meter> = {
  line: 'METER',
  list: METER_FRAME,
  items: (data) => {
    const loaded = data.viewer?.services?.meter;
    return loaded && loaded.filter((m): m is Meter => Boolean(m.contractCode));
  },
  codeOf: (m) => m.contractCode,
};

/** A meter tab's prefetch: the meters and the tab's own read at once (tab-prefetch.ts). */
export const meterTab = (reads: TabReads<Meter>) => tabPrefetch(meterList, reads);
