import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import type { FeatureDeclaration } from '../../shared/routing';

const LineRequestsScreen = lazyScreen(() => import('./screens'));

const TITLE = 'Requerimientos';

/**
 * The Requerimientos tab of the four person lines (spec 2 §2, routes.tsv rows 43, 44, 58, 65, 72): the line's frame
 * around the request wizard. The line areas take these routes over when they land, mounting the same wizard.
 */
export const lineRequestsArea: FeatureDeclaration = {
  name: 'line-requests',
  routes: [
    {
      path: paths.meter.requests,
      title: TITLE,
      access: 'person',
      consent: true,
      flag: 'medidor_requerimientos',
      screen: LineRequestsScreen,
    },
    // back from the payment portal: the payment success of that request (README, Decisions)
    {
      path: paths.meter.request,
      title: TITLE,
      access: 'person',
      consent: true,
      flag: 'medidor_requerimientos',
      screen: LineRequestsScreen,
    },
    { path: paths.bulk.requests, title: TITLE, access: 'person', consent: true, flag: 'granel_requerimientos', screen: LineRequestsScreen },
    { path: paths.cylinder.requests, title: TITLE, access: 'person', consent: true, flag: 'cilindro', screen: LineRequestsScreen },
    { path: paths.autogas.requests, title: TITLE, access: 'person', consent: true, flag: 'autogas', screen: LineRequestsScreen },
  ],
};
