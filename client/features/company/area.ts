import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import type { FeatureDeclaration } from '../../shared/routing';

const FuncionariosPage = lazyScreen(() => import('./FuncionariosPage'));

/** The Administrador's funcionarios (spec 3 §2, §4). */
export const companyArea: FeatureDeclaration = {
  name: 'company',
  routes: [{ path: paths.funcionarios, title: 'Mis funcionarios', access: 'admin', consent: true, screen: FuncionariosPage }],
  menu: [
    {
      label: 'Mis funcionarios',
      href: paths.funcionarios,
      order: 50,
      visible: (input) => input.kind === 'COMPANY' && (input.company?.isAdministrator ?? false),
    },
  ],
};
