import { useMemo } from 'react';
import { useConfig } from '../shared/config';
import { SessionActor } from '../shared/session-actor';
import type { Viewer } from './route-table';

// the selected client's privileges are read where a route needs one (SelectedClientPrivileges)
const NO_PRIVILEGES: readonly number[] = [];

/** Who is looking, as the route gate reads it (route-table.ts). */
export function useViewer(): Viewer {
  const { flag, demo } = useConfig();
  const signedIn = SessionActor.useSelector((s) => s.context.session !== null && !s.matches('loggingOut'));
  const company = SessionActor.useSelector((s) => s.matches({ signedIn: 'company' }));
  const administrator = SessionActor.useSelector((s) => s.context.session?.role === 'Administrador');
  const consented = SessionActor.useSelector((s) => s.context.session?.hasConsentSalesForce ?? false);
  return useMemo(
    () => ({ signedIn, company, administrator, consented, flag, demo, privileges: NO_PRIVILEGES }),
    [signedIn, company, administrator, consented, flag, demo],
  );
}
