import { useId, type ReactNode } from 'react';
import { MAX_LENGTH } from '../../../machines/rules/limits';
import { Modal } from '../../ui/Modal';

/** The steps an order action (cancel, claim) shares: a question, the optional observation, sending, failure, the answer. */

export function ActionButton({ label, onClick, primary = true }: { label: string; onClick: () => void; primary?: boolean }) {
  return (
    <button type="button" className={`button ${primary ? 'button-primary' : 'button-secondary'}`} onClick={onClick}>
      {label}
    </button>
  );
}

export function QuestionStep(props: { title: string; no: string; yes: string; onNo: () => void; onYes: () => void; children: ReactNode }) {
  return (
    <Modal
      title={props.title}
      onClose={props.onNo}
      size="small"
      actions={
        <>
          <ActionButton label={props.no} onClick={props.onNo} primary={false} />
          <ActionButton label={props.yes} onClick={props.onYes} />
        </>
      }
    >
      {props.children}
    </Modal>
  );
}

export function ObservationStep(props: {
  title: string;
  value: string;
  sendLabel: string;
  onEdit: (value: string) => void;
  onCancel: () => void;
  onSend: () => void;
}) {
  const id = useId();
  return (
    <Modal
      title={props.title}
      onClose={props.onCancel}
      size="small"
      actions={
        <>
          <ActionButton label="Cancelar" onClick={props.onCancel} primary={false} />
          <ActionButton label={props.sendLabel} onClick={props.onSend} />
        </>
      }
    >
      <label htmlFor={id}>Observación (opcional)</label>
      <textarea id={id} value={props.value} maxLength={MAX_LENGTH.comment} rows={4} onChange={(e) => props.onEdit(e.target.value)} />
    </Modal>
  );
}

export function SendingStep({ title }: { title: string }) {
  return (
    <Modal title={title} size="small">
      <p role="status">Enviando…</p>
    </Modal>
  );
}

export function FailedStep(props: { title: string; message: string; onClose: () => void; onRetry: () => void }) {
  return (
    <Modal
      title={props.title}
      onClose={props.onClose}
      size="small"
      actions={
        <>
          <ActionButton label="Cerrar" onClick={props.onClose} primary={false} />
          <ActionButton label="Reintentar" onClick={props.onRetry} />
        </>
      }
    >
      <p role="alert">{props.message}</p>
    </Modal>
  );
}

export function AnswerStep({ title, message, onClose }: { title: string; message: string; onClose: () => void }) {
  return (
    <Modal title={title} onClose={onClose} size="small" actions={<ActionButton label="Aceptar" onClick={onClose} />}>
      <p role="status">{message}</p>
    </Modal>
  );
}
