import { useMemo } from 'react';
import { useMachine } from '../machines';
import { fromPromise } from 'xstate';
import {
  CANCEL_ALREADY,
  CANCEL_FAILED,
  CANCEL_SENT,
  orderCancelMachine,
  type OrderActionResult,
} from '../../../machines/order-cancel.machine';
import { AnswerStep, FailedStep, ObservationStep, QuestionStep, SendingStep } from './OrderActionSteps';

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
  const logic = useMemo(() => orderCancelMachine.provide({ actors: { cancel: fromPromise(({ input }) => cancel(input)) } }), [cancel]);
  const [state, send] = useMachine(logic, { input: { orderNumber, allowed, withComment } });
  const close = () => {
    onClose(state.context.sent);
    send({ type: 'dialog.close' });
  };
  const title = 'Anular Pedido';

  if (state.matches('confirming'))
    return (
      <QuestionStep title={title} no="Cancelar" yes="Anular pedido" onNo={close} onYes={() => send({ type: 'order.confirm' })}>
        <p>¿Seguro que deseas anular el pedido N° {orderNumber}?</p>
      </QuestionStep>
    );
  if (state.matches('commenting'))
    return (
      <ObservationStep
        title={title}
        value={state.context.comment}
        sendLabel="Enviar"
        onEdit={(value) => send({ type: 'comment.edit', value })}
        onCancel={close}
        onSend={() => send({ type: 'order.send' })}
      />
    );
  if (state.matches('sending')) return <SendingStep title={title} />;
  if (state.matches('failed'))
    return <FailedStep title={title} message={CANCEL_FAILED} onClose={close} onRetry={() => send({ type: 'order.retry' })} />;
  if (state.matches('sent') || state.matches('alreadyRequested'))
    return <AnswerStep title={title} message={state.matches('sent') ? CANCEL_SENT : CANCEL_ALREADY} onClose={close} />;
  return null;
}
