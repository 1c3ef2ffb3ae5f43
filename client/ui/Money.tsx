import { formatMoney, MISSING } from '../lib/format';

/** An amount in pesos the spec's way ($1.234.567); an unknown amount shows the fallback. */
export function Money({ value, fallback = MISSING }: { value: number | null | undefined; fallback?: string }) {
  return <span className="money">{formatMoney(value, fallback)}</span>;
}
