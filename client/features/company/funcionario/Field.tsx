import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { describedBy, FieldMessages } from '../../../ui/FieldMessages';

export interface FuncionarioFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** TextField with the star of a required field (spec 3 §5: the four inputs are marked required) and aria-required. */
export const FuncionarioField = forwardRef<HTMLInputElement, FuncionarioFieldProps>(function FuncionarioField(
  { label, error, hint, required, ...input },
  ref,
) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required-star" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        ref={ref}
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
});
