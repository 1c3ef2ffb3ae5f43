/**
 * Residential bulk gas, granel (spec 2 §2 Granel Habitacional, §3 Bulk order, Bulk document, Debt item, Tank,
 * §7): orders with tracking, cancel and delay claims; payments, debt, current account and documents with their
 * PDFs; price changes; telemetry. The spec shows neither the debt-query path nor a telemetry activation call: the
 * debt is /housing/deb_details, and asking for a client's tanks after the confirmation activates its telemetry.
 */
import {
  HttpError,
  addDays,
  addMonths,
  chileToday,
  daysBetween,
  empty,
  failure,
  invalid,
  list,
  ok,
  okMessage,
  pdf,
  post,
  signedPost,
  type AuthContext,
  type Payload,
  type Reply,
  type Routes,
  type SignedContext,
} from '../kit';
import { ownsInstitutionalPdf } from './institutional';
import { cancelled, cancelRefusal, claimDelay } from '../order-actions';
import { addressLine, mine, myHousing, regionName } from '../owned';
import type { World } from '../world';
import { creationDateTime, type Address, type BulkDocument, type BulkOrder, type HousingClient, type Tank } from '../records';

/** An order as spec 2 §3 writes it; the company family's industrial orders are written alike. */
export function orderView(order: BulkOrder, client: { client_cod: string; address: Address }) {
  const a = client.address;
  return {
    orderNumber: order.orderNumber,
    creationDateTime: creationDateTime(order),
    scheduledDate: order.scheduledDate,
    scheduledTime: order.scheduledTime,
    state: order.state,
    liters: order.liters,
    litersActuallyDelivered: order.litersActuallyDelivered,
    amount: order.amount,
    actuallyDeliveredAmount: order.actuallyDeliveredAmount,
    actuallyDeliveredDate: order.actuallyDeliveredDate,
    address: addressLine(a),
    street: a.street,
    number: a.number,
    block: a.block,
    dept: a.dept,
    location: a.location,
    commune: a.comune,
    region: regionName(a.region_cod),
    clientCode: client.client_cod,
    truck_code: order.truck_code,
    patent: order.patent,
    driver: order.driver,
    address_latitude: a.latitude,
    address_longitude: a.longitude,
    cancel_order: order.cancel_order,
    is_canceled: order.is_canceled,
    claimDelay: order.claimDelay,
    hasClaim: order.hasClaim,
  };
}

/** The orders of `clients` with the number given (order_number), or else of the last `days` days, newest first. */
export function orderSearch(
  payload: Payload,
  clients: Array<{ client_cod: string; address: Address; orders: BulkOrder[] }>,
  today: string,
): Reply {
  const number = payload.optText('order_number');
  const all = clients.flatMap((client) => client.orders.map((order) => ({ order, client })));
  if (number) {
    const found = all.filter(({ order }) => order.orderNumber === number.padStart(10, '0'));
    return found.length ? ok(found.map(({ order, client }) => orderView(order, client))) : empty(`No se encontró el pedido N° ${number}.`);
  }
  const days = payload.int('days', 1, 3650);
  const found = all
    .filter(({ order }) => daysBetween(order.created_date, today) <= days)
    .sort((a, b) => `${b.order.created_date}${b.order.created_time}`.localeCompare(`${a.order.created_date}${a.order.created_time}`));
  return found.length
    ? ok(found.map(({ order, client }) => orderView(order, client)))
    : empty('No se encontraron pedidos para el período seleccionado.');
}

/** One of the person's orders (of the given client, when one is given). */
function myOrder(context: AuthContext, number: string, client_cod: string | null): { order: BulkOrder; client: HousingClient } {
  const clients = client_cod ? [myHousing(context, client_cod)] : mine(context).housing;
  for (const client of clients) {
    const order = client.orders.find((o) => o.orderNumber === number);
    if (order) return { order, client };
  }
  throw new HttpError(403, 'No tienes acceso a este pedido.');
}

const MISSING_PDFS = new Set(['PDF12044']);

/** The document archive serves both (spec 3 §7: the cylinder's downloads use the person family's document endpoints). */
function ownsPdf(c: SignedContext, number: string, kind: string): boolean {
  if ('companyUser' in c) return ownsInstitutionalPdf(c.world, c.companyUser, number, kind);
  return mine(c).housing.some((client) => client.documents.some((d) => d.pdf_number === number || d.guide_number === number));
}

const lateDays = (d: BulkDocument, today: string) => Math.max(0, daysBetween(d.expiration_date, d.payment_date ?? today));

function documentView(d: BulkDocument, client: HousingClient, today: string) {
  return {
    doc_number: d.doc_number,
    doc_year: d.doc_year,
    folio_number: d.folio_number,
    class_description: d.class_description,
    issue_date: d.issue_date,
    expiration_date: d.expiration_date,
    value: d.value,
    late_payment: lateDays(d, today),
    payment_condition_desc: d.payment_condition_desc,
    payment_date: d.payment_date,
    client_cod: client.client_cod,
    pdf_document: { pdf_number: d.pdf_number, class_description: d.class_description },
    pdf_guide: d.guide_number ? { pdf_number: d.guide_number, class_description: 'GUIA DE DESPACHO' } : null,
  };
}

const unpaid = (client: HousingClient) => client.documents.filter((d) => d.payment_date === null && d.value > 0);

function debtItem(d: BulkDocument, today: string) {
  const late = lateDays(d, today);
  return {
    bill_number: d.folio_number,
    doc_number: d.doc_number,
    expiration_date: d.expiration_date,
    amount: d.value,
    interest: late > 0 ? Math.round(d.value * 0.015 * Math.ceil(late / 30)) : 0,
    spented: late > 30 ? 2500 : 0,
    selected: false,
    pdf_document: { pdf_number: d.pdf_number, class_description: d.class_description },
  };
}

/** A tank's level on a day: a sawtooth from 85 % down to its refill, a fixed pattern per tank. */
function level(tank: Tank, date: string) {
  const cycle = Math.round((tank.capacity * 0.6) / tank.daily);
  const day = (daysBetween('2000-01-01', date) + tank.phase) % cycle;
  const percentage = Math.round((85 - (day * tank.daily * 100) / tank.capacity) * 10) / 10;
  return {
    percentage,
    stock_days: Math.max(0, Math.floor(((percentage - 5) * tank.capacity) / 100 / tank.daily)),
    daily: Math.round(tank.daily * (0.8 + ((day * 7) % 5) / 10) * 10) / 10,
  };
}

function tankView(tank: Tank, world: World) {
  const today = chileToday(world.now());
  const now = level(tank, today);
  return {
    meter_code: tank.meter_code,
    reading_date: today,
    reading_time: '06:30:00',
    percentage: now.percentage,
    capacity: tank.capacity,
    days_empty_meter: now.stock_days,
    average_consumption: Math.round(tank.daily * 30),
  };
}

/** When each person last opened the payment portal (ms epoch); it may open again two minutes later. */
const portalOpened = new WeakMap<World, Map<number, number>>();
const PORTAL_PAUSE_MS = 2 * 60 * 1000;

export const routes: Routes = {
  '/housing/order_search': post((c) => {
    const client_cod = c.payload.optText('client_cod');
    return orderSearch(c.payload, client_cod ? [myHousing(c, client_cod)] : mine(c).housing, c.world.today);
  }),

  '/housing/order_detail': post((c) => {
    const { order, client } = myOrder(c, c.payload.text('order_number'), c.payload.optText('client_cod'));
    return ok(orderView(order, client));
  }),

  '/housing/order_coordinates': post((c) => {
    const patent = c.payload.text('patent').toUpperCase();
    const found = mine(c)
      .housing.flatMap((client) => client.orders.map((order) => ({ order, client })))
      .find(({ order }) => order.patent === patent && order.truck);
    if (!found?.order.truck) return empty('No se ha podido encontrar la posición del camión');
    // the truck drives a tenth of the way to the address between two looks
    const { truck } = found.order;
    truck.latitude += (found.client.address.latitude - truck.latitude) / 10;
    truck.longitude += (found.client.address.longitude - truck.longitude) / 10;
    return ok({ latitude: Number(truck.latitude.toFixed(6)), longitude: Number(truck.longitude.toFixed(6)) });
  }),

  '/housing/freq_update_truck': post(() => ok({ value: 2 })),

  '/housing/order_cancel': post((c) => {
    const { order } = myOrder(c, c.payload.text('order_number'), null);
    return cancelRefusal(order) ?? cancelled(order, c.payload.optText('reason'));
  }),

  '/housing/claim': post((c) => {
    const { order } = myOrder(c, c.payload.text('order_number'), c.payload.text('client_cod'));
    return claimDelay(order, c.payload.optText('commentary'));
  }),

  '/housing/payment/record': post((c) => {
    const client = myHousing(c, c.payload.text('client_cod'));
    const paid = client.documents.filter((d) => d.payment_date !== null).sort((a, b) => b.issue_date.localeCompare(a.issue_date));
    return list(
      paid.map((d) => documentView(d, client, c.world.today)),
      'No se registran pagos para el cliente.',
    );
  }),

  '/housing/deb_details': post((c) => {
    const client = myHousing(c, c.payload.text('client_cod'));
    const documents = unpaid(client).map((d) => debtItem(d, c.world.today));
    return documents.length ? ok({ documents }) : empty('No se han encontrado documentos pendientes de pago');
  }),

  '/housing/dashboard': post((c) => {
    const client = myHousing(c, c.payload.text('client_cod'));
    const today = c.world.today;
    const expired = unpaid(client)
      .filter((d) => d.expiration_date < today)
      .reduce((sum, d) => sum + d.value, 0);
    const notExpired = unpaid(client)
      .filter((d) => d.expiration_date >= today)
      .reduce((sum, d) => sum + d.value, 0);
    return ok({ expired, notExpired, total: expired + notExpired });
  }),

  '/housing/can_pay': post(({ world, person }) => {
    const opened = portalOpened.get(world) ?? new Map<number, number>();
    portalOpened.set(world, opened);
    const now = world.now().getTime();
    const last = opened.get(person.id);
    const seconds = (ms: number) => Math.floor(ms / 1000);
    if (last !== undefined && now - last < PORTAL_PAUSE_MS)
      return ok({ can_pay: false, current_time: seconds(now), next_attemp: seconds(last + PORTAL_PAUSE_MS) });
    opened.set(person.id, now);
    return ok({ can_pay: true, current_time: seconds(now), next_attemp: null });
  }),

  '/housing/current_account': post((c) => {
    const client = myHousing(c, c.payload.text('client_cod'));
    const period = c.payload.int('period', 1, 24);
    const since = addMonths(c.world.today, -period);
    const documents = client.documents.filter((d) => d.issue_date >= since).sort((a, b) => b.issue_date.localeCompare(a.issue_date));
    return list(
      documents.map((d) => documentView(d, client, c.world.today)),
      'No se encontraron documentos para el período seleccionado.',
    );
  }),

  '/housing/document_details': post((c) => {
    const client = myHousing(c, c.payload.text('client_cod'));
    const number = c.payload.text('doc_number');
    const year = c.payload.int('doc_year', 2000, 2100);
    const d = client.documents.find((x) => x.doc_number === number && x.doc_year === year);
    if (!d) return failure('No se encontró el documento.');
    return ok({
      ...documentView(d, client, c.world.today),
      office_guide: d.office_guide,
      delivery_date: d.delivery_date,
      quantity: d.quantity,
      product: d.product,
      address: addressLine(client.address),
    });
  }),

  /** a person's housing documents, or a company user's institutional account documents (privilege 2002) */
  '/document/get': signedPost((c) => {
    const number = c.payload.text('pdf_number');
    const kind = c.payload.text('class_description');
    if (!ownsPdf(c, number, kind)) throw new HttpError(403, 'No tienes acceso a este documento.');
    if (MISSING_PDFS.has(number)) throw new HttpError(404, 'El documento no está disponible.');
    return pdf(`${kind.toLowerCase().replace(/\s+/g, '-')}-${number}.pdf`, `${kind} ${number}`);
  }),

  '/document/has': signedPost((c) => {
    const number = c.payload.text('pdf_number');
    const kind = c.payload.text('class_description');
    if (!ownsPdf(c, number, kind)) throw new HttpError(403, 'No tienes acceso a este documento.');
    return MISSING_PDFS.has(number) ? empty('El documento no está disponible.') : ok();
  }),

  '/housing/get_price_changes': post((c) => {
    const client = myHousing(c, c.payload.text('client_cod'));
    return list([...client.prices].reverse(), 'No se registran variaciones de precio.');
  }),

  '/housing/telemetry/list': post((c) =>
    list(
      mine(c).housing.map((client) => ({
        client_cod: client.client_cod,
        client_id: client.client_id,
        client_address: addressLine(client.address),
        client_city: client.address.city,
        telemetry_activated: client.telemetry_activated,
      })),
      'No existen clientes asociados',
    ),
  ),

  '/housing/telemetry/set_notifications': post(({ person, payload }) => {
    const enabled = payload.int('enabled', 0, 1);
    const level = enabled ? payload.int('level', 0, 5) : payload.optInt('level', 0, 5);
    if (person.notification_check !== 1) return failure('Debes activar las notificaciones en tu perfil para recibir alertas.');
    person.telemetry_notification = enabled ? 1 : 0;
    person.telemetry_notification_level = enabled ? level : null;
    return okMessage('Alerta de nivel actualizada correctamente.');
  }),

  '/housing/telemetry/tanques_list': post((c) => {
    const client = myHousing(c, c.payload.text('client_cod'));
    client.telemetry_activated = true;
    return list(
      client.tanks.map((tank) => tankView(tank, c.world)),
      'El cliente no tiene estanques con telemetría.',
    );
  }),

  '/housing/telemetry/tanque_details': post((c) => {
    const client = myHousing(c, c.payload.text('client_cod'));
    const tank = client.tanks.find((t) => t.meter_code === c.payload.text('meter_code'));
    if (!tank || !client.telemetry_activated)
      return failure('En este momento no es posible obtener la información. Por favor intenta más tarde');
    return ok(tankView(tank, c.world));
  }),

  '/housing/telemetry/record': post((c) => {
    const client = myHousing(c, c.payload.text('client_cod'));
    const tank = client.tanks.find((t) => t.meter_code === c.payload.text('tank_cod'));
    const from = c.payload.date('start_date');
    const to = c.payload.date('end_date');
    if (to < from) throw invalid('end_date', 'La fecha final no puede ser anterior a la inicial.');
    if (!tank) return failure('No se encontró el estanque indicado.');
    const first = from < addMonths(c.world.today, -24) ? addMonths(c.world.today, -24) : from;
    const last = to > c.world.today ? c.world.today : to;
    const readings = [];
    for (let date = first; date <= last; date = addDays(date, 1)) {
      const reading = level(tank, date);
      const missing = daysBetween('2000-01-01', date) % 11 === 0;
      readings.push({
        date,
        percentage_level: missing ? null : reading.percentage,
        stock_days: missing ? null : reading.stock_days,
        daily_consumption: missing ? null : reading.daily,
      });
    }
    return list(readings, 'No existen registros de lectura');
  }),
};
