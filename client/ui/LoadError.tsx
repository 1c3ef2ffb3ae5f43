import { useState } from 'react';
import { notProvidedMessageOf } from '../lib/not-provided';

/**
 * What a screen, or one block of it, shows when its data could not be read: the spec's message and a way to try
 * again. A retry that returns a promise keeps the button busy until it settles. Given the `error`, a backend that
 * lacks the call is told as such, with no retry (trying again would not help).
 */
export function LoadError({ onRetry, message, error }: { onRetry?: () => unknown; message?: string; error?: unknown }) {
  const [busy, setBusy] = useState(false);
  const lasting = notProvidedMessageOf(error);
  if (lasting)
    return (
      <div className="load-error" role="status">
        <p>{lasting}</p>
      </div>
    );
  const retry = () => {
    const pending = onRetry?.();
    if (!(pending instanceof Promise)) return;
    setBusy(true);
    void pending.catch(() => undefined).finally(() => setBusy(false));
  };
  return (
    <div className="load-error" role="alert">
      <p>{message ?? 'En este momento no es posible obtener la información. Por favor intenta más tarde'}</p>
      {onRetry && (
        <button type="button" className="button button-secondary" onClick={retry} disabled={busy} aria-busy={busy}>
          Reintentar
        </button>
      )}
    </div>
  );
}
