import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import type { FeatureDeclaration } from '../../shared/routing';
import { prefetchCampaign } from './campaign';

const LoginPage = lazyScreen(() => import('./LoginPage'));

export const authArea: FeatureDeclaration = {
  name: 'auth',
  routes: [
    {
      path: paths.login,
      title: 'Iniciar sesión',
      access: 'guest',
      screen: LoginPage,
      // the campaign's image is the largest thing on /login: its address comes with the config, not after it
      prefetch: ({ query }) => prefetchCampaign(query),
      loadsApollo: true,
    },
  ],
};
