import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { MAX_LENGTH } from '../../../../machines/rules/limits';
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

/** The personal data's inputs as the wizard's step 2 and the edit page show them: labels, types and limits. */
export const PERSONAL_INPUTS = {
  name: { label: 'Nombre', autoComplete: 'off', maxLength: MAX_LENGTH.name },
  lastName: { label: 'Apellido', autoComplete: 'off', maxLength: MAX_LENGTH.lastName },
  email: { label: 'Email', type: 'email', autoComplete: 'off', maxLength: MAX_LENGTH.email },
  phone: { label: 'Teléfono', type: 'tel', inputMode: 'numeric', autoComplete: 'off', maxLength: MAX_LENGTH.phone, hint: '9 dígitos' },
} as const satisfies Record<string, FuncionarioFieldProps>;
