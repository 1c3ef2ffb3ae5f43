import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import type { FeatureDeclaration } from '../../shared/routing';

const MailboxPage = lazyScreen(() => import('./MailboxPage'));
const PanelPage = lazyScreen(() => import('./PanelPage'));

/**
 * The demo's own screens (demo data only, docs/running.md, "The sales demo"): the control panel, and the mailbox where each browser
 * sees the mails its own requests caused (docs/decisions.md).
 */
export const demoArea: FeatureDeclaration = {
  name: 'demo',
  routes: [
    { path: paths.demoPanel, title: 'Panel de demostración', access: 'public', demoOnly: true, screen: PanelPage },
    { path: paths.demoMailbox, title: 'Correos de la demostración', access: 'public', screen: MailboxPage },
  ],
  menu: [{ label: 'Panel de demostración', href: paths.demoPanel, order: 90, visible: (input) => input.demo === true }],
};
