import { PRIVILEGE } from '../../../machines/rules/privileges';
import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import { companyAreaRoute, personAreaRoute, type FeatureDeclaration } from '../../shared/routing';

const BulkHome = lazyScreen(() => import('./BulkHome'));
const PlaceOrderPage = lazyScreen(() => import('./PlaceOrderPage'));
const OrdersPage = lazyScreen(() => import('./OrdersPage'));
const OrderDetailPage = lazyScreen(() => import('./OrderDetailPage'));
const PaymentsPage = lazyScreen(() => import('./PaymentsPage'));
const DebtPage = lazyScreen(() => import('./DebtPage'));
const PricesPage = lazyScreen(() => import('./PricesPage'));
const TelemetryPage = lazyScreen(() => import('./TelemetryPage'));
const TanksPage = lazyScreen(() => import('./TanksPage'));
const TankPage = lazyScreen(() => import('./TankPage'));
const TankHistoryPage = lazyScreen(() => import('./TankHistoryPage'));
const AccountPage = lazyScreen(() => import('./AccountPage'));
const DocumentPage = lazyScreen(() => import('./DocumentPage'));
const RequestsPage = lazyScreen(() => import('./RequestsPage'));
const TankSummaryPage = lazyScreen(() => import('./TankSummaryPage'));

const person = personAreaRoute;
const company = companyAreaRoute;

/**
 * Granel Habitacional for persons (spec 2 §2) and Granel Industrial for company users (spec 3 §2): the same screens
 * on the same paths, the industrial ones behind the industrial flags and the selected client's privileges (spec 3
 * §6, routes.tsv). Requerimientos mounts the request wizard in the bulk shell.
 */
export const bulkArea: FeatureDeclaration = {
  name: 'bulk',
  routes: [
    person(paths.bulk.root, 'Granel Habitacional', 'granel', BulkHome),
    person(paths.bulk.order, 'Realizar Pedidos', 'granel_realizar_pedido', PlaceOrderPage),
    person(paths.bulk.orders, 'Historial de Pedidos', 'granel_pedidos', OrdersPage),
    person(paths.bulk.orderDetail, 'Detalle del pedido', 'granel_pedidos', OrderDetailPage),
    person(paths.bulk.payments, 'Historial de Pagos', 'granel_historial_pago', PaymentsPage),
    person(paths.bulk.debt, 'Detalle de Deuda', 'granel_detalle_deuda', DebtPage),
    person(paths.bulk.account, 'Cuenta Corriente', 'granel_cuenta_corriente', AccountPage),
    person(paths.bulk.accountDocument, 'Detalle del documento', 'granel_cuenta_corriente', DocumentPage),
    person(paths.bulk.telemetry, 'Telemetría', 'granel_telemetria', TelemetryPage),
    person(paths.bulk.tanks, 'Tanques', 'granel_telemetria', TanksPage),
    person(paths.bulk.tank, 'Detalle del tanque', 'granel_telemetria', TankPage),
    person(paths.bulk.tankHistory, 'Historial del tanque', 'granel_telemetria_historial', TankHistoryPage),
    person(paths.bulk.prices, 'Variación de Precios', 'granel_tarifas', PricesPage),
    person(paths.bulk.requests, 'Requerimientos', 'granel_requerimientos', RequestsPage),

    company(paths.bulk.root, 'Granel Industrial', undefined, undefined, BulkHome),
    company(paths.bulk.tankSummary, 'Resumen de Tanques', 'granel_industrial_resumen_tanques', PRIVILEGE.tanksAndOrders, TankSummaryPage),
    company(paths.bulk.order, 'Realizar Pedidos', 'granel_industrial_realizar_pedido', PRIVILEGE.placeOrder, PlaceOrderPage),
    company(paths.bulk.orders, 'Historial de Pedidos', 'granel_industrial_pedidos', PRIVILEGE.tanksAndOrders, OrdersPage),
    company(paths.bulk.orderDetail, 'Detalle del pedido', 'granel_industrial_pedidos', PRIVILEGE.tanksAndOrders, OrderDetailPage),
    company(paths.bulk.payments, 'Historial de Pagos', 'granel_industrial_historial_pago', PRIVILEGE.payments, PaymentsPage),
    company(paths.bulk.debt, 'Detalle de Deuda', 'granel_industrial_detalle_deuda', PRIVILEGE.debtDetail, DebtPage),
    company(paths.bulk.account, 'Cuenta Corriente', 'granel_industrial_cuenta_corriente', PRIVILEGE.currentAccount, AccountPage),
    company(
      paths.bulk.accountDocument,
      'Detalle del documento',
      'granel_industrial_cuenta_corriente',
      PRIVILEGE.currentAccount,
      DocumentPage,
    ),
    company(paths.bulk.telemetry, 'Telemetría', 'granel_industrial_telemetria', PRIVILEGE.telemetry, TelemetryPage),
    company(paths.bulk.tanks, 'Tanques', 'granel_industrial_telemetria', PRIVILEGE.telemetry, TanksPage),
    company(paths.bulk.tank, 'Detalle del tanque', 'granel_industrial_telemetria', PRIVILEGE.telemetry, TankPage),
    company(paths.bulk.tankHistory, 'Historial del tanque', 'granel_industrial_telemetria_historial', PRIVILEGE.telemetry, TankHistoryPage),
    company(paths.bulk.prices, 'Variación de Precio', 'granel_industrial_tarifas', PRIVILEGE.priceChanges, PricesPage),
    company(paths.bulk.requests, 'Requerimientos', 'granel_industrial_requerimientos', PRIVILEGE.requests, RequestsPage),
  ],
};
