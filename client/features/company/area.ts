import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import type { FeatureDeclaration } from '../../shared/routing';

const FuncionariosPage = lazyScreen(() => import('./FuncionariosPage'));
const FuncionarioWizardPage = lazyScreen(() => import('./FuncionarioWizardPage'));
const FuncionarioEditPage = lazyScreen(() => import('./FuncionarioEditPage'));
const ClientDetailPage = lazyScreen(() => import('./ClientDetailPage'));

/** The Administrador's area (spec 3 §2, §4): funcionarios, their privileges per client, Buscar Clientes. */
export const companyArea: FeatureDeclaration = {
  name: 'company',
  routes: [
    { path: paths.funcionarios, title: 'Mis funcionarios', access: 'admin', consent: true, screen: FuncionariosPage },
    { path: paths.newFuncionario, title: 'Crear funcionario', access: 'admin', consent: true, screen: FuncionarioWizardPage },
    { path: paths.funcionario, title: 'Editar funcionario', access: 'admin', consent: true, screen: FuncionarioEditPage },
    { path: paths.clientSearch, title: 'Detalle de cliente', access: 'admin', consent: true, screen: ClientDetailPage },
  ],
  menu: [
    {
      label: 'Mis funcionarios',
      href: paths.funcionarios,
      order: 50,
      visible: (input) => input.kind === 'COMPANY' && (input.company?.isAdministrator ?? false),
    },
  ],
  companyDashboardCards: { clientSearch: lazyScreen(() => import('./ClientSearchCard')) },
};
