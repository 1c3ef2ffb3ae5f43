import { useId } from 'react';
import { DetailList } from '../../ui/DetailList';
import { LoadError } from '../../ui/LoadError';
import { Money } from '../../ui/Money';
import type { DashboardCredit } from './api';

/**
 * The credit box of the Granel Industrial card (spec 3 §2): approved, used and available, or 'No tienes cuentas
 * por pagar'. `credit` null means the gateway could not read it: the error stays in the box.
 */
export function CreditBox({ credit, onRetry }: { credit: DashboardCredit; onRetry: () => Promise<unknown> }) {
  const titleId = useId();
  return (
    <section className="credit-box" aria-labelledby={titleId}>
      <h3 id={titleId}>Crédito</h3>
      {!credit ? (
        <LoadError message="No fue posible obtener tu crédito." onRetry={onRetry} />
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
