import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import type { FeatureDeclaration } from '../../shared/routing';

const OrdersPage = lazyScreen(() => import('./OrdersPage'));
const OrderDetailPage = lazyScreen(() => import('./OrderDetailPage'));

/** Granel Habitacional for persons (spec 2 §2). Requerimientos is the request wizard's (features/line-requests). */
export const bulkArea: FeatureDeclaration = {
  name: 'bulk',
  routes: [
    { path: paths.bulk.orders, title: 'Historial de Pedidos', access: 'person', consent: true, flag: 'granel_pedidos', screen: OrdersPage },
    {
      path: paths.bulk.orderDetail,
      title: 'Detalle del pedido',
      access: 'person',
      consent: true,
      flag: 'granel_pedidos',
      screen: OrderDetailPage,
    },
  ],
};
