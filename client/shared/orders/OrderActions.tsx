import { Link } from 'wouter';

/** What an order row's Acciones cell needs of the order: the actions its flags allow (spec 2 §8, §9). */
export interface ActionableOrder {
  orderNumber: string;
  canClaim: boolean;
  canCancel: boolean;
}

/** Historial de Pedidos' Acciones (bulk and cylinder): the claim and the cancel its flags allow, and its detail. */
export function OrderActions({
  order,
  detailHref,
  onClaim,
  onCancel,
}: {
  order: ActionableOrder;
  detailHref: string;
  onClaim(): void;
  onCancel(): void;
}) {
  return (
    <span className="order-actions">
      {order.canClaim && (
        <button type="button" className="link-button" onClick={onClaim}>
          No he recibido mi pedido
        </button>
      )}
      {order.canCancel && (
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
