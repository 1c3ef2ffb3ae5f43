import { Redirect } from 'wouter';
import { useConfig } from './config';
import { paths } from './paths';
import type { TabDeclaration } from './routing';
import { visibleTabs } from './service-tabs';

/**
 * A line's own path (the menu's Medidor, Granel, Cilindro, Autogas): the first of its tabs the flags (and, for a
 * company line, the `privileges`) show, or the dashboard when none is; `keepHash` carries the menu's #showmodal (the
 * meter's debt modal).
 */
export function FirstTab({
  tabs,
  privileges,
  keepHash = false,
}: {
  tabs: TabDeclaration[];
  privileges?: readonly number[];
  keepHash?: boolean;
}) {
  const { flag } = useConfig();
  const first = visibleTabs(tabs, flag, privileges)[0]?.path ?? paths.dashboard;
  return <Redirect to={`${first}${keepHash ? window.location.hash : ''}`} replace />;
}
