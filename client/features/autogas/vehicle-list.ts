import type { AutogasVehiclesQuery } from '../../gql/graphql';
import { tabPrefetch, type AreaList, type TabReads } from '../../shared/tab-prefetch';
import { AUTOGAS_VEHICLES } from './api';

type Vehicle = NonNullable<NonNullable<NonNullable<AutogasVehiclesQuery['viewer']>['services']>['autogas']>[number];

/** The user's plates, as the area offers them; the URL names one by ?patente=. */
export const vehicleList: AreaList<AutogasVehiclesQuery, Vehicle> = {
  line: 'AUTOGAS',
  list: AUTOGAS_VEHICLES,
  items: (data) => data.viewer?.services?.autogas,
  codeOf: (v) => v.patent,
  param: 'patente',
};

/** An autogas tab's prefetch: the plates and the tab's own read at once (tab-prefetch.ts). */
export const autogasTab = (reads: TabReads<Vehicle>) => tabPrefetch(vehicleList, reads);
