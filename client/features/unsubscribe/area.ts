import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import type { FeatureDeclaration } from '../../shared/routing';

const UnsubscribePage = lazyScreen(() => import('./UnsubscribePage'));
const UnsubscribeFailedPage = lazyScreen(() => import('./UnsubscribeFailedPage'));

/** The electronic bill's public unsubscribe pages (spec 3 §2): no session, signed in or not. */
export const unsubscribeArea: FeatureDeclaration = {
  name: 'unsubscribe',
  routes: [
    { path: paths.unsubscribe, title: 'Desuscripción de boleta electrónica', access: 'public', screen: UnsubscribePage },
    { path: paths.unsubscribeFailed, title: 'Desuscripción de boleta electrónica', access: 'public', screen: UnsubscribeFailedPage },
  ],
};
