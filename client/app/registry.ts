import { accountsArea } from '../features/accounts/area';
import { autogasArea } from '../features/autogas/area';
import { authArea } from '../features/auth/area';
import { bulkArea } from '../features/bulk/area';
import { companyArea } from '../features/company/area';
import { cylinderArea } from '../features/cylinder/area';
import { dashboardArea } from '../features/dashboard/area';
import { demoArea } from '../features/demo/area';
import { electricityArea } from '../features/electricity/area';
import { flowsArea } from '../features/flows/area';
import { infoArea } from '../features/info/area';
import { institutionalArea } from '../features/institutional/area';
import { meterArea } from '../features/meter/area';
import { profileArea } from '../features/profile/area';
import { requestsArea } from '../features/requests/area';
import { servicesArea } from '../features/services/area';
import { unsubscribeArea } from '../features/unsubscribe/area';
import type { CompanyDashboardCards, DashboardCards, PersonDashboardCards } from '../shared/dashboard-cards';
import type { FeatureDeclaration } from '../shared/routing';
import { buildRouteTable, sessionPathsOf } from './route-table';

/** Every feature of the app, one line each: the route table, the session's start paths and the menu come from here. */
export const features: readonly FeatureDeclaration[] = [
  authArea,
  accountsArea,
  dashboardArea,
  profileArea,
  servicesArea,
  requestsArea,
  bulkArea,
  cylinderArea,
  institutionalArea,
  electricityArea,
  infoArea,
  companyArea,
  meterArea,
  autogasArea,
  demoArea,
  flowsArea,
  unsubscribeArea,
];

export const routeTable = buildRouteTable(features);
export const sessionPaths = sessionPathsOf(routeTable);
export const menuDeclarations = features.flatMap((f) => f.menu ?? []);
export const personDashboardCards: PersonDashboardCards = Object.assign({}, ...features.map((f) => f.dashboardCards ?? {}));
export const companyDashboardCards: CompanyDashboardCards = Object.assign({}, ...features.map((f) => f.companyDashboardCards ?? {}));
export const dashboardCards: DashboardCards = { ...personDashboardCards, ...companyDashboardCards };
