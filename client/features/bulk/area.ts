import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import { personAreaRoute, type FeatureDeclaration } from '../../shared/routing';

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

const route = personAreaRoute;

/** Granel Habitacional for persons (spec 2 §2); Requerimientos mounts the request wizard in the bulk shell. */
export const bulkArea: FeatureDeclaration = {
  name: 'bulk',
  routes: [
    route(paths.bulk.root, 'Granel Habitacional', 'granel', BulkHome),
    route(paths.bulk.order, 'Realizar Pedidos', 'granel_realizar_pedido', PlaceOrderPage),
    route(paths.bulk.orders, 'Historial de Pedidos', 'granel_pedidos', OrdersPage),
    route(paths.bulk.orderDetail, 'Detalle del pedido', 'granel_pedidos', OrderDetailPage),
    route(paths.bulk.payments, 'Historial de Pagos', 'granel_historial_pago', PaymentsPage),
    route(paths.bulk.debt, 'Detalle de Deuda', 'granel_detalle_deuda', DebtPage),
    route(paths.bulk.account, 'Cuenta Corriente', 'granel_cuenta_corriente', AccountPage),
    route(paths.bulk.accountDocument, 'Detalle del documento', 'granel_cuenta_corriente', DocumentPage),
    route(paths.bulk.telemetry, 'Telemetría', 'granel_telemetria', TelemetryPage),
    route(paths.bulk.tanks, 'Tanques', 'granel_telemetria', TanksPage),
    route(paths.bulk.tank, 'Detalle del tanque', 'granel_telemetria', TankPage),
    route(paths.bulk.tankHistory, 'Historial del tanque', 'granel_telemetria_historial', TankHistoryPage),
    route(paths.bulk.prices, 'Variación de Precios', 'granel_tarifas', PricesPage),
    route(paths.bulk.requests, 'Requerimientos', 'granel_requerimientos', RequestsPage),
  ],
};
