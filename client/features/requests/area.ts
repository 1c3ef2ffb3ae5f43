import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import type { FeatureDeclaration, RouteDeclaration } from '../../shared/routing';

const RequestsPage = lazyScreen(() => import('./RequestsPage'));
const RequestDetailPage = lazyScreen(() => import('./RequestDetailPage'));

/** The list and the detail, as routes.tsv rows 22-25 give them to persons and to company users alike. */
const routesFor = (access: 'person' | 'company'): RouteDeclaration[] => [
  { path: paths.requests, title: 'Mis Requerimientos', access, consent: true, flag: 'menu_mis_requerimientos', screen: RequestsPage },
  { path: paths.request, title: 'Detalle del requerimiento', access, consent: true, screen: RequestDetailPage },
];

/** Mis Requerimientos (spec 1 §2): the list with its filters and each request's detail. */
export const requestsArea: FeatureDeclaration = {
  name: 'requests',
  routes: [...routesFor('person'), ...routesFor('company')],
  menu: [
    {
      label: 'Mis Requerimientos',
      href: paths.requests,
      order: 20,
      visible: (input) => input.flag('menu_mis_requerimientos') && input.hasRequests,
    },
  ],
};
