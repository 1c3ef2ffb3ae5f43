import { useId, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { MAX_LENGTH } from '../../../machines/rules/limits';
import type { OrderActionResult } from '../../../machines/order-cancel.machine';
import {
  CLAIM_CONFIRM_EXISTING,
  CLAIM_CONFIRM_ON_THE_WAY,
  CLAIM_SENT,
  orderClaimMachine,
  type ClaimConfirmation,
} from '../../../machines/order-claim.machine';
import { Modal } from '../../ui/Modal';

export interface ClaimOrderDialogProps {
  orderNumber: string;
  /** claimConfirmation(order, now) */
  confirmation: ClaimConfirmation;
  claim: (input: { orderNumber: string; comment: string | null }) => Promise<OrderActionResult>;
  onClose: (sent: boolean) => void;
}

/** 'Reclamar retraso' (spec 2 §2, §5): the question when there is one, an optional observation, then the answer. */
export function ClaimOrderDialog({ orderNumber, confirmation, claim, onClose }: ClaimOrderDialogProps) {
  const commentId = useId();
  const logic = useMemo(() => orderClaimMachine.provide({ actors: { claim: fromPromise(({ input }) => claim(input)) } }), [claim]);
  const [state, send] = useMachine(logic, { input: { orderNumber, confirmation } });
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
        title="Reclamar retraso"
        onClose={close}
        size="small"
        actions={
          <>
            {button('No', close, false)}
            {button('Sí', () => send({ type: 'claim.confirm' }))}
          </>
        }
      >
        <p>{confirmation === 'EXISTING' ? CLAIM_CONFIRM_EXISTING : CLAIM_CONFIRM_ON_THE_WAY}</p>
      </Modal>
    );
  if (state.matches('commenting'))
    return (
      <Modal
        title="Reclamar retraso"
        onClose={close}
        size="small"
        actions={
          <>
            {button('Cancelar', close, false)}
            {button('Enviar reclamo', () => send({ type: 'claim.send' }))}
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
      <Modal title="Reclamar retraso" size="small">
        <p role="status">Enviando…</p>
      </Modal>
    );
  if (state.matches('failed'))
    return (
      <Modal
        title="Reclamar retraso"
        onClose={close}
        size="small"
        actions={
          <>
            {button('Cerrar', close, false)}
            {button('Reintentar', () => send({ type: 'claim.retry' }))}
          </>
        }
      >
        <p role="alert">{state.context.error}</p>
      </Modal>
    );
  if (state.matches('sent'))
    return (
      <Modal title="Reclamar retraso" onClose={close} size="small" actions={button('Aceptar', close)}>
        <p role="status">{CLAIM_SENT}</p>
      </Modal>
    );
  return null;
}
