import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import type { FeatureDeclaration } from '../../shared/routing';

const LineRequestsScreen = lazyScreen(() => import('./screens'));

const TITLE = 'Requerimientos';

/**
 * The Requerimientos tab of the person lines whose areas have not landed yet (spec 2 §2, routes.tsv rows 58, 65, 72):
 * the line's frame around the request wizard. Each line area takes its route over when it lands, mounting the same
 * wizard in its own frame (the meter's has).
 */
export const lineRequestsArea: FeatureDeclaration = {
  name: 'line-requests',
  routes: [
    { path: paths.cylinder.requests, title: TITLE, access: 'person', consent: true, flag: 'cilindro', screen: LineRequestsScreen },
    { path: paths.autogas.requests, title: TITLE, access: 'person', consent: true, flag: 'autogas', screen: LineRequestsScreen },
  ],
};
