import { useId } from 'react';
import { DetailList } from '../../ui/DetailList';
import { LoadError } from '../../ui/LoadError';
import { Money } from '../../ui/Money';
import type { DashboardCredit } from './api';

/**
 * The credit box of the Granel Industrial card (spec 3 §2): approved, used and available, or 'No tienes cuentas
 * por pagar'. `credit` null means the gateway could not read it: the error stays in the box, told as lasting when the
 * backend lacks the call (`error`: creditErrorOf).
 */
export function CreditBox({ credit, error, onRetry }: { credit: DashboardCredit; error?: unknown; onRetry: () => Promise<unknown> }) {
  const titleId = useId();
  return (
    <section className="credit-box" aria-labelledby={titleId}>
      <h3 id={titleId}>Crédito</h3>
      {!credit ? (
        <LoadError message="No fue posible obtener tu crédito." onRetry={onRetry} error={error} />
      ) : credit.hasCredit ? (
        <DetailList
          items={[
            { label: 'Aprobado', value: <Money value={credit.approved} />, align: 'end' },
            { label: 'Utilizado', value: <Money value={credit.used} />, align: 'end' },
            { label: 'Disponible', value: <Money value={credit.available} />, align: 'end' },
          ]}
        />
      ) : (
        <p className="muted">No tienes cuentas por pagar</p>
      )}
    </section>
  );
}

type PathedErrors = { errors: ReadonlyArray<{ path?: ReadonlyArray<string | number> }> };

/** The dashboard query's errors about the credit of `company.services[index]`, as LoadError reads them; undefined if none. */
export function creditErrorOf(error: unknown, index: number): unknown {
  if (!error || typeof error !== 'object' || !('errors' in error) || !Array.isArray(error.errors)) return undefined;
  const own = (error as PathedErrors).errors.filter((e) => e.path?.[3] === index && e.path[4] === 'credit');
  return own.length ? { errors: own } : undefined;
}
