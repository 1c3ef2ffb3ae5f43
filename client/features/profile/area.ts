import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import type { FeatureDeclaration } from '../../shared/routing';

const ProfilePage = lazyScreen(() => import('./ProfilePage'));

export const profileArea: FeatureDeclaration = {
  name: 'profile',
  routes: [{ path: paths.profile, title: 'Editar perfil', access: 'signedIn', consent: true, screen: ProfilePage }],
};
