import { lazy } from 'react';
import { paths } from '../../shared/paths';
import type { FeatureDeclaration } from '../../shared/routing';

const LoginPage = lazy(() => import('./LoginPage'));

export const authArea: FeatureDeclaration = {
  name: 'auth',
  routes: [{ path: paths.login, title: 'Iniciar sesión', access: 'guest', screen: LoginPage }],
};
