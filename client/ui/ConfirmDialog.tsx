import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * The confirmed action. While its promise runs the dialog is busy; a string it resolves to is a refusal
   * shown in the dialog (the server's message); a rejection shows `failureText`. On success the caller
   * closes the dialog.
   */
  onConfirm: () => Promise<string | null | void> | void;
  onCancel: () => void;
  failureText?: string;
}

/** Asks before an action that cannot be undone: Escape, the backdrop and Cancelar cancel, but not while it runs. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = 'Aceptar',
  cancelLabel = 'Cancelar',
  onConfirm,
  onCancel,
  failureText = 'Ha ocurrido un error. Por favor, inténtalo de nuevo más tarde.',
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  // start on the harmless choice (the modal itself would focus its × button)
  useEffect(() => cancelButton.current?.focus(), []);
  // a disabled button drops the focus: once the buttons come back, so does the focus
  useEffect(() => {
    const dialog = cancelButton.current?.closest('[role="dialog"]');
    if (!busy && dialog && !dialog.contains(document.activeElement)) cancelButton.current?.focus();
  }, [busy]);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const refusal = await onConfirm();
      if (typeof refusal === 'string' && refusal) setError(refusal);
    } catch {
      setError(failureText);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={title}
      size="small"
      onClose={busy ? undefined : onCancel}
      actions={
        <>
          <button ref={cancelButton} type="button" className="button button-secondary" disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="button" disabled={busy} aria-busy={busy || undefined} onClick={() => void confirm()}>
            {busy && <span className="spinner spinner-small" aria-hidden="true" />}
            {confirmLabel}
          </button>
        </>
      }
    >
      <div className="confirm-message">{message}</div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
