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
  BackendMaintenanceService,
  BackendSlot,
  BackendWorkshop,
} from '../backend/contract';
import { parseAmount, parseBackendDate } from './quirks';
import { fromChileWall } from '../../machines/rules/chile-time';

/** Autogas answers in the schema's shape (spec 2 §3): comma decimals, 'DD-MM-YYYY' days, '1'/'2' statuses. */

const int = (value: string | number | null | undefined): number | null => {
  const n = parseAmount(value ?? null);
  return n === null ? null : Math.round(n);
};

export function mapSummary(d: BackendAutogasDashboard): AutogasSummary {
  return {
    vehicleBrand: d.vehicle_brand,
    monthlyGoal: parseAmount(d.monthly_consumption_goal),
    monthlyCurrent: parseAmount(d.monthly_consumption_current),
    monthlyPercentage: parseAmount(d.monthly_consumption_percentage),
    giftcardLiters: parseAmount(d.giftcard_liters),
  };
}

export function mapService(s: BackendMaintenanceService): MaintenanceService {
  return { serviceId: Number(s.id_service), text: s.text, expectedKm: String(s.expected_km), maintenanceNumber: Number(s.num_mant) };
}

export function mapPrice(p: { [K in keyof BackendMaintenancePrice]?: string | null } | null | undefined): MaintenancePriceData | null {
  if (!p || (p.valor_mantencion_taller == null && p.valor_aplicando_descuento == null)) return null;
  return {
    workshopPrice: parseAmount(p.valor_mantencion_taller ?? null),
    discountPercent: parseAmount(p.porcentaje_descuento ?? null),
    price: parseAmount(p.valor_aplicando_descuento ?? null),
  };
}

/** Its scheduled moment (the backend writes Chile's wall clock); null when the date is unreadable. */
function scheduledAt(date: string | null, time: string | null): number | null {
  if (!date) return null;
  const [hh = '00', mm = '00'] = (time ?? '').split(':');
  const wall = Date.parse(`${date}T${hh.padStart(2, '0')}:${mm.padStart(2, '0')}:00Z`);
  return Number.isNaN(wall) ? null : fromChileWall(wall);
}

/** A history item, a detail or a scheduled one. Cancellable: GM, status 1, scheduled ahead of `now` (spec 2 §4). */
export function mapMaintenance(m: BackendMaintenance, now: number): Maintenance {
  const isMaintenance = (m.type ?? 'GM') === 'GM';
  const pending = m.status === undefined || String(m.status) === '1';
  const scheduledDate = parseBackendDate(m.scheduled_date);
  const scheduledTime = m.scheduled_time || null;
  const at = scheduledAt(scheduledDate, scheduledTime);
  return {
    noticeId: String(m.notice_id),
    isMaintenance,
    registeredOn: parseBackendDate(m.registration_date ?? null)?.slice(0, 10) ?? null,
    description: m.description,
    scheduledDate,
    scheduledTime,
    workshopName: m.workshop_name || null,
    workshopAddress: m.workshop_address || null,
    workshopCity: m.workshop_city || null,
    workshopRegion: m.workshop_region || null,
    status: pending ? 'PENDING' : 'DONE',
    cancellable: isMaintenance && pending && at !== null && at > now,
    price: mapPrice(m),
  };
}

/** Registration date descending (spec 2 §7: sorted client-side, done here once). */
export function byRegistrationDesc(a: Maintenance, b: Maintenance): number {
  return (b.registeredOn ?? '').localeCompare(a.registeredOn ?? '');
}

export function mapContract(c: BackendAutogasContract): AutogasContract {
  return {
    contractNumber: c.contract_number,
    contractType: c.description_type_contract,
    contractState: c.description_state_contract,
    startDate: parseBackendDate(c.start_date_contract),
    endDate: parseBackendDate(c.end_date_contract),
    monthsElapsed: int(c.months_elapsed_start_contract),
    monthsLeft: int(c.months_left_end_contract),
    downloads: (c.downloads ?? []).map((d) => d.type).filter((t) => t === 'CONTRACT' || t === 'CIA'),
    clientCode: c.client_code,
    rut: c.rut,
    holderName: c.titular_name,
    address: c.address,
    commune: c.comune,
    region: c.region,
    vehicleBrand: c.vehicle_brand,
    vehicleModel: c.vehicle_model,
    vehiclePatent: c.vehicle_patent,
    chassisNumber: c.vehicle_chassis_number,
    durationMonths: int(c.months_contract_duration),
    monthlyGoal: parseAmount(c.monthly_consumption_goal),
    totalExpected: parseAmount(c.total_expected_consumption),
    totalConsumed: parseAmount(c.total_consumption),
    monthlyAverage: parseAmount(c.average_monthly_consumption),
    consumedPercentage: parseAmount(c.consumed_percentage_expected_total),
    kits: (c.kits ?? []).map((k) => ({ materialCode: k.material_code, description: k.description, manualId: String(k.autogas_manual_id) })),
    giftcardLiters: parseAmount(c.giftcard_liters),
  };
}

export function mapFuelLoad(r: BackendFuelRecord): FuelLoad {
  return { day: parseBackendDate(r.day) ?? r.day, hour: r.hour, liters: parseAmount(r.liters) };
}

/** Newest first (spec 2 §2), whatever order the backend sent. */
export function byLoadDesc(a: FuelLoad, b: FuelLoad): number {
  return `${b.day} ${b.hour}`.localeCompare(`${a.day} ${a.hour}`);
}

/** Fulfilment with decimal commas accepted (spec 2 §3). */
export function mapGoal(g: BackendGoal): AutogasGoal {
  return {
    year: Number(g.year),
    month: Number(g.month),
    goal: parseAmount(g.goal),
    liters: parseAmount(g.liters),
    fulfillment: parseAmount(g.fulfillment),
  };
}

export function mapWorkshop(w: BackendWorkshop): Workshop {
  return { code: w.code, name: w.name, address: [w.street, w.house_number].filter(Boolean).join(' '), city: w.city };
}

export function mapSlot(s: BackendSlot): MaintenanceSlot {
  return {
    date: parseBackendDate(s.date_block) ?? s.date_block,
    hourStart: s.hour_start,
    hourEnd: s.hour_end,
    blockId: Number(s.id_block),
  };
}

export const FILTER_OPTION = { ALL: 0, MAINTENANCE: 1, ASSISTANCE: 2 } as const;
