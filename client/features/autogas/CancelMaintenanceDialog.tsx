import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '../../shared/machines';
import { useMemo } from 'react';
import {
  MAINTENANCE_CANCEL_ALREADY,
  MAINTENANCE_CANCEL_FAILED,
  MAINTENANCE_CANCEL_SENT,
  maintenanceCancelMachine,
} from '../../../machines/maintenance-cancel.machine';
import { mutationActor } from '../../lib/mutation-actor';
import { AnswerStep, FailedStep, QuestionStep, SendingStep } from '../../shared/orders/OrderActionSteps';
import { formatDate } from '../../lib/format';
import { CANCEL_MAINTENANCE } from './api';

export interface CancelMaintenanceDialogProps {
  patent: string;
  noticeId: string;
  scheduledDate: string | null;
  scheduledTime: string | null;
  /** closed; `sent` when the cancellation went out (the screen then reads the maintenance again) */
  onClose: (sent: boolean) => void;
}

/** 'Anular Mantenimiento' (spec 2 §4, §8): confirm, then sent, Reintentar on failure, or already requested. */
export function CancelMaintenanceDialog({ patent, noticeId, scheduledDate, scheduledTime, onClose }: CancelMaintenanceDialogProps) {
  const client = useApolloClient();
  const logic = useMemo(
    () =>
      maintenanceCancelMachine.provide({
        actors: {
          cancel: mutationActor(
            client,
            CANCEL_MAINTENANCE,
            (input: { patent: string; noticeId: string }) => input,
            (data) => data.cancelMaintenance,
          ),
        },
      }),
    [client],
  );
  const [state, send] = useMachine(logic, { input: { patent, noticeId } });
  const close = () => {
    onClose(state.context.sent);
    send({ type: 'dialog.close' });
  };
  const title = 'Anular Mantenimiento';
  if (state.matches('confirming'))
    return (
      <QuestionStep title={title} no="Cancelar" yes="Anular mantención" onNo={close} onYes={() => send({ type: 'cancel.confirm' })}>
        <p>
          ¿Seguro que deseas anular la mantención agendada para el {formatDate(scheduledDate)}
          {scheduledTime ? ` a las ${scheduledTime}` : ''}?
        </p>
      </QuestionStep>
    );
  if (state.matches('sending')) return <SendingStep title={title} />;
  if (state.matches('failed'))
    return <FailedStep title={title} message={MAINTENANCE_CANCEL_FAILED} onClose={close} onRetry={() => send({ type: 'cancel.retry' })} />;
  if (state.matches('sent') || state.matches('alreadyRequested'))
    return (
      <AnswerStep title={title} message={state.matches('sent') ? MAINTENANCE_CANCEL_SENT : MAINTENANCE_CANCEL_ALREADY} onClose={close} />
    );
  return null;
}
