import { Link } from 'wouter';

/** What an order row's Acciones cell needs of the order: the actions its flags allow (spec 2 §8, §9). */
export interface ActionableOrder {
  orderNumber: string;
  canClaim: boolean;
  canCancel: boolean;
}

/**
 * Historial de Pedidos' Acciones (bulk and cylinder): the claim and the cancel its flags allow, and its detail.
 * `cancelOffered` widens when 'Anular' shows (bulk also shows it for an order already asked to be cancelled).
 */
export function OrderActions({
  order,
  detailHref,
  onClaim,
  onCancel,
  cancelOffered = order.canCancel,
}: {
  order: ActionableOrder;
  detailHref: string;
  onClaim(): void;
  onCancel(): void;
  cancelOffered?: boolean;
}) {
  return (
    <span className="order-actions">
      {order.canClaim && (
        <button type="button" className="link-button" onClick={onClaim}>
          No he recibido mi pedido
        </button>
      )}
      {cancelOffered && (
        <button type="button" className="link-button" onClick={onCancel}>
          Anular
        </button>
      )}
      <Link href={detailHref} aria-label={`Ver Detalle del pedido ${order.orderNumber}`}>
        Ver Detalle
      </Link>
    </span>
  );
}
