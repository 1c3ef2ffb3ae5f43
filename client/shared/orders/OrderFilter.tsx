import { useId, useState, type FormEvent } from 'react';
import { MAX_LENGTH } from '../../../machines/rules/limits';

/** Spec 2 §2, §8, §9: último mes, 3, 6 or 12 meses, named as the empty text names them. */
export const PERIODS = [
  { days: 30, label: 'Último mes' },
  { days: 90, label: 'Últimos 3 meses' },
  { days: 180, label: 'Últimos 6 meses' },
  { days: 365, label: 'Últimos 12 meses' },
] as const;

export interface OrderFilterValue {
  days: number;
  orderNumber: string;
}

/** The filter in the address (`?dias=`, `?pedido=`), so that a reload or a shared link keeps it. */
export function filterFromSearch(search: string): OrderFilterValue {
  const params = new URLSearchParams(search);
  const days = Number(params.get('dias'));
  return {
    days: PERIODS.some((p) => p.days === days) ? days : 30,
    orderNumber: (params.get('pedido') ?? '').trim().slice(0, MAX_LENGTH.orderNumber),
  };
}

/** Historial de Pedidos' search (bulk and cylinder): a period, or one order's number. */
export function OrderFilter({ initial, onApply }: { initial: OrderFilterValue; onApply: (filter: OrderFilterValue) => void }) {
  const periodId = useId();
  const numberId = useId();
  const [days, setDays] = useState(initial.days);
  const [orderNumber, setOrderNumber] = useState(initial.orderNumber);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ days, orderNumber: orderNumber.trim() });
  };
  return (
    <form className="order-filter" onSubmit={submit} aria-label="Buscar pedidos">
      <label htmlFor={periodId}>Periodo</label>
      <select id={periodId} value={days} onChange={(e) => setDays(Number(e.target.value))}>
        {PERIODS.map((p) => (
          <option key={p.days} value={p.days}>
            {p.label}
          </option>
        ))}
      </select>
      <label htmlFor={numberId}>N° de pedido</label>
      <input
        id={numberId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={MAX_LENGTH.orderNumber}
        value={orderNumber}
        onChange={(e) => setOrderNumber(e.target.value)}
      />
      <button type="submit" className="button button-primary">
        Buscar
      </button>
    </form>
  );
}
