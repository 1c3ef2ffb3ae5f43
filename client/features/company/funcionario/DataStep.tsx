import { firstError } from '../../../../machines/rules/account-rules';
import type { DataField, FuncionarioData, RutCheck } from '../../../../machines/funcionario-wizard.machine';
import type { FieldError } from '../../../../machines/types';
import { FuncionarioField, PERSONAL_INPUTS } from './Field';

export interface DataStepProps {
  rut: string;
  values: FuncionarioData;
  check: RutCheck | null;
  errors: FieldError[];
  validating: boolean;
  onEdit(field: DataField, value: string): void;
  onSubmit(): void;
}

/**
 * Step 2: name, last name, e-mail and phone, all required. A person found is prefilled with name and last name locked;
 * a disabled funcionario of the company has every field locked and the notice that Siguiente re-enables it; a natural
 * person's account shows the warning to verify the data. The server's message for each field shows under it.
 */
export function DataStep({ rut, values, check, errors, validating, onEdit, onSubmit }: DataStepProps) {
  const locked = (field: string) => check?.lockedFields.includes(field) ?? false;
  const field = (name: DataField) => ({
    name,
    value: values[name],
    required: true,
    readOnly: locked(name),
    error: firstError(errors, name),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onEdit(name, e.target.value),
  });
  const notice = check?.notice;
  return (
    <form
      className="card form"
      noValidate
      aria-busy={validating}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 tabIndex={-1}>Datos personales</h2>
      {notice && (
        <p className={check?.origin === 'PERSON' ? 'note note-warning' : 'note'} role="note">
          {notice}
        </p>
      )}
      <div className="form-grid">
        <FuncionarioField label="RUT" value={rut} readOnly error={firstError(errors, 'rut')} />
        <FuncionarioField {...PERSONAL_INPUTS.name} {...field('name')} />
        <FuncionarioField {...PERSONAL_INPUTS.lastName} {...field('lastName')} />
        <FuncionarioField {...PERSONAL_INPUTS.email} {...field('email')} />
        <FuncionarioField {...PERSONAL_INPUTS.phone} {...field('phone')} />
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={validating}>
          {validating ? 'Validando…' : 'Siguiente'}
        </button>
      </div>
    </form>
  );
}
