export interface NoticeProps {
  title: string;
  text?: string;
  tone?: 'error' | 'ok' | 'info';
  onDismiss?: () => void;
}

/** A notification box: the spec's "notification" (title and text), announced to screen readers. */
export function Notice({ title, text, tone = 'error', onDismiss }: NoticeProps) {
  return (
    <div className={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div>
        <strong>{title}</strong>
        {text ? <p>{text}</p> : null}
      </div>
      {onDismiss && (
        <button type="button" className="notice-close" aria-label="Cerrar aviso" onClick={onDismiss}>
          ×
        </button>
      )}
    </div>
  );
}
