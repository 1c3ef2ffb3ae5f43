import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import type { FeatureDeclaration } from '../../shared/routing';

const MailboxPage = lazyScreen(() => import('./MailboxPage'));

/** The demo's mailbox, open to anyone (README, Decisions). */
export const demoArea: FeatureDeclaration = {
  name: 'demo',
  routes: [{ path: paths.demoMailbox, title: 'Correos de la demostración', access: 'public', screen: MailboxPage }],
};
