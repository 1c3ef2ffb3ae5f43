/**
 * Suministro Eléctrico's answers read as the spec allows them (spec 3 §3, §7; DESIGN.md "Reading a real backend"): the
 * installations, the consumption ("labels and values"; a point is consumo_kwh and horario D or N), the invoices, the
 * payments and the debt. Where the spec names a field but not its form every reasonable form is read; a field left out
 * costs that field (null), never its block. Only an answer that is not the kind of thing asked for at all gives null,
 * and the resolver fails its block.
 */
import type {
  ElectricityDebt,
  ElectricityInstallation,
  ElectricityInvoice,
  ElectricityPayment,
  ElectricityPoint,
  ElectricitySchedule,
} from '../../schema/generated/types';
import { idForm, readDate, readDay, readNumber } from '../backend/forms';
import { isRecord, listData, pick, readPesos, rowsOf, textOf, type Row } from './rows';

// consuption/codes

const INSTALLATION_LISTS = ['installations', 'instalaciones', 'codes', 'codigos', 'data', 'list', 'items'];

/** An installation: a row (codigoSapInstalacion, razonSocialCliente, or their snake_case), or a code alone. */
function mapInstallation(value: unknown): ElectricityInstallation | null {
  if (!isRecord(value)) {
    const code = idForm.read(value);
    return code ? { code, companyName: null } : null;
  }
  const code = idForm.read(pick(value, 'codigoSapInstalacion', 'codigo_sap_instalacion', 'codigoInstalacion', 'instalacion', 'code', 'id'));
  if (!code) return null;
  return { code, companyName: textOf(pick(value, 'razonSocialCliente', 'razon_social_cliente', 'razonSocial', 'company_name', 'name')) };
}

/** consuption/codes' installations, in its data or beside it; null when they are not a list at all. */
export function mapInstallations(answer: Row): ElectricityInstallation[] | null {
  const data = listData(answer, INSTALLATION_LISTS);
  if (Array.isArray(data)) return data.map(mapInstallation).filter((i): i is ElectricityInstallation => i !== null);
  const rows = rowsOf(data, INSTALLATION_LISTS, 'codigoSapInstalacion');
  return rows ? rows.map(mapInstallation).filter((i): i is ElectricityInstallation => i !== null) : null;
}

// consuption

/**
 * The consumption as it was read: one entry per label, in the backend's order. With both schedules, a day's (D) and a
 * night's (N) point at the same label are one entry with each part; `kwh` is their sum.
 */
export interface ConsumptionSeries {
  labels: string[];
  kwh: Array<number | null>;
  day: Array<number | null>;
  night: Array<number | null>;
}

const LABEL_FIELDS = ['label', 'fecha', 'date', 'fecha_hora', 'hora', 'periodo', 'period', 'x'];
const KWH_FIELDS = ['consumo_kwh', 'consumoKwh', 'kwh', 'value', 'valor', 'consumo', 'y'];
const SCHEDULE_FIELDS = ['horario', 'schedule', 'tipo_horario'];
const POINT_LISTS = ['consumos', 'consumption', 'consuption', 'points', 'puntos', 'data', 'list', 'items'];

/** 'D' or 'N' (día, noche, day, night, in any case); null otherwise. */
function scheduleOf(value: unknown): 'D' | 'N' | null {
  const word = textOf(value)?.toUpperCase();
  if (!word) return null;
  if (word === 'D' || word.startsWith('DI') || word.startsWith('DÍ') || word === 'DAY') return 'D';
  if (word === 'N' || word.startsWith('NOCHE') || word === 'NIGHT') return 'N';
  return null;
}

class SeriesBuilder {
  readonly series: ConsumptionSeries = { labels: [], kwh: [], day: [], night: [] };
  private readonly index = new Map<string, number>();
  constructor(private readonly splits: boolean) {}

  add(label: string, kwh: number | null, schedule: 'D' | 'N' | null): void {
    const s = this.series;
    if (this.splits && schedule) {
      const at = this.index.get(label);
      if (at !== undefined) {
        const part = schedule === 'D' ? s.day : s.night;
        if (kwh !== null) {
          part[at] = (part[at] ?? 0) + kwh;
          s.kwh[at] = (s.kwh[at] ?? 0) + kwh;
        }
        return;
      }
      this.index.set(label, s.labels.length);
    }
    s.labels.push(label);
    s.kwh.push(kwh);
    s.day.push(this.splits && schedule === 'D' ? kwh : null);
    s.night.push(this.splits && schedule === 'N' ? kwh : null);
  }
}

/** The labels and values of `{ labels: [], values: [] }` (values numbers, texts or points; horarios beside, perhaps). */
function readParallel(container: Row, builder: SeriesBuilder): boolean {
  const labels = container.labels;
  const values = pick(container, 'values', 'valores', 'data');
  if (!Array.isArray(labels) || !Array.isArray(values) || labels.length !== values.length) return false;
  const schedules = pick(container, 'horarios', 'horario', 'schedules');
  const scheduleAt = (i: number) => (Array.isArray(schedules) ? scheduleOf(schedules[i]) : null);
  for (let i = 0; i < labels.length; i++) {
    const label = textOf(labels[i]) ?? '';
    const value = values[i];
    if (isRecord(value))
      builder.add(label, readNumber(pick(value, ...KWH_FIELDS)), scheduleOf(pick(value, ...SCHEDULE_FIELDS)) ?? scheduleAt(i));
    else builder.add(label, readNumber(value), scheduleAt(i));
  }
  return true;
}

/** A list of points `{ label|fecha|date, consumo_kwh|value, horario }`. */
function readRows(rows: unknown[], builder: SeriesBuilder): void {
  for (const row of rows) {
    if (!isRecord(row)) continue;
    builder.add(textOf(pick(row, ...LABEL_FIELDS)) ?? '', readNumber(pick(row, ...KWH_FIELDS)), scheduleOf(pick(row, ...SCHEDULE_FIELDS)));
  }
}

/**
 * The consumption's points in every form the spec allows: `{ labels, values }` in data or beside it, a list of points
 * in data (or in a list data holds); values as numbers or texts with comma decimals. Undefined when the answer holds
 * no series at all (an empty or a message answer), null when what it holds is not one.
 */
export function readConsumption(answer: Row, schedule: ElectricitySchedule): ConsumptionSeries | null | undefined {
  const builder = new SeriesBuilder(schedule === 'ALL');
  const data = answer.data;
  if (data === undefined || data === null || data === '') {
    if (Array.isArray(answer.labels)) return readParallel(answer, builder) ? builder.series : null;
    return undefined;
  }
  if (Array.isArray(data)) {
    readRows(data, builder);
    return builder.series;
  }
  if (!isRecord(data)) return null;
  if ('labels' in data) return readParallel(data, builder) ? builder.series : null;
  const held = POINT_LISTS.map((name) => data[name]).find(Array.isArray);
  if (held) {
    readRows(held, builder);
    return builder.series;
  }
  return null;
}

const MONTH_LABEL = /^(\d{1,2})[/-](\d{4})$/;
const YEAR_LABEL = /^(\d{4})$/;

/** A label read as an ISO date-time: a time ('dd/MM/yyyy HH:mm'), a day, a month ('MM/yyyy') or a year. */
export function labelAt(label: string): string | null {
  const text = label.trim();
  const month = MONTH_LABEL.exec(text);
  if (month) return Number(month[1]) >= 1 && Number(month[1]) <= 12 ? `${month[2]}-${month[1]!.padStart(2, '0')}-01T00:00:00` : null;
  const year = YEAR_LABEL.exec(text);
  if (year) return `${year[1]}-01-01T00:00:00`;
  const read = readDate(text);
  if (!read) return null;
  return read.length === 10 ? `${read}T00:00:00` : read;
}

export interface SampledConsumption {
  points: ElectricityPoint[];
  sampled: boolean;
  totalPoints: number;
  totalKwh: number | null;
}

/**
 * What the chart draws: the series as it came when it has at most `maxPoints` entries, else averaged in buckets of
 * consecutive entries (as many as keep it within `maxPoints`), each labelled with its first entry's label; a bucket's
 * day and night parts are averaged over its entries too, so they still add up to its kWh. The total and the count
 * are of every entry.
 */
export function sampleConsumption(series: ConsumptionSeries, maxPoints: number): SampledConsumption {
  const n = series.labels.length;
  let totalKwh = 0;
  let known = 0;
  for (const kwh of series.kwh)
    if (kwh !== null) {
      totalKwh += kwh;
      known++;
    }
  const total = known ? Math.round(totalKwh * 1000) / 1000 : null;
  const point = (label: string, kwh: number | null, day: number | null, night: number | null): ElectricityPoint => ({
    label,
    at: labelAt(label),
    kwh,
    dayKwh: day,
    nightKwh: night,
  });
  if (n <= maxPoints)
    return {
      points: series.labels.map((label, i) => point(label, series.kwh[i] ?? null, series.day[i] ?? null, series.night[i] ?? null)),
      sampled: false,
      totalPoints: n,
      totalKwh: total,
    };
  const size = Math.ceil(n / maxPoints);
  const points: ElectricityPoint[] = [];
  const round = (x: number) => Math.round(x * 1000) / 1000;
  for (let start = 0; start < n; start += size) {
    const end = Math.min(n, start + size);
    let sum = 0;
    let day = 0;
    let night = 0;
    let count = 0;
    let days = 0;
    let nights = 0;
    for (let i = start; i < end; i++) {
      const kwh = series.kwh[i];
      if (kwh === null || kwh === undefined) continue;
      sum += kwh;
      count++;
      const d = series.day[i];
      const m = series.night[i];
      if (d !== null && d !== undefined) {
        day += d;
        days++;
      }
      if (m !== null && m !== undefined) {
        night += m;
        nights++;
      }
    }
    points.push(
      point(
        series.labels[start]!,
        count ? round(sum / count) : null,
        count && days ? round(day / count) : null,
        count && nights ? round(night / count) : null,
      ),
    );
  }
  return { points, sampled: true, totalPoints: n, totalKwh: total };
}

// ticket_list, payment_history, debt_details

const INVOICE_LISTS = ['tickets', 'invoices', 'facturas', 'data', 'list', 'items'];
const PAYMENT_LISTS = ['payments', 'pagos', 'history', 'data', 'list', 'items'];

/** The path and class of an invoice's pdf (docs/decisions.md, "Suministro Eléctrico"): /document/get by its number. */
export const INVOICE_DOWNLOAD_PATH = '/document/get';
export const INVOICE_PDF_CLASS = 'SUMINISTRO ELECTRICO';

const newestFirst = <T>(items: T[], dateOf: (item: T) => string | null): T[] =>
  items
    .map((item, index) => ({ item, index, date: dateOf(item) }))
    .sort((a, b) => (a.date === b.date ? a.index - b.index : !a.date ? 1 : !b.date ? -1 : a.date < b.date ? 1 : -1))
    .map(({ item }) => item);

export function mapInvoice(row: Row): ElectricityInvoice {
  const number = idForm.read(pick(row, 'Numerodocto', 'NumeroDocto', 'numerodocto', 'numero_docto', 'document_number', 'number'));
  const pdfNumber = idForm.read(pick(row, 'pdf_number')) ?? number;
  return {
    number,
    issueDate: readDay(pick(row, 'Fechaemision', 'FechaEmision', 'fechaemision', 'fecha_emision', 'issue_date')),
    amount: readPesos(pick(row, 'Monto', 'monto', 'amount')),
    dueDate: readDay(pick(row, 'Fechavencimiento', 'FechaVencimiento', 'fechavencimiento', 'fecha_vencimiento', 'due_date')),
    download: pdfNumber
      ? {
          path: INVOICE_DOWNLOAD_PATH,
          fields: [
            { name: 'pdf_number', value: pdfNumber },
            { name: 'class_description', value: textOf(row.class_description) ?? INVOICE_PDF_CLASS },
          ],
        }
      : null,
  };
}

/** ticket_list's invoices, newest first; null when they are not a list at all. */
export function mapInvoices(answer: Row): ElectricityInvoice[] | null {
  const rows = rowsOf(listData(answer, INVOICE_LISTS), INVOICE_LISTS, 'Numerodocto');
  return rows ? newestFirst(rows.map(mapInvoice), (i) => i.issueDate) : null;
}

export function mapPayment(row: Row): ElectricityPayment {
  return {
    reference: idForm.read(pick(row, 'reference_number', 'referenceNumber', 'reference', 'bill_number')),
    paidOn: readDay(pick(row, 'payment_date', 'paymentDate', 'date')),
    amount: readPesos(pick(row, 'amount', 'monto')),
    collector: textOf(pick(row, 'collector_name', 'collectorName', 'collector')),
  };
}

/** payment_history's payments, newest first; null when they are not a list at all. */
export function mapPayments(answer: Row): ElectricityPayment[] | null {
  const rows = rowsOf(listData(answer, PAYMENT_LISTS), PAYMENT_LISTS, 'reference_number');
  return rows ? newestFirst(rows.map(mapPayment), (p) => p.paidOn) : null;
}

/** debt_details' record (data, or its list's first); null when data is not a record at all. */
export function mapDebt(answer: Row): ElectricityDebt | null {
  const data = answer.data;
  const record = Array.isArray(data) ? (data.find(isRecord) ?? {}) : data === undefined || data === null ? {} : data;
  if (!isRecord(record)) return null;
  return {
    lastBillDueDate: readDay(pick(record, 'document_due_date', 'due_date')),
    lastPaymentDate: readDay(pick(record, 'last_payment_date')),
    amount: readPesos(pick(record, 'amount', 'monto')),
    billNumber: idForm.read(pick(record, 'document_number', 'bill_number')),
  };
}
