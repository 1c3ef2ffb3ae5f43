import { useMemo } from 'react';
import { useMachine } from '../machines';
import { fromPromise } from 'xstate';
import type { OrderActionResult } from '../../../machines/order-cancel.machine';
import {
  CLAIM_CONFIRM_EXISTING,
  CLAIM_CONFIRM_ON_THE_WAY,
  CLAIM_FAILED,
  CLAIM_SENT,
  orderClaimMachine,
  type ClaimConfirmation,
} from '../../../machines/order-claim.machine';
import { AnswerStep, FailedStep, ObservationStep, QuestionStep, SendingStep } from './OrderActionSteps';

export interface ClaimOrderDialogProps {
  orderNumber: string;
  /** claimConfirmation(order, now) */
  confirmation: ClaimConfirmation;
  claim: (input: { orderNumber: string; comment: string | null }) => Promise<OrderActionResult>;
  onClose: (sent: boolean) => void;
}

/** 'Reclamar retraso' (spec 2 §2, §5): the question when there is one, an optional observation, then the answer. */
export function ClaimOrderDialog({ orderNumber, confirmation, claim, onClose }: ClaimOrderDialogProps) {
  const logic = useMemo(() => orderClaimMachine.provide({ actors: { claim: fromPromise(({ input }) => claim(input)) } }), [claim]);
  const [state, send] = useMachine(logic, { input: { orderNumber, confirmation } });
  const close = () => {
    onClose(state.context.sent);
    send({ type: 'dialog.close' });
  };
  const title = 'Reclamar retraso';

  if (state.matches('confirming'))
    return (
      <QuestionStep title={title} no="No" yes="Sí" onNo={close} onYes={() => send({ type: 'claim.confirm' })}>
        <p>{confirmation === 'EXISTING' ? CLAIM_CONFIRM_EXISTING : CLAIM_CONFIRM_ON_THE_WAY}</p>
      </QuestionStep>
    );
  if (state.matches('commenting'))
    return (
      <ObservationStep
        title={title}
        value={state.context.comment}
        sendLabel="Enviar reclamo"
        onEdit={(value) => send({ type: 'comment.edit', value })}
        onCancel={close}
        onSend={() => send({ type: 'claim.send' })}
      />
    );
  if (state.matches('sending')) return <SendingStep title={title} />;
  if (state.matches('failed'))
    return (
      <FailedStep
        title={title}
        message={state.context.error ?? CLAIM_FAILED}
        onClose={close}
        onRetry={() => send({ type: 'claim.retry' })}
      />
    );
  if (state.matches('sent')) return <AnswerStep title={title} message={CLAIM_SENT} onClose={close} />;
  return null;
}
