import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import { companyHasLine, personHasLine } from '../../shared/menu-rules';
import type { FeatureDeclaration } from '../../shared/routing';
import { prefetchDashboard } from './prefetch';

const DashboardPage = lazyScreen(() => import('./DashboardPage'));

/** the 'Mis Servicios' entry, under which each line's entry is listed */
const SERVICES = 'services';

/**
 * Mis Servicios and its line entries (spec 1 §2 Menu, spec 3 §4). The line entries move to their own areas'
 * declarations when those areas exist.
 */
export const dashboardArea: FeatureDeclaration = {
  name: 'dashboard',
  routes: [
    {
      path: paths.dashboard,
      title: 'Mis Servicios',
      access: 'signedIn',
      screen: DashboardPage,
      loadsApollo: true,
      // from the entry (with the dashboard's query, 1 KiB): from a chunk of its own, the read left only once that chunk
      // and what it imports had come and run, behind the screen's own chunks
      prefetch: prefetchDashboard,
    },
  ],
  menu: [
    { id: SERVICES, label: 'Mis Servicios', href: paths.dashboard, order: 10, visible: () => true },
    {
      parent: SERVICES,
      label: 'Medidor',
      // in debt, the meter area opens with the debt modal
      href: (input) => (input.hasDebt ? `${paths.meter.root}#showmodal` : paths.meter.root),
      order: 1,
      visible: (input) => personHasLine(input, 'meter', 'medidor'),
    },
    { parent: SERVICES, label: 'Granel', href: paths.bulk.root, order: 2, visible: (input) => personHasLine(input, 'bulk', 'granel') },
    {
      parent: SERVICES,
      label: 'Cilindro',
      href: paths.cylinder.root,
      order: 3,
      visible: (input) => personHasLine(input, 'cylinder', 'cilindro'),
    },
    {
      parent: SERVICES,
      label: 'Autogas',
      href: paths.autogas.root,
      order: 4,
      visible: (input) => personHasLine(input, 'autogas', 'autogas'),
    },
    {
      parent: SERVICES,
      label: 'Granel Industrial',
      href: paths.bulk.root,
      order: 5,
      visible: (input) => companyHasLine(input, 'INDUSTRIAL_BULK'),
    },
    {
      parent: SERVICES,
      label: 'Envasado Institucional',
      href: paths.cylinder.root,
      order: 6,
      visible: (input) => companyHasLine(input, 'INSTITUTIONAL_CYLINDER') && input.flag('envasado_institucional_menu'),
    },
    {
      parent: SERVICES,
      label: 'Suministro Eléctrico',
      href: paths.electricity.root,
      order: 7,
      visible: (input) => companyHasLine(input, 'ELECTRICITY') && input.flag('suministro_electrico_menu'),
    },
  ],
};
