import { useState } from 'react';
import { notProvidedMessageOf } from '../../lib/not-provided';
import { Modal } from '../../ui/Modal';

export const TELEMETRY_READ_ERROR = 'En este momento no es posible obtener la información. Por favor intenta más tarde';

/** The backend's (or the gateway's) words for a failed read: the first GraphQL error's message, else the spec's. */
function messageOf(error: unknown): string {
  if (error && typeof error === 'object' && 'errors' in error && Array.isArray(error.errors)) {
    const first = (error.errors as Array<{ message?: unknown }>).find((e) => typeof e?.message === 'string' && e.message);
    if (first) return first.message as string;
  }
  return TELEMETRY_READ_ERROR;
}

/**
 * A telemetry screen whose list could not be read (spec 2 §8: telemetry errors show the message in a modal, as the
 * area's save and activation failures do): the modal 'Telemetría' with the message and Reintentar; closed (its ×, Escape), the
 * screen keeps a Reintentar of its own, so it is never a dead end. A backend that lacks the call is told so, with
 * nothing to retry.
 */
export function TelemetryReadFailure({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const lasting = notProvidedMessageOf(error);
  const retry = () => {
    setBusy(true);
    void Promise.resolve(onRetry())
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  const retryButton = (className: string) => (
    <button type="button" className={className} onClick={retry} disabled={busy} aria-busy={busy || undefined}>
      Reintentar
    </button>
  );
  return (
    <>
      {!lasting && !open && <div className="load-error">{retryButton('button button-secondary')}</div>}
      {open && (
        <Modal
          title="Telemetría"
          size="small"
          onClose={() => setOpen(false)}
          actions={lasting ? undefined : retryButton('button button-primary')}
        >
          <p role="alert">{lasting ?? messageOf(error)}</p>
        </Modal>
      )}
    </>
  );
}
