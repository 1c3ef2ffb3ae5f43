import type { CylinderClientsQuery } from '../../gql/graphql';
import { tabPrefetch, type AreaList, type TabReads } from '../../shared/tab-prefetch';
import { CYLINDER_CLIENTS } from './api';

type CylinderService = NonNullable<NonNullable<NonNullable<CylinderClientsQuery['viewer']>['services']>['cylinder']>[number];

/** The user's cylinder services, as the area offers them. */
export const cylinderList: AreaList<CylinderClientsQuery, CylinderService> = {
  line: 'CYLINDER',
  list: CYLINDER_CLIENTS,
  items: (data) => data.viewer?.services?.cylinder,
  codeOf: (c) => c.clientCode,
};

/** A cylinder tab's prefetch: the services and the tab's own read at once (tab-prefetch.ts). */
export const cylinderTab = (reads: TabReads<CylinderService>) => tabPrefetch(cylinderList, reads);
