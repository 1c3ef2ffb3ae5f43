import { useId } from 'react';
import { LoadError } from '../../ui/LoadError';
import { Money } from '../../ui/Money';
import type { DashboardCredit } from './api';

/** Detalle de deuda (spec 3 §6): without it the card has no credit box. */
export const DEBT_DETAIL_PRIVILEGE = 1008;

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
        <dl className="facts">
          <dt>Aprobado</dt>
          <dd>
            <Money value={credit.approved} />
          </dd>
          <dt>Utilizado</dt>
          <dd>
            <Money value={credit.used} />
          </dd>
          <dt>Disponible</dt>
          <dd>
            <Money value={credit.available} />
          </dd>
        </dl>
      ) : (
        <p className="muted">No tienes cuentas por pagar</p>
      )}
    </section>
  );
}
