import { useApolloClient } from '@apollo/client/react';
import { claimConfirmation } from '../../../machines/order-claim.machine';
import { CancelOrderDialog } from '../../shared/orders/CancelOrderDialog';
import { ClaimOrderDialog } from '../../shared/orders/ClaimOrderDialog';
import type { CylinderOrderRow } from './api';
import { useCylinderOrderActions } from './order-actions';
import { chileMinute } from '../../../machines/rules/chile-time';

export type OrderDialog = { kind: 'cancel' | 'claim'; order: CylinderOrderRow } | null;

/** The shared 'Anular Pedido' and 'Reclamar retraso' dialogs over the cylinder calls; `onClose(sent)` re-reads on a send. */
export function CylinderOrderDialog({ dialog, onClose }: { dialog: OrderDialog; onClose: (sent: boolean) => void }) {
  const client = useApolloClient();
  const { cancel, claim } = useCylinderOrderActions(client);
  if (!dialog) return null;
  if (dialog.kind === 'cancel')
    return <CancelOrderDialog orderNumber={dialog.order.orderNumber} allowed={dialog.order.canCancel} cancel={cancel} onClose={onClose} />;
  return (
    <ClaimOrderDialog
      orderNumber={dialog.order.orderNumber}
      confirmation={claimConfirmation(dialog.order, chileMinute())}
      claim={claim}
      onClose={onClose}
    />
  );
}
