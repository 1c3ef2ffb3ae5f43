import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import type { FeatureDeclaration } from '../../shared/routing';

const LoginPage = lazyScreen(() => import('./LoginPage'));

export const authArea: FeatureDeclaration = {
  name: 'auth',
  routes: [{ path: paths.login, title: 'Iniciar sesión', access: 'guest', screen: LoginPage }],
};
