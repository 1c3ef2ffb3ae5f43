/**
 * The scheduling form's rule (spec 2 §5): region, workshop, maintenance, maintenance number, date, hour slot and
 * plate are all required, or 'Todos los campos son obligatorios'. The machine, the screen and the gateway share it.
 */
export const SCHEDULE_REQUIRED_MESSAGE = 'Todos los campos son obligatorios';

export interface ScheduleFields {
  patent: string;
  region: string;
  workshopCode: string;
  serviceId: number | null;
  maintenanceNumber: number | null;
  date: string;
  hourStart: string;
  hourEnd: string;
  blockId: number | null;
}

/** True when any of the fields is missing. */
export function missingScheduleFields(fields: ScheduleFields): boolean {
  const texts = [fields.patent, fields.region, fields.workshopCode, fields.date, fields.hourStart, fields.hourEnd];
  const numbers = [fields.serviceId, fields.maintenanceNumber, fields.blockId];
  return texts.some((t) => !t || !t.trim()) || numbers.some((n) => n === null || !Number.isFinite(n));
}

/** The contact center to call when the plate's maintenances cannot be scheduled here (spec 2 §9). */
export const CONTACT_CENTER_PHONE = '800 208 800';
