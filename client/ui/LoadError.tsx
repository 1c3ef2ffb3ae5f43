import { useState } from 'react';

/**
 * What a screen, or one block of it, shows when its data could not be read: the spec's message and a way to try
 * again. A retry that returns a promise keeps the button busy until it settles.
 */
export function LoadError({ onRetry, message }: { onRetry?: () => unknown; message?: string }) {
  const [busy, setBusy] = useState(false);
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
