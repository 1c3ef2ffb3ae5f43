import type {
  AutogasContract,
  AutogasGoal,
  AutogasSummary,
  FuelLoad,
  Maintenance,
  MaintenancePriceData,
  MaintenanceService,
  MaintenanceSlot,
  Workshop,
} from '../../schema/generated/types';
import type {
  BackendAutogasContract,
  BackendAutogasDashboard,
  BackendFuelRecord,
  BackendGoal,
  BackendMaintenance,
  BackendMaintenancePrice,
  BackendMaintenanceRegions,
  BackendMaintenanceService,
  BackendSlot,
  BackendWorkshop,
} from '../backend/contract';
import { readDay, readList, readNumber } from '../backend/forms';
import { idOf, textOf } from './services';
import { fromChileWall } from '../../machines/rules/chile-time';

/**
 * Autogas answers in the schema's shape (spec 2 §3), each field read alone through gateway/backend/forms.ts: figures
 * as numbers or text (comma or dot decimals), dates in any form, ids kept as text (a notice id 000410023 keeps its
 * zeros). What is absent or unreadable is null, and the screen shows a dash for it (issue 37).
 */

const int = (value: unknown): number | null => {
  const n = readNumber(value);
  return n === null ? null : Math.round(n);
};

/** An id GraphQL's Int carries (the plan's service and maintenance numbers, a slot's block). */
const intId = (value: unknown): number | null => {
  const text = idOf(value);
  if (text === null || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n <= 2 ** 31 - 1 ? n : null;
};

export function mapSummary(d: BackendAutogasDashboard): AutogasSummary {
  return {
    vehicleBrand: textOf(d?.vehicle_brand),
    monthlyGoal: readNumber(d?.monthly_consumption_goal),
    monthlyCurrent: readNumber(d?.monthly_consumption_current),
    monthlyPercentage: readNumber(d?.monthly_consumption_percentage),
    giftcardLiters: readNumber(d?.giftcard_liters),
  };
}

/** A maintenance of the plan; null without the ids scheduling sends back (id_service, num_mant). */
export function mapService(s: BackendMaintenanceService): MaintenanceService | null {
  const serviceId = intId(s?.id_service);
  const maintenanceNumber = intId(s?.num_mant);
  if (serviceId === null || maintenanceNumber === null) return null;
  const km = readNumber(s.expected_km);
  return {
    serviceId,
    text: textOf(s.text) ?? '',
    // as the backend writes it ('10.000'), else the number read
    expectedKm: textOf(s.expected_km) ?? (km === null ? '' : String(km)),
    maintenanceNumber,
  };
}

export const mapServices = (services: unknown): MaintenanceService[] =>
  readList<BackendMaintenanceService>(services).flatMap((s) => mapService(s) ?? []);

export function mapPrice(p: Partial<BackendMaintenancePrice> | null | undefined): MaintenancePriceData | null {
  if (!p || typeof p !== 'object') return null;
  const workshopPrice = readNumber(p.valor_mantencion_taller);
  const price = readNumber(p.valor_aplicando_descuento);
  if (workshopPrice === null && price === null) return null;
  return { workshopPrice, discountPercent: readNumber(p.porcentaje_descuento), price };
}

/** Its scheduled moment (the backend writes Chile's wall clock); null when the date is unreadable. */
function scheduledAt(date: string | null, time: string | null): number | null {
  if (!date) return null;
  const [hh = '00', mm = '00'] = (time ?? '').split(':');
  const wall = Date.parse(`${date}T${hh.padStart(2, '0')}:${mm.padStart(2, '0')}:00Z`);
  return Number.isNaN(wall) ? null : fromChileWall(wall);
}

/**
 * A history item, a detail or a scheduled one. Cancellable: GM, status 1, scheduled ahead of `now` (spec 2 §4), and
 * with its notice id (what the cancellation names); without one it shows, and offers nothing.
 */
export function mapMaintenance(m: BackendMaintenance, now: number): Maintenance {
  const noticeId = idOf(m.notice_id);
  const isMaintenance = (textOf(m.type) ?? 'GM').toUpperCase() === 'GM';
  const status = m.status === undefined || m.status === null ? null : idOf(m.status);
  const pending = status === null ? m.status === undefined : Number(status) === 1;
  const scheduledDate = readDay(m.scheduled_date);
  const scheduledTime = textOf(m.scheduled_time);
  const at = scheduledAt(scheduledDate, scheduledTime);
  return {
    noticeId,
    isMaintenance,
    registeredOn: readDay(m.registration_date),
    description: textOf(m.description),
    scheduledDate,
    scheduledTime,
    workshopName: textOf(m.workshop_name),
    workshopAddress: textOf(m.workshop_address),
    workshopCity: textOf(m.workshop_city),
    workshopRegion: textOf(m.workshop_region),
    status: pending ? 'PENDING' : 'DONE',
    cancellable: noticeId !== null && isMaintenance && pending && at !== null && at > now,
    price: mapPrice(m),
  };
}

export const mapMaintenances = (items: unknown, now: number): Maintenance[] =>
  readList<BackendMaintenance>(items)
    .filter((m) => m && typeof m === 'object')
    .map((m) => mapMaintenance(m, now));

/** Registration date descending (spec 2 §7: sorted client-side, done here once). */
export function byRegistrationDesc(a: Maintenance, b: Maintenance): number {
  return (b.registeredOn ?? '').localeCompare(a.registeredOn ?? '');
}

const DOCUMENTS = new Set(['CONTRACT', 'CIA']);

export function mapContract(c: BackendAutogasContract): AutogasContract {
  return {
    contractNumber: idOf(c.contract_number),
    contractType: textOf(c.description_type_contract),
    contractState: textOf(c.description_state_contract),
    startDate: readDay(c.start_date_contract),
    endDate: readDay(c.end_date_contract),
    monthsElapsed: int(c.months_elapsed_start_contract),
    monthsLeft: int(c.months_left_end_contract),
    downloads: readList<unknown>(c.downloads)
      .map((d) => textOf(d && typeof d === 'object' ? (d as { type?: unknown }).type : d)?.toUpperCase())
      .filter((t): t is 'CONTRACT' | 'CIA' => t !== undefined && DOCUMENTS.has(t)),
    clientCode: idOf(c.client_code),
    rut: textOf(c.rut),
    holderName: textOf(c.titular_name),
    address: textOf(c.address),
    commune: textOf(c.comune),
    region: textOf(c.region),
    vehicleBrand: textOf(c.vehicle_brand),
    vehicleModel: textOf(c.vehicle_model),
    vehiclePatent: textOf(c.vehicle_patent),
    chassisNumber: textOf(c.vehicle_chassis_number),
    durationMonths: int(c.months_contract_duration),
    monthlyGoal: readNumber(c.monthly_consumption_goal),
    totalExpected: readNumber(c.total_expected_consumption),
    totalConsumed: readNumber(c.total_consumption),
    monthlyAverage: readNumber(c.average_monthly_consumption),
    consumedPercentage: readNumber(c.consumed_percentage_expected_total),
    kits: readList<NonNullable<BackendAutogasContract['kits']>[number]>(c.kits)
      .filter((k) => k && typeof k === 'object')
      .map((k) => ({ materialCode: idOf(k.material_code), description: textOf(k.description), manualId: idOf(k.autogas_manual_id) })),
    giftcardLiters: readNumber(c.giftcard_liters),
  };
}

/** An hour as hh:mm ('9:05:00' → '09:05'); other text as written. */
function hourOf(value: unknown): string | null {
  const text = textOf(value);
  const time = text && /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text);
  return time ? `${time[1]!.padStart(2, '0')}:${time[2]}` : text;
}

/** A load; null without a readable day (the table's order and key). */
export function mapFuelLoad(r: BackendFuelRecord): FuelLoad | null {
  const day = readDay(r?.day);
  if (day === null) return null;
  return { day, hour: hourOf(r.hour), liters: readNumber(r.liters) };
}

export const mapFuelLoads = (records: unknown): FuelLoad[] => readList<BackendFuelRecord>(records).flatMap((r) => mapFuelLoad(r) ?? []);

/** Newest first (spec 2 §2), whatever order the backend sent. */
export function byLoadDesc(a: FuelLoad, b: FuelLoad): number {
  return `${b.day} ${b.hour ?? ''}`.localeCompare(`${a.day} ${a.hour ?? ''}`);
}

/** A goal; null without its year and month (1-12). Fulfilment with decimal commas accepted (spec 2 §3). */
export function mapGoal(g: BackendGoal): AutogasGoal | null {
  const year = int(g?.year);
  const month = int(g?.month);
  if (year === null || month === null || month < 1 || month > 12) return null;
  return { year, month, goal: readNumber(g.goal), liters: readNumber(g.liters), fulfillment: readNumber(g.fulfillment) };
}

export const mapGoals = (goals: unknown): AutogasGoal[] => readList<BackendGoal>(goals).flatMap((g) => mapGoal(g) ?? []);

/** A workshop; null without its code (what the slots and the price are asked by). */
export function mapWorkshop(w: BackendWorkshop): Workshop | null {
  const code = idOf(w?.code);
  if (code === null) return null;
  return {
    code,
    name: textOf(w.name) ?? code,
    address: [textOf(w.street), textOf(w.house_number)].filter(Boolean).join(' '),
    city: textOf(w.city) ?? '',
  };
}

export const mapWorkshops = (workshops: unknown): Workshop[] => readList<BackendWorkshop>(workshops).flatMap((w) => mapWorkshop(w) ?? []);

/** A slot; null without its day, hours or block (what scheduling sends back). */
export function mapSlot(s: BackendSlot): MaintenanceSlot | null {
  const date = readDay(s?.date_block);
  const hourStart = textOf(s?.hour_start);
  const hourEnd = textOf(s?.hour_end);
  const blockId = intId(s?.id_block);
  if (date === null || hourStart === null || hourEnd === null || blockId === null) return null;
  return { date, hourStart, hourEnd, blockId };
}

export const mapSlots = (slots: unknown): MaintenanceSlot[] => readList<BackendSlot>(slots).flatMap((s) => mapSlot(s) ?? []);

/** The maintenance regions; one without its code is left out. */
export const mapMaintenanceRegions = (regions: unknown): Array<{ code: string; name: string }> =>
  readList<BackendMaintenanceRegions['regions'][number]>(regions).flatMap((r) => {
    const code = idOf(r?.code);
    return code === null ? [] : [{ code, name: textOf(r.name) ?? code }];
  });

export const FILTER_OPTION = { ALL: 0, MAINTENANCE: 1, ASSISTANCE: 2 } as const;
