import { useForm } from 'react-hook-form';
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

/** One e-mail field and its button: resend verification and password recovery. The machine checks it and holds its error. */
export function EmailForm({ label, submitLabel, error, busy, initial = '', onEdit, onSubmit }: EmailFormProps) {
  const { register, handleSubmit } = useForm({ defaultValues: { email: initial } });
  return (
    <form className="form narrow" noValidate aria-busy={busy} onSubmit={(event) => void handleSubmit((v) => onSubmit(v.email))(event)}>
      <TextField
        label={label}
        type="email"
        aria-required
        autoComplete="email"
        inputMode="email"
        maxLength={MAX_LENGTH.email}
        error={error ?? undefined}
        {...register('email', { onChange: onEdit })}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Enviando…' : submitLabel}
      </button>
    </form>
  );
}
