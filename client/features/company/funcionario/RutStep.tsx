import { firstError } from '../../../../machines/rules/account-rules';
import { MAX_LENGTH } from '../../../../machines/rules/limits';
import type { FieldError } from '../../../../machines/types';
import type { ReservedFuncionario } from '../../../../machines/funcionario-wizard.machine';
import { Modal } from '../../../ui/Modal';
import { FuncionarioField } from './Field';

export interface RutStepProps {
  rut: string;
  errors: FieldError[];
  checking: boolean;
  onEdit(value: string): void;
  onSubmit(): void;
}

/** Step 1: the RUT, formatted as typed; the check's message (the server's errors.dni) under it. */
export function RutStep({ rut, errors, checking, onEdit, onSubmit }: RutStepProps) {
  return (
    <form
      className="card form"
      noValidate
      aria-busy={checking}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 tabIndex={-1}>RUT del funcionario</h2>
      <div className="form-grid">
        <FuncionarioField
          label="RUT"
          required
          value={rut}
          maxLength={MAX_LENGTH.rut}
          autoComplete="off"
          hint="Ej: 12345678-9"
          error={firstError(errors, 'rut')}
          onChange={(e) => onEdit(e.target.value)}
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={checking}>
          {checking ? 'Verificando…' : 'Siguiente'}
        </button>
      </div>
    </form>
  );
}

/** The reserved RUT (spec 3 §4): its two messages, and a request to the company that holds the funcionario. */
export function ReservedModal({
  reserved,
  sending,
  onConfirm,
  onCancel,
}: {
  reserved: ReservedFuncionario;
  sending: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <Modal
      title={reserved.title}
      size="small"
      onClose={sending ? undefined : onCancel}
      actions={
        <>
          <button type="button" className="button button-secondary" disabled={sending} onClick={onCancel}>
            Cancelar
          </button>
          <button type="button" className="button" disabled={sending} aria-busy={sending} onClick={onConfirm}>
            {sending ? 'Enviando…' : 'Enviar solicitud'}
          </button>
        </>
      }
    >
      {reserved.messages.map((message, index) => (
        <p key={index}>{message}</p>
      ))}
    </Modal>
  );
}
