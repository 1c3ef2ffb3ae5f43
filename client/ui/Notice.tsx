import { useEffect, useRef, useState } from 'react';

/** Spec 1 §9: an action notification shows 5 s. Every notice follows it; pointing at it or focusing it holds it. */
export const NOTICE_MS = 5000;

export interface NoticeProps {
  title: string;
  text?: string;
  tone?: 'error' | 'ok' | 'info';
  /** forgets the notice: called by its close button and when its time is up */
  onDismiss: () => void;
}

/** A notification box: the spec's "notification" (title and text), announced to screen readers. */
export function Notice({ title, text, tone = 'error', onDismiss }: NoticeProps) {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => dismiss.current(), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [title, text, tone, held]);
  return (
    <div
      className={`notice notice-${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div>
        <strong>{title}</strong>
        {text ? <p>{text}</p> : null}
      </div>
      <button type="button" className="notice-close" aria-label="Cerrar aviso" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
