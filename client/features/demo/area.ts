import { lazy } from 'react';
import { paths } from '../../shared/paths';
import type { FeatureDeclaration } from '../../shared/routing';

const MailboxPage = lazy(() => import('./MailboxPage'));

/** The demo's mailbox, open to anyone (README, Decisions). */
export const demoArea: FeatureDeclaration = {
  name: 'demo',
  routes: [{ path: paths.demoMailbox, title: 'Correos de la demostración', access: 'public', screen: MailboxPage }],
};
