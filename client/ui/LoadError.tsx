/** What a screen shows when its data could not be read: the spec's message and a way to try again. */
export function LoadError({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  return (
    <div className="load-error" role="alert">
      <p>{message ?? 'En este momento no es posible obtener la información. Por favor intenta más tarde'}</p>
      {onRetry && (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          Reintentar
        </button>
      )}
    </div>
  );
}
