import { useId, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { MAX_LENGTH } from '../../../machines/rules/limits';
import {
  CANCEL_ALREADY,
  CANCEL_FAILED,
  CANCEL_SENT,
  orderCancelMachine,
  type OrderActionResult,
} from '../../../machines/order-cancel.machine';
import { Modal } from '../../ui/Modal';

export interface CancelOrderDialogProps {
  orderNumber: string;
  allowed: boolean;
  /** the variant with an observation box */
  withComment?: boolean;
  /** the area's call (bulk, cylinder) */
  cancel: (input: { orderNumber: string; comment: string | null }) => Promise<OrderActionResult>;
  /** closed; `sent` when a cancellation went out (the screen then re-reads the order) */
  onClose: (sent: boolean) => void;
}

/** 'Anular Pedido' (spec 2 §2): confirm, observation, then sent, Reintentar on failure, or already requested. */
export function CancelOrderDialog({ orderNumber, allowed, withComment = true, cancel, onClose }: CancelOrderDialogProps) {
  const commentId = useId();
  const logic = useMemo(() => orderCancelMachine.provide({ actors: { cancel: fromPromise(({ input }) => cancel(input)) } }), [cancel]);
  const [state, send] = useMachine(logic, { input: { orderNumber, allowed, withComment } });
  const close = () => {
    onClose(state.context.sent);
    send({ type: 'dialog.close' });
  };
  const button = (label: string, onClick: () => void, primary = true) => (
    <button type="button" className={`button ${primary ? 'button-primary' : 'button-secondary'}`} onClick={onClick}>
      {label}
    </button>
  );

  if (state.matches('confirming'))
    return (
      <Modal
        title="Anular Pedido"
        onClose={close}
        size="small"
        actions={
          <>
            {button('Cancelar', close, false)}
            {button('Anular pedido', () => send({ type: 'order.confirm' }))}
          </>
        }
      >
        <p>¿Seguro que deseas anular el pedido N° {orderNumber}?</p>
      </Modal>
    );
  if (state.matches('commenting'))
    return (
      <Modal
        title="Anular Pedido"
        onClose={close}
        size="small"
        actions={
          <>
            {button('Cancelar', close, false)}
            {button('Enviar', () => send({ type: 'order.send' }))}
          </>
        }
      >
        <label htmlFor={commentId}>Observación (opcional)</label>
        <textarea
          id={commentId}
          value={state.context.comment}
          maxLength={MAX_LENGTH.comment}
          rows={4}
          onChange={(e) => send({ type: 'comment.edit', value: e.target.value })}
        />
      </Modal>
    );
  if (state.matches('sending'))
    return (
      <Modal title="Anular Pedido" size="small">
        <p role="status">Enviando…</p>
      </Modal>
    );
  if (state.matches('failed'))
    return (
      <Modal
        title="Anular Pedido"
        onClose={close}
        size="small"
        actions={
          <>
            {button('Cerrar', close, false)}
            {button('Reintentar', () => send({ type: 'order.retry' }))}
          </>
        }
      >
        <p role="alert">{CANCEL_FAILED}</p>
      </Modal>
    );
  if (state.matches('sent') || state.matches('alreadyRequested'))
    return (
      <Modal title="Anular Pedido" onClose={close} size="small" actions={button('Aceptar', close)}>
        <p role="status">{state.matches('sent') ? CANCEL_SENT : CANCEL_ALREADY}</p>
      </Modal>
    );
  return null;
}
