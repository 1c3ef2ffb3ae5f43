/**
 * The shapes of Suministro Eléctrico's answers (gateway/backend/contract/electricity.ts, spec 3 §3, §7): what the
 * contract check holds a backend to. The spec names the fields but not their forms ("labels and values", a point's
 * consumo_kwh and horario), so each shape takes every form the mapper reads (gateway/mappers/electricity.ts): an
 * answer fits when the mapper finds its rows (or it says empty, or gives a message instead).
 */
import { mapDebt, mapInstallations, mapInvoices, mapPayments, readConsumption } from '../../mappers/electricity';
import { describeValue, type Shape } from '../shape';

type Row = Record<string, unknown>;
const isRecord = (value: unknown): value is Row => !!value && typeof value === 'object' && !Array.isArray(value);
const hasMessage = (answer: Row) => typeof answer.message === 'string' && answer.message.trim() !== '';
const isEmpty = (answer: Row) => typeof answer.status === 'string' && answer.status.trim().toLowerCase() === 'empty';

/** An answer the mapper reads (`reads` not null), or one that says empty or gives a message. */
function readBy(expects: string, reads: (answer: Row) => unknown): Shape<unknown> {
  return {
    expects,
    check(value, at, out) {
      if (!isRecord(value)) return void out.push({ at, expected: 'object', got: describeValue(value) });
      if (isEmpty(value) || (hasMessage(value) && (value.data === undefined || value.data === null))) return;
      const read = reads(value);
      if (read === null || read === undefined)
        out.push({ at: at ? `${at}.data` : 'data', expected: expects, got: describeValue(value.data) });
    },
  };
}

export const installationsShape = readBy('lista de instalaciones (codigoSapInstalacion, razonSocialCliente)', mapInstallations);
export const consumptionShape = readBy('labels y values (consumo_kwh, horario), o una lista de puntos', (a) => readConsumption(a, 'ALL'));
export const ticketListShape = readBy('lista de facturas (Numerodocto, Fechaemision, Monto, Fechavencimiento)', mapInvoices);
export const paymentHistoryShape = readBy('lista de pagos (reference_number, payment_date, amount, collector_name)', mapPayments);
export const debtDetailsShape = readBy('registro (document_due_date, last_payment_date, amount, document_number)', mapDebt);
