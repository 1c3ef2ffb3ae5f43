import { PRIVILEGE } from '../../../machines/rules/privileges';
import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import { companyAreaRoute, type FeatureDeclaration } from '../../shared/routing';

const ElectricityHome = lazyScreen(() => import('./ElectricityHome'));
const ConsumptionPage = lazyScreen(() => import('./ConsumptionPage'));
const InvoicesPage = lazyScreen(() => import('./InvoicesPage'));
const PaymentsPage = lazyScreen(() => import('./PaymentsPage'));
const DebtPage = lazyScreen(() => import('./DebtPage'));

const route = (path: string, title: string, screen: Parameters<typeof companyAreaRoute>[4]) =>
  companyAreaRoute(path, title, 'suministro_electrico_menu', PRIVILEGE.electricity, screen);
const { electricity } = paths;

/**
 * Suministro Eléctrico for company users (spec 3 §2): behind its menu flag, on a line-7 contract holding 3001 (the
 * gateway reads every line-7 contract as holding it on a backend that knows no 3001: docs/decisions.md).
 */
export const electricityArea: FeatureDeclaration = {
  name: 'electricity',
  routes: [
    companyAreaRoute(electricity.root, 'Suministro Eléctrico', 'suministro_electrico_menu', undefined, ElectricityHome),
    route(electricity.consumption, 'Historial de Consumos', ConsumptionPage),
    route(electricity.invoices, 'Historial de Facturas', InvoicesPage),
    route(electricity.payments, 'Historial de Pagos', PaymentsPage),
    route(electricity.debt, 'Detalle de Deuda', DebtPage),
  ],
};
