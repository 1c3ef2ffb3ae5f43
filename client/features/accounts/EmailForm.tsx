import { useState } from 'react';
import { MAX_LENGTH } from '../../../machines/rules/limits';
import { TextField } from '../../ui/TextField';

export interface EmailFormProps {
  label: string;
  submitLabel: string;
  error: string | null;
  busy: boolean;
  initial?: string;
  onEdit(): void;
  onSubmit(email: string): void;
}

/** One e-mail field and its button: resend verification and password recovery. */
export function EmailForm({ label, submitLabel, error, busy, initial = '', onEdit, onSubmit }: EmailFormProps) {
  const [email, setEmail] = useState(initial);
  return (
    <form
      className="form narrow"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(email);
      }}
    >
      <TextField
        label={label}
        type="email"
        name="email"
        aria-required
        autoComplete="email"
        inputMode="email"
        maxLength={MAX_LENGTH.email}
        value={email}
        error={error ?? undefined}
        onChange={(event) => {
          setEmail(event.target.value);
          onEdit();
        }}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Enviando…' : submitLabel}
      </button>
    </form>
  );
}
