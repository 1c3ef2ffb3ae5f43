import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import { personLines } from '../../shared/menu-rules';
import type { FeatureDeclaration } from '../../shared/routing';

const ChooserPage = lazyScreen(() => import('./ChooserPage'));
const AdminPage = lazyScreen(() => import('./AdminPage'));
const LinkPage = lazyScreen(() => import('./LinkPage'));

const FLAG = 'menu_administrar_servicios';

/** Linking and unlinking a person's services (spec 1 §2). */
export const servicesArea: FeatureDeclaration = {
  name: 'services',
  routes: [
    { path: paths.serviceChooser, title: 'Agregar Servicios', access: 'person', consent: true, screen: ChooserPage },
    { path: paths.accounts, title: 'Administrar mis servicios', access: 'person', consent: true, flag: FLAG, screen: AdminPage },
    { path: paths.accountsLine, title: 'Administrar mis servicios', access: 'person', consent: true, flag: FLAG, screen: AdminPage },
    // reached from the chooser too, so linking stays open when the administration menu is off
    { path: paths.accountsLink, title: 'Asociar Cuenta', access: 'person', consent: true, screen: LinkPage },
  ],
  menu: [
    {
      label: 'Administrar mis servicios/productos',
      href: paths.accounts,
      order: 40,
      // any line counts, whatever the line's own flag (spec 1 §2 Menu)
      visible: (input) => {
        const lines = personLines(input);
        return input.kind === 'PERSON' && lines.meter + lines.bulk + lines.cylinder + lines.autogas > 0 && input.flag(FLAG);
      },
    },
  ],
};
