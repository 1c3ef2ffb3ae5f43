import type { ReactNode } from 'react';
import type { PrivilegeId } from '../../machines/rules/privileges';
import { lineOfPrivilege, useSelectedCompanyClient } from '../shared/company-clients';
import { LoadError } from '../ui/LoadError';
import { Loading } from '../ui/Loading';
import type { Viewer } from './route-table';

const NONE: readonly number[] = [];

/**
 * A company route that needs a privilege opens only when the selected client holds it (spec 3 §2, §6): the viewer
 * the gate reads gets that client's privileges. A client list that cannot be read opens nothing, with a retry.
 */
export interface PrivilegeGateProps {
  privilege: PrivilegeId;
  viewer: Viewer;
  children: (viewer: Viewer) => ReactNode;
}

export default function SelectedClientPrivileges({ privilege, viewer, children }: PrivilegeGateProps) {
  const { clients, selected, loading, retry } = useSelectedCompanyClient(lineOfPrivilege(privilege), privilege);
  if (clients === undefined) return loading ? <Loading /> : <LoadError onRetry={retry} />;
  if (clients === null) return <LoadError onRetry={retry} />;
  return children({ ...viewer, privileges: selected?.privileges ?? NONE });
}
