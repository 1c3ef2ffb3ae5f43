import type { FlagName } from '../../../machines/rules/flags';
import type { PrivilegeId } from '../../../machines/rules/privileges';
import { SessionActor } from '../../shared/session-actor';
import { bulkTabs, industrialBulkTabs } from '../../shared/service-tabs';
import type { TabDeclaration } from '../../shared/routing';

/**
 * The bulk area is one feature with two faces (spec 3 §2): Granel Habitacional for persons, Granel Industrial for
 * company users, with the industrial flags, and a privilege per tab on the selected client.
 */
export interface BulkVariant {
  company: boolean;
  title: string;
  tabs: TabDeclaration[];
  /** Detalle de Deuda's operation columns */
  debtOperationFlag: FlagName;
  /** the tank's reading history */
  tankHistoryFlag: FlagName;
}

const HOUSING: BulkVariant = {
  company: false,
  title: 'Granel Habitacional',
  tabs: bulkTabs,
  debtOperationFlag: 'granel_detalle_deuda_operation',
  tankHistoryFlag: 'granel_telemetria_historial',
};

const INDUSTRIAL: BulkVariant = {
  company: true,
  title: 'Granel Industrial',
  tabs: industrialBulkTabs,
  debtOperationFlag: 'granel_industrial_detalle_deuda_operation',
  tankHistoryFlag: 'granel_industrial_telemetria_historial',
};

export function useBulkVariant(): BulkVariant {
  const company = SessionActor.useSelector((s) => s.matches({ signedIn: 'company' }));
  return company ? INDUSTRIAL : HOUSING;
}

/** The privilege a company user needs on a client for the tab `current` (a detail belongs to its list's tab). */
export function privilegeOfTab(current: string): PrivilegeId | undefined {
  return industrialBulkTabs.find((t) => t.path === current)?.privilege;
}
