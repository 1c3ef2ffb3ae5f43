/**
 * Autogas (spec 2 §2 Autogas, §3 dashboard, maintenance, contract, consumption and goal records, §7): the vehicle
 * by its plate, its maintenance plan, scheduling and cancelling in workshops, its contract with downloads, and
 * its fuel records. The spec names no path for the plan lookup: an empty next maintenance carries the plan in
 * data.services, so the scheduling wizard can still start.
 */
import {
  HttpError,
  addDays,
  addMonths,
  chileClock,
  daysBetween,
  empty,
  failure,
  invalid,
  list,
  ok,
  okMessage,
  openGet,
  pdf,
  post,
  type AuthContext,
  type Routes,
} from '../kit';
import { addressLine, myVehicle, regionName } from '../owned';
import { regionByCode } from '../places';
import { padded, type World } from '../world';
import type { Maintenance, Vehicle, Workshop } from '../records';

/** FNV-1a of a text: the fixed pattern of a vehicle's fills. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The vehicle's fills between two days: most days one fill, its size scaled to the vehicle's goal. */
function fills(vehicle: Vehicle, world: World, from: string, to: string) {
  const records: Array<{ day: string; hour: string; liters: number }> = [];
  const first = from < vehicle.start_date ? vehicle.start_date : from;
  const last = to > world.today ? world.today : to;
  const clock = chileClock(world.now());
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const h = hash(`${vehicle.patent}${day}`);
    if (h % 3 === 0) continue;
    const hour = `${String(7 + (h % 13)).padStart(2, '0')}:${String((h >>> 8) % 60).padStart(2, '0')}:00`;
    if (day === world.today && hour.slice(0, 5) > clock) continue;
    const liters = Math.round((24 + ((h >>> 4) % 180) / 10) * (vehicle.monthly_goal / 600) * 10) / 10;
    records.push({ day, hour, liters });
  }
  return records;
}

const sum = (records: Array<{ liters: number }>) => Math.round(records.reduce((total, r) => total + r.liters, 0) * 10) / 10;
const monthStart = (world: World) => `${world.today.slice(0, 7)}-01`;
const sameNotice = (a: string, b: string) => a.replace(/^0+/, '') === b.replace(/^0+/, '');

function maintenanceView(m: Maintenance, world: World) {
  const workshop = world.workshops.find((w) => w.code === m.workshop_code);
  return {
    type: m.type,
    registration_date: m.registration_date,
    description: m.description,
    scheduled_date: m.scheduled_date,
    scheduled_time: m.scheduled_time,
    notice_id: m.notice_id,
    status: m.status,
    workshop_name: workshop?.name ?? null,
    workshop_address: workshop ? `${workshop.street} ${workshop.house_number}` : null,
    workshop_city: workshop?.city ?? null,
    workshop_region: workshop ? regionName(workshop.region_code) : null,
    valor_mantencion_taller: m.price?.valor_mantencion_taller ?? null,
    porcentaje_descuento: m.price?.porcentaje_descuento ?? null,
    valor_aplicando_descuento: m.price?.valor_aplicando_descuento ?? null,
  };
}

const pending = (world: World, patent: string) =>
  world.maintenances
    .filter((m) => m.patent === patent && m.type === 'GM' && m.status === 1 && m.scheduled_date >= world.today)
    .sort((a, b) => a.scheduled_date.localeCompare(b.scheduled_date));

/** The plate's vehicle, and its contract number checked against it. */
function myContract(context: AuthContext) {
  const found = myVehicle(context, context.payload.text('patent'));
  if (context.payload.text('contract_number') !== found.vehicle.conversion_contract_number)
    throw new HttpError(403, 'No tienes acceso a este contrato.');
  return found;
}

function workshopOf(world: World, code: string): Workshop {
  const workshop = world.workshops.find((w) => w.code === code);
  if (!workshop) throw invalid('workshop_code', 'El taller no existe.');
  return workshop;
}

const priceOf = (workshop: Workshop, num_mant: number) => {
  const full = workshop.price + (num_mant - 1) * 5000;
  return { valor_mantencion_taller: full, porcentaje_descuento: 20, valor_aplicando_descuento: Math.round(full * 0.8) };
};

export const routes: Routes = {
  '/autogas/dashboard': post((c) => {
    const { vehicle } = myVehicle(c, c.payload.text('patent'));
    const current = sum(fills(vehicle, c.world, monthStart(c.world), c.world.today));
    return ok({
      vehicle_brand: vehicle.brand,
      monthly_consumption_goal: vehicle.monthly_goal,
      monthly_consumption_current: current,
      monthly_consumption_percentage: Math.round((current / vehicle.monthly_goal) * 1000) / 10,
      giftcard_liters: vehicle.giftcard_liters,
    });
  }),

  '/autogas/maintenance/next': post((c) => {
    const { vehicle } = myVehicle(c, c.payload.text('patent'));
    const next = pending(c.world, vehicle.patent)[0];
    if (next) return ok(maintenanceView(next, c.world));
    return empty('No tienes mantenciones agendadas para esta patente.', { data: { services: vehicle.services } });
  }),

  '/autogas/maintenance/future/list': post((c) => {
    const { vehicle } = myVehicle(c, c.payload.text('patent'));
    return list(
      pending(c.world, vehicle.patent).map((m) => maintenanceView(m, c.world)),
      'No tienes mantenciones agendadas para esta patente.',
    );
  }),

  '/autogas/maintenance/regions': post((c) => {
    const { vehicle } = myVehicle(c, c.payload.text('patent'));
    const codes = [...new Set(c.world.workshops.map((w) => w.region_code))];
    return ok({
      regions: codes.map((code) => ({ code, name: regionName(code) })),
      pre_selected_code: codes.includes(vehicle.region_code) ? vehicle.region_code : null,
    });
  }),

  '/autogas/maintenance/workshops': post((c) => {
    const code = c.payload.text('region_code');
    if (!regionByCode(code)) throw invalid('region_code', 'La región no existe.');
    const workshops = c.world.workshops
      .filter((w) => w.region_code === code)
      .map(({ code: workshopCode, name, street, house_number, city }) => ({ code: workshopCode, name, street, house_number, city }));
    return workshops.length ? ok({ workshops }) : empty('No hay talleres disponibles en la región.');
  }),

  '/autogas/maintenance/datetimes': post((c) => {
    const workshop = workshopOf(c.world, c.payload.text('workshop_code'));
    c.payload.int('id_service', 1);
    const slots = workshop.slots.filter((s) => !s.taken && s.date_block > c.world.today).map(({ taken: _taken, ...slot }) => slot);
    if (!slots.length) return empty('Taller sin horarios disponibles.', { cut_day: workshop.cut_day ?? addDays(c.world.today, 14) });
    return ok(slots);
  }),

  '/autogas/maintenance/prices': post((c) => {
    myVehicle(c, c.payload.text('patent'));
    const workshop = c.world.workshops.find((w) => w.code === c.payload.text('workshop_code'));
    const num_mant = c.payload.int('num_mant', 1, 20);
    if (!workshop) return failure('No fue posible obtener el precio para el taller seleccionado.');
    return ok(priceOf(workshop, num_mant));
  }),

  '/autogas/maintenance/schedule': post((c) => {
    const { payload, world } = c;
    const { vehicle } = myVehicle(c, payload.text('patent'));
    const region = payload.text('region');
    const workshop = workshopOf(world, payload.text('workshop_code'));
    const id_service = payload.int('id_service', 1);
    const num_mant = payload.int('num_mant', 1, 20);
    const date = payload.date('date');
    const { hour_start, hour_end } = payload.texts('hour_start', 'hour_end');
    const id_block = payload.int('id_block', 1);
    const service = vehicle.services.find((s) => s.id_service === id_service && s.num_mant === num_mant);
    if (!service) throw invalid('id_service', 'La mantención no corresponde al plan de la patente.');
    if (workshop.region_code !== region) throw invalid('workshop_code', 'El taller no pertenece a la región indicada.');
    if (pending(world, vehicle.patent).length) return failure('La patente ya tiene una mantención agendada.');
    const slot = workshop.slots.find(
      (s) => s.id_block === id_block && s.date_block === date && s.hour_start === hour_start && s.hour_end === hour_end,
    );
    if (!slot || slot.taken || slot.date_block <= world.today) return failure('El horario seleccionado ya no está disponible. Elige otro.');
    slot.taken = true;
    const notice_id = padded(world.next('notice'), 9);
    world.maintenances.push({
      notice_id,
      patent: vehicle.patent,
      type: 'GM',
      registration_date: `${world.today}T${chileClock(world.now())}:00`,
      description: service.text,
      scheduled_date: date,
      scheduled_time: hour_start,
      status: 1,
      workshop_code: workshop.code,
      id_service,
      num_mant,
      price: priceOf(workshop, num_mant),
    });
    return okMessage('Tu mantención quedó agendada.', { data: { notice_id } });
  }),

  '/autogas/maintenance/cancel': post((c) => {
    const { vehicle } = myVehicle(c, c.payload.text('patent'));
    const notice = c.payload.text('notice_id');
    const m = c.world.maintenances.find((x) => x.patent === vehicle.patent && sameNotice(x.notice_id, notice));
    if (!m) throw new HttpError(403, 'No tienes acceso a esta mantención.');
    if (m.status === 3) return failure('Ya solicitaste anular esta mantención');
    if (m.type !== 'GM' || m.status !== 1 || m.scheduled_date < c.world.today) return failure('Esta mantención no se puede anular.');
    m.status = 3;
    return okMessage('Se ha enviado la solicitud de anulación de la mantención.');
  }),

  '/autogas/maintenance_assistance_history': post((c) => {
    const { vehicle } = myContract(c);
    const option = c.payload.int('option', 0, 2);
    const items = c.world.maintenances
      .filter((m) => m.patent === vehicle.patent && (option === 0 || (option === 1) === (m.type === 'GM')))
      .sort((a, b) => b.registration_date.localeCompare(a.registration_date));
    const none = ['mantenciones o asistencias', 'mantenciones', 'asistencias'][option]!;
    return list(
      items.map((m) => maintenanceView(m, c.world)),
      `No se registran ${none} para la patente indicada`,
    );
  }),

  '/autogas/maintenance_assistance_detail': post((c) => {
    const { vehicle } = myContract(c);
    const notice = c.payload.text('notice_id');
    const m = c.world.maintenances.find((x) => x.patent === vehicle.patent && sameNotice(x.notice_id, notice));
    if (!m) throw new HttpError(403, 'No tienes acceso a esta mantención.');
    return ok(maintenanceView(m, c.world));
  }),

  '/autogas/contract': post((c) => {
    const { account, vehicle } = myContract(c);
    const { world } = c;
    const end = addMonths(vehicle.start_date, vehicle.months);
    const elapsed = Math.max(1, Math.floor(daysBetween(vehicle.start_date, world.today) / 30.44));
    const total = sum(fills(vehicle, world, vehicle.start_date, world.today));
    const expected = vehicle.monthly_goal * vehicle.months;
    return ok({
      contract_number: vehicle.conversion_contract_number,
      description_type_contract: vehicle.contract_type,
      description_state_contract: vehicle.contract_state,
      start_date_contract: vehicle.start_date,
      end_date_contract: end,
      months_elapsed_start_contract: elapsed,
      months_left_end_contract: Math.max(0, vehicle.months - elapsed),
      downloads: ['CONTRACT', 'CIA'],
      client_code: vehicle.client_cod,
      rut: account.holder_rut,
      titular_name: account.holder_name,
      address: addressLine(account.address),
      comune: account.address.comune,
      region: regionName(account.address.region_cod),
      vehicle_brand: vehicle.brand,
      vehicle_model: vehicle.model,
      vehicle_patent: vehicle.patent,
      vehicle_chassis_number: vehicle.chassis,
      months_contract_duration: vehicle.months,
      monthly_consumption_goal: vehicle.monthly_goal,
      total_expected_consumption: expected,
      total_consumption: total,
      average_monthly_consumption: Math.round((total / elapsed) * 10) / 10,
      consumed_percentage_expected_total: Math.round((total / expected) * 1000) / 10,
      kits: vehicle.kits,
      giftcard_liters: vehicle.giftcard_liters,
    });
  }),

  '/autogas/contract/download': post((c) => {
    const { vehicle } = myContract(c);
    const type = c.payload.text('type');
    if (type !== 'CONTRACT' && type !== 'CIA') throw invalid('type', 'El tipo debe ser CONTRACT o CIA.');
    const name = type === 'CONTRACT' ? 'contrato' : 'certificado-adaptacion';
    return pdf(
      `${name}-${vehicle.conversion_contract_number}.pdf`,
      `${name} ${vehicle.conversion_contract_number} patente ${vehicle.patent}`,
    );
  }),

  // a link the browser opens by itself: it carries no token
  '/autogas/manual/{autogas_manual_id}': openGet(({ world, params }) => {
    const kit = world.autogas
      .flatMap((a) => a.vehicles.flatMap((v) => v.kits))
      .find((k) => k.autogas_manual_id === params.autogas_manual_id);
    if (!kit) throw new HttpError(404, 'Not Found');
    return pdf(`manual-${kit.autogas_manual_id}.pdf`, `Manual: ${kit.description}`);
  }),

  '/autogas/record/current': post((c) => {
    const { vehicle } = myVehicle(c, c.payload.text('patent'));
    return ok({ total_liters: sum(fills(vehicle, c.world, monthStart(c.world), c.world.today)) });
  }),

  '/autogas/record/list': post((c) => {
    const from = c.payload.date('start_day');
    const to = c.payload.date('end_day');
    if (to < from) throw invalid('end_day', 'La fecha final no puede ser anterior a la inicial.');
    const { vehicle } = myVehicle(c, c.payload.text('patent'));
    return list(fills(vehicle, c.world, from, to).reverse(), 'No se registran consumos para el período seleccionado.');
  }),

  '/autogas/goals': post((c) => {
    const { vehicle } = myVehicle(c, c.payload.text('patent'));
    const goals = [];
    for (let month = `${vehicle.start_date.slice(0, 7)}-01`; month <= c.world.today; month = addMonths(month, 1)) {
      const liters = sum(fills(vehicle, c.world, month, addDays(addMonths(month, 1), -1)));
      goals.push({
        year: Number(month.slice(0, 4)),
        month: Number(month.slice(5, 7)),
        goal: vehicle.monthly_goal,
        liters,
        fulfillment: Math.round((liters / vehicle.monthly_goal) * 1000) / 10,
      });
    }
    return list(goals.reverse(), 'No se han encontrado registros');
  }),
};
