import type {
  AutogasVehicle as AutogasVehicleFields,
  CompanyService as CompanyServiceFields,
  CylinderOrder as CylinderOrderFields,
} from '../../schema/generated/types';
import type { AccountKind } from '../context';

/** What a resolver passes down to the fields of the types below: the rest is resolved field by field. */
export interface Viewer {
  kind: AccountKind;
}
export type PersonServices = Record<string, never>;
export type CompanyArea = Record<string, never>;
/** A company service as the list maps it: its region name and its credit are resolved on demand. */
export type CompanyService = Omit<CompanyServiceFields, 'regionName' | 'credit'>;
/** A meter of the user's: its blocks are resolved field by field with its contract code. */
export interface MeterAccount {
  contractCode: string;
}
/** A plate of the user's as the list maps it: its card's blocks are resolved field by field with its patent. */
export type AutogasVehicle = Omit<AutogasVehicleFields, 'summary' | 'nextMaintenance'>;
/**
 * A cylinder order as the mapper maps it, with its street and number (or the backend's whole address line): what the
 * maps service is asked for when the backend gives the address no coordinates.
 */
export type CylinderOrder = CylinderOrderFields & { streetAddress: string | null };
