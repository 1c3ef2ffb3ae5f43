import { lazy } from 'react';
import { paths } from '../../shared/paths';
import type { FeatureDeclaration } from '../../shared/routing';

const MailboxPage = lazy(() => import('./MailboxPage'));

/** The demo's mailbox: each browser sees the mails its own requests caused (README, Decisions). */
export const demoArea: FeatureDeclaration = {
  name: 'demo',
  routes: [{ path: paths.demoMailbox, title: 'Correos de la demostración', access: 'public', screen: MailboxPage }],
};
