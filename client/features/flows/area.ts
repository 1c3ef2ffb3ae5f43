import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import type { FeatureDeclaration } from '../../shared/routing';

const FlowsPage = lazyScreen(() => import('./FlowsPage'));

/** /flujos: every machine as a statechart, live (dev and demo builds: docs/running.md, the developers). */
export const flowsArea: FeatureDeclaration = {
  name: 'flows',
  routes: [{ path: paths.flows, title: 'Flujos', access: 'public', screen: FlowsPage }],
};
