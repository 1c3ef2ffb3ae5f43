import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import { personAreaRoute, type FeatureDeclaration, type RouteDeclaration } from '../../shared/routing';

const AutogasHome = lazyScreen(() => import('./AutogasHome'));
const ContractPage = lazyScreen(() => import('./ContractPage'));
const ConsumptionPage = lazyScreen(() => import('./ConsumptionPage'));
const GoalsPage = lazyScreen(() => import('./GoalsPage'));
const HistoryPage = lazyScreen(() => import('./HistoryPage'));
const MaintenancePage = lazyScreen(() => import('./MaintenancePage'));
const SchedulePage = lazyScreen(() => import('./SchedulePage'));
const RequestsPage = lazyScreen(() => import('./RequestsPage'));

const route = (path: string, title: string, screen: RouteDeclaration['screen']) => personAreaRoute(path, title, 'autogas', screen);

/** Autogas for persons, by licence plate (spec 2 §2), and its card on the dashboard. */
export const autogasArea: FeatureDeclaration = {
  name: 'autogas',
  routes: [
    route(paths.autogas.root, 'Autogas', AutogasHome),
    route(paths.autogas.contract, 'Contrato', ContractPage),
    route(paths.autogas.consumption, 'Consumo', ConsumptionPage),
    route(paths.autogas.goals, 'Metas', GoalsPage),
    route(paths.autogas.maintenance, 'Mantenciones y Asistencias', HistoryPage),
    route(paths.autogas.maintenanceNotice, 'Detalle de la mantención', MaintenancePage),
    route(paths.autogas.schedule, 'Agenda de Mantenciones', SchedulePage),
    route(paths.autogas.requests, 'Requerimientos', RequestsPage),
  ],
  // its own chunk, fetched with the dashboard's when the app opens there (no spinner in its place first); its chart later
  dashboardCards: { autogas: lazyScreen(() => import('./DashboardCard')) },
};
