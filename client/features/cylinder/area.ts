import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import { personAreaRoute, type FeatureDeclaration, type RouteDeclaration } from '../../shared/routing';

const CylinderHome = lazyScreen(() => import('./CylinderHome'));
const PlaceOrderPage = lazyScreen(() => import('./PlaceOrderPage'));
const PricesPage = lazyScreen(() => import('./PricesPage'));
const DiscountsPage = lazyScreen(() => import('./DiscountsPage'));
const OrdersPage = lazyScreen(() => import('./OrdersPage'));
const OrderDetailPage = lazyScreen(() => import('./OrderDetailPage'));
const RequestsPage = lazyScreen(() => import('./RequestsPage'));

/** Every route opens with 'cilindro' (routes.tsv); each screen checks its tab's own flag (CylinderShell). */
const route = (path: string, title: string, screen: RouteDeclaration['screen']) => personAreaRoute(path, title, 'cilindro', screen);

/** Cilindro for persons (spec 2 §2). */
export const cylinderArea: FeatureDeclaration = {
  name: 'cylinder',
  routes: [
    route(paths.cylinder.root, 'Cilindro', CylinderHome),
    route(paths.cylinder.order, 'Realizar Pedidos', PlaceOrderPage),
    route(paths.cylinder.prices, 'Precios', PricesPage),
    route(paths.cylinder.discounts, 'Descuentos', DiscountsPage),
    route(paths.cylinder.orders, 'Pedidos', OrdersPage),
    route(paths.cylinder.orderDetail, 'Detalle del pedido', OrderDetailPage),
    route(paths.cylinder.requests, 'Requerimientos', RequestsPage),
  ],
};
