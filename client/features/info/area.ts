import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import type { FeatureDeclaration } from '../../shared/routing';

const InfoPage = lazyScreen(() => import('./InfoPage'));

const FLAG = 'menu_informacion_interes';

/** Información de Interés: a tab per line the user has (spec 1 §2). */
export const infoArea: FeatureDeclaration = {
  name: 'info',
  routes: [
    { path: paths.info, title: 'Información de Interés', access: 'signedIn', consent: true, flag: FLAG, screen: InfoPage },
    { path: paths.infoTab, title: 'Información de Interés', access: 'signedIn', consent: true, flag: FLAG, screen: InfoPage },
  ],
  menu: [{ label: 'Información de Interés', href: paths.info, order: 30, visible: (input) => input.flag(FLAG) }],
};
