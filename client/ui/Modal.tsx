import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface ModalProps {
  title: string;
  /** hide the title visually but keep it for screen readers */
  hideTitle?: boolean;
  children: ReactNode;
  actions?: ReactNode;
  /** Escape and the backdrop close the modal when given */
  onClose?: () => void;
  size?: 'small' | 'medium' | 'full';
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement | null): HTMLElement[] {
  return root ? [...root.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
}

/** An accessible modal dialog: focus moves in and stays in (Tab cycles), Escape closes, focus returns where it was (or to main). */
export function Modal({ title, hideTitle, children, actions, onClose, size = 'medium' }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const [first] = focusables(panel.current);
    (first ?? panel.current)?.focus();
    // a modal that opened over a fresh page (nothing focused) or whose opener is gone gives the focus to the
    // screen's main (both layouts give it tabIndex -1), not to the body
    return () => {
      const back = previous && previous !== document.body && previous.isConnected ? previous : document.getElementById('main');
      back?.focus();
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onClose) onClose();
      // Tab stays in the dialog: from the last control to the first, and back with Shift
      if (event.key !== 'Tab') return;
      const inside = focusables(panel.current);
      const first = inside[0];
      const last = inside[inside.length - 1];
      if (!first || !last) return event.preventDefault();
      const active = document.activeElement;
      const outside = !panel.current?.contains(active);
      if (event.shiftKey && (active === first || active === panel.current || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return createPortal(
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose?.()}>
      <div ref={panel} className={`modal modal-${size}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="modal-head">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : undefined}>
            {title}
          </h2>
          {onClose && (
            <button type="button" className="modal-close" aria-label="Cerrar" onClick={onClose}>
              ×
            </button>
          )}
        </div>
        <div className="modal-body">{children}</div>
        {actions && <div className="modal-actions">{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
