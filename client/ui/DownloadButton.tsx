import { useState } from 'react';
import { postInNewTab } from '../lib/post-form';

export interface DownloadButtonProps {
  /** asks the backend for a one-time download token */
  requestToken: () => Promise<string>;
  /** where the form posts: `downloadUrl('/tickets/file')`, the gateway's route in front of the backend's path */
  action: string;
  /** the form's fields besides `token` */
  fields: Record<string, string>;
  label: string;
  /** a longer name for screen readers when the label alone is ambiguous (one button per table row) */
  accessibleLabel?: string;
  className?: string;
}

/** The gateway's route that forwards a download's form to the backend path (gateway/downloads.ts). */
export const downloadUrl = (backendPath: string) => `/descargas${backendPath}`;

/** Gets a token, then posts the fields and the token to the download URL in a new tab. */
export function DownloadButton({
  requestToken,
  action,
  fields,
  label,
  accessibleLabel,
  className = 'button button-secondary',
}: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const token = await requestToken();
      if (!token) throw new Error('Sin token');
      // the click's user activation still covers the new tab: the token call is short
      postInNewTab(action, { ...fields, token });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="download">
      <button
        type="button"
        className={className}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={accessibleLabel}
        onClick={() => void download()}
      >
        {busy && <span className="spinner spinner-small" aria-hidden="true" />}
        {label}
      </button>
      <span className="visually-hidden" role="status">
        {busy ? 'Descargando…' : ''}
      </span>
      {failed && (
        <span className="field-error" role="alert">
          Error descargando el archivo
        </span>
      )}
    </span>
  );
}
