/**
 * Suministro Eléctrico for company users (spec 3 §2, §3, §5, §7-§9): a contract's installations, an installation's
 * consumption (and its CSV, a form post), the contract's bills, payments and debt. Electricity has no privilege (the
 * spec gates it by its flag alone): any company user reads its companies' line-7 contracts, and another company's
 * contract or installation is 403, whether it exists or not.
 *
 * Forms chosen (the spec names the fields, not their forms): dates in and out of the consumption call dd/MM/yyyy (the
 * pickers'), and the bill and payment searches' too; `granularity` '' (or absent) every 15 minutes, 'hora', 'dia',
 * 'mes', 'anio' (case and accents ignored: 'Día', 'año'); `horario` '' (day and night), 'D' or 'N'. The consumption
 * answers `{ status: 'ok', labels, values }`, labels and values side by side (`values[i]` is `labels[i]`'s point,
 * `{ consumo_kwh, horario }`): a day, month or year asked for both schedules has two points under one label, the day's
 * then the night's. Bill and payment dates are ISO (`YYYY-MM-DD`, a payment's `YYYY-MM-DDTHH:mm:ss`), amounts numbers.
 */
import { ELECTRICITY_LINE, myElectricityContract } from '../company-owned';
import type { ElectricityInstallation, SapClient } from '../company-records';
import {
  HttpError,
  companyPost,
  daysBetween,
  empty,
  failure,
  forbidden,
  ok,
  type CompanyContext,
  type Payload,
  type Reply,
  type Routes,
} from '../kit';
import { consumption, type Granularity, type Schedule } from '../readings';

export const INVALID = 'Los datos enviados no son válidos.';
export const NO_INSTALLATIONS = 'El contrato no tiene instalaciones asociadas.';
export const NO_BILLS = 'No se encontraron boletas en el período seleccionado.';
export const NO_PAYMENTS = 'No hay pagos para mostrar';
/** The longest range any of the calls takes (a guard on the answer's size: three years of quarters are 105,000 points). */
export const MAX_RANGE_DAYS = 1096;
export const MONTHLY_MIN_DAYS = 30;
export const YEARLY_MIN_DAYS = 365;

const GRANULARITIES: Record<string, Granularity> = { '': '', hora: 'hora', dia: 'dia', mes: 'mes', anio: 'anio', ano: 'anio' };

/** dd/MM/yyyy → YYYY-MM-DD; null when it is not that form or not a real day. */
function pickerDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

const picker = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

type Errors = Record<string, string[]>;

/** A field as text ('' when absent or null); a number or anything else is an error of its own. */
function rawText(payload: Payload, name: string, errors: Errors): string {
  const value = payload.raw[name];
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  (errors[name] ??= []).push(`El campo ${name} debe ser un texto.`);
  return '';
}

/** The range of two dd/MM/yyyy fields: both required, real days, the end not before the start nor after today. */
function readRange(
  payload: Payload,
  startName: string,
  endName: string,
  today: string,
  errors: Errors,
): { from: string; to: string } | null {
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const read = (name: string) => {
    const text = rawText(payload, name, errors);
    if (errors[name]) return null;
    if (!text) return (fail(name, `El campo ${name} es obligatorio.`), null);
    const iso = pickerDate(text);
    if (!iso) fail(name, `El campo ${name} debe ser una fecha con el formato dd/mm/aaaa.`);
    return iso;
  };
  const from = read(startName);
  const to = read(endName);
  if (!from || !to) return null;
  if (to < from) fail(endName, 'La fecha de término no puede ser anterior a la fecha de inicio.');
  else if (to > today) fail(endName, 'La fecha de término no puede ser posterior a hoy.');
  else if (daysBetween(from, to) > MAX_RANGE_DAYS) fail(startName, 'El rango de fechas no puede superar 3 años.');
  return errors[startName] || errors[endName] ? null : { from, to };
}

/** A refusal of the payload with its field errors: 422, the first error as the message (the screen shows it). */
const refused = (errors: Errors) => new HttpError(422, Object.values(errors)[0]?.[0] ?? INVALID, errors);

interface ConsumptionQuery {
  installation: ElectricityInstallation;
  from: string;
  to: string;
  granularity: Granularity;
  schedule: Schedule | '';
}

/** An installation of a line-7 client of the user's companies; 403 otherwise. */
function myInstallation({ world, companyUser }: CompanyContext, code: string): ElectricityInstallation {
  const wanted = /^\d{1,10}$/.test(code) ? code.padStart(10, '0') : code;
  for (const client of world.sapClients) {
    if (client.business_line_id !== ELECTRICITY_LINE || !companyUser.companies.includes(client.company_id)) continue;
    const found = client.electricity?.installations.find((i) => i.code === wanted);
    if (found) return found;
  }
  throw forbidden('esta instalación');
}

/** The consumption call's payload (also the CSV's): every field checked, 422 naming each wrong one. */
function readConsumption(c: CompanyContext): ConsumptionQuery {
  const errors: Errors = {};
  const code = rawText(c.payload, 'instalacion', errors);
  if (!code && !errors.instalacion) errors.instalacion = ['El campo instalacion es obligatorio.'];
  const range = readRange(c.payload, 'startDate', 'endDate', c.world.today, errors);

  const asked = rawText(c.payload, 'granularity', errors);
  const folded = asked
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const granularity = Object.hasOwn(GRANULARITIES, folded) ? GRANULARITIES[folded]! : null;
  if (granularity === null && !errors.granularity)
    errors.granularity = ['La granularidad debe ser vacía (15 minutos), hora, dia, mes o anio.'];
  else if (range && granularity === 'mes' && daysBetween(range.from, range.to) < MONTHLY_MIN_DAYS)
    errors.granularity = [`La granularidad mensual requiere un rango de al menos ${MONTHLY_MIN_DAYS} días.`];
  else if (range && granularity === 'anio' && daysBetween(range.from, range.to) < YEARLY_MIN_DAYS)
    errors.granularity = [`La granularidad anual requiere un rango de al menos ${YEARLY_MIN_DAYS} días.`];

  const schedule = rawText(c.payload, 'horario', errors);
  if (schedule !== '' && schedule !== 'D' && schedule !== 'N' && !errors.horario)
    errors.horario = ['El horario debe ser vacío (día y noche), D o N.'];

  if (Object.keys(errors).length || !range || granularity === null) throw refused(errors);
  // the installation is looked for once the payload reads: another company's is refused whatever else was sent
  return { installation: myInstallation(c, code), ...range, granularity, schedule: schedule as Schedule | '' };
}

/** Before the meter was installed there is nothing to read: said in words, as the screen shows a server message. */
const beforeMetering = (q: ConsumptionQuery) =>
  `La instalación ${q.installation.code} registra lecturas desde el ${picker(q.installation.since)}.`;

const pointsOf = (c: CompanyContext, q: ConsumptionQuery) =>
  consumption(q.installation, { from: q.from, to: q.to, today: c.world.today }, q.granularity, q.schedule);

/** The contract's bills, payments and debt: those of a line-7 client of the user's companies. */
const bookOf = (client: SapClient) => client.electricity!;

const csvNumber = (kwh: number) => String(kwh).replace('.', ',');

export const routes: Routes = {
  '/company_user/electricity/consuption/codes': companyPost((c) => {
    const { installations } = bookOf(myElectricityContract(c, c.payload.text('contract_cod')));
    if (!installations.length) return empty(NO_INSTALLATIONS);
    return ok(installations.map((i) => ({ codigoSapInstalacion: i.code, razonSocialCliente: i.business_name })));
  }),

  '/company_user/electricity/consuption': companyPost((c): Reply => {
    const q = readConsumption(c);
    if (q.to < q.installation.since) return failure(beforeMetering(q));
    const points = pointsOf(c, q);
    if (!points.length) return empty();
    return ok(undefined, {
      labels: points.map((p) => p.label),
      values: points.map((p) => ({ consumo_kwh: p.consumo_kwh, horario: p.horario })),
    });
  }),

  /** a form post in a new tab (the session token in the form): every point of the query, ';'-separated, decimal commas */
  '/company_user/electricity/consuption/csv': companyPost((c): Reply => {
    const q = readConsumption(c);
    const rows = ['Fecha;Horario;Consumo (kWh)', ...pointsOf(c, q).map((p) => `${p.label};${p.horario};${csvNumber(p.consumo_kwh)}`)];
    const day = (iso: string) => iso.replaceAll('-', '');
    return {
      status: 200,
      bytes: new TextEncoder().encode(`${rows.join('\r\n')}\r\n`),
      contentType: 'text/csv; charset=utf-8',
      fileName: `consumo-${q.installation.code}-${day(q.from)}-${day(q.to)}.csv`,
    };
  }),

  /** the bills issued in a range, newest first; a wrong payload is a form's error (status error with errors) */
  '/company_user/electricity/ticket_list': companyPost((c): Reply => {
    const errors: Errors = {};
    const contract = rawText(c.payload, 'contract_cod', errors);
    if (!contract && !errors.contract_cod) errors.contract_cod = ['El campo contract_cod es obligatorio.'];
    const range = readRange(c.payload, 'start_date', 'end_date', c.world.today, errors);
    if (Object.keys(errors).length || !range) return failure(INVALID, errors);
    const bills = bookOf(myElectricityContract(c, contract))
      .bills.filter((b) => b.issue_date >= range.from && b.issue_date <= range.to)
      .reverse()
      .map((b) => ({ Numerodocto: b.number, Fechaemision: b.issue_date, Monto: b.amount, Fechavencimiento: b.due_date }));
    return bills.length ? ok(bills) : empty(NO_BILLS);
  }),

  /** the payments made in a range, newest first */
  '/company_user/electricity/payment_history': companyPost((c): Reply => {
    const errors: Errors = {};
    const contract = rawText(c.payload, 'contract_cod', errors);
    if (!contract && !errors.contract_cod) errors.contract_cod = ['El campo contract_cod es obligatorio.'];
    const range = readRange(c.payload, 'start_date', 'end_date', c.world.today, errors);
    if (Object.keys(errors).length || !range) throw refused(errors);
    const payments = bookOf(myElectricityContract(c, contract))
      .payments.filter((p) => p.paid_at.slice(0, 10) >= range.from && p.paid_at.slice(0, 10) <= range.to)
      .sort((a, b) => b.paid_at.localeCompare(a.paid_at))
      .map((p) => ({ reference_number: p.reference_number, payment_date: p.paid_at, amount: p.amount, collector_name: p.collector_name }));
    return payments.length ? ok(payments) : empty(NO_PAYMENTS);
  }),

  /** the debt of the contract (client_cod is the contract): its latest bill, its latest payment, what is owed */
  '/company_user/electricity/debt_details': companyPost((c) => {
    const book = bookOf(myElectricityContract(c, c.payload.text('client_cod')));
    const paid = new Set(book.payments.map((p) => p.reference_number));
    const last = book.bills.at(-1) ?? null;
    const lastPayment = [...book.payments].sort((a, b) => a.paid_at.localeCompare(b.paid_at)).at(-1) ?? null;
    return ok({
      document_due_date: last?.due_date ?? null,
      last_payment_date: lastPayment?.paid_at.slice(0, 10) ?? null,
      amount: book.bills.filter((b) => !paid.has(b.number)).reduce((sum, b) => sum + b.amount, 0),
      document_number: last?.number ?? null,
    });
  }),
};
