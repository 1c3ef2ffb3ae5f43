import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import type { FeatureDeclaration } from '../../shared/routing';

const MailboxPage = lazyScreen(() => import('./MailboxPage'));

/** The demo's mailbox: each browser sees the mails its own requests caused (README, Decisions). */
export const demoArea: FeatureDeclaration = {
  name: 'demo',
  routes: [{ path: paths.demoMailbox, title: 'Correos de la demostración', access: 'public', screen: MailboxPage }],
};
