import { useState, type FormEvent } from 'react';
import type { Checks } from '../../../machines/request-wizard.machine';
import type { AgreementSimulation, FieldError } from '../../../machines/types';
import { formatMoney } from '../../lib/format';

interface AgreementStepProps {
  simulation: AgreementSimulation;
  initial: Checks;
  errors: FieldError[];
  failure: string | null;
  busy: boolean;
  onEdit(field: string): void;
  onBack(): void;
  onConfirm(checks: Checks): void;
}

const CHECKS = [
  { name: 'check_address', key: 'checkAddress', label: 'Confirmo que la dirección del servicio es correcta' },
  { name: 'check_term_conditions', key: 'checkTermConditions', label: 'Acepto los términos y condiciones del convenio de pago' },
] as const;

/** Step 4b: the agreement the server simulated, and the two confirmations it checks (spec 2 §4, §9). */
export function AgreementStep({ simulation, initial, errors, failure, busy, onEdit, onBack, onConfirm }: AgreementStepProps) {
  const [checks, setChecks] = useState<Checks>(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm(checks);
  };
  return (
    <section className="wizard-step" aria-labelledby="wizard-agreement">
      <h2 id="wizard-agreement" tabIndex={-1}>
        Simulación de convenio
      </h2>
      <dl className="wizard-summary" aria-label="Resumen del convenio">
        <div>
          <dt>Deuda</dt>
          <dd>{formatMoney(simulation.debt)}</dd>
        </div>
        <div>
          <dt>Pie ({simulation.downPaymentPercent}%)</dt>
          <dd>{formatMoney(simulation.downPayment)}</dd>
        </div>
        <div>
          <dt>Cuotas</dt>
          <dd>
            {simulation.instalments}
            {simulation.interestFree ? ' sin interés' : ''}
          </dd>
        </div>
        <div>
          <dt>Valor cuota</dt>
          <dd>{formatMoney(simulation.instalmentAmount)}</dd>
        </div>
      </dl>
      <form className="wizard-form" noValidate onSubmit={submit} aria-busy={busy}>
        {CHECKS.map((c) => {
          const error = errors.find((e) => e.field === c.name)?.message;
          return (
            <div key={c.name} className="field wizard-check field-wide">
              <input
                id={`wizard-${c.name}`}
                type="checkbox"
                checked={checks[c.key]}
                disabled={busy}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `wizard-${c.name}-error` : undefined}
                onChange={(e) => {
                  setChecks((current) => ({ ...current, [c.key]: e.target.checked }));
                  onEdit(c.name);
                }}
              />
              <label htmlFor={`wizard-${c.name}`}>{c.label}</label>
              {error && (
                <span id={`wizard-${c.name}-error`} className="field-error" role="alert">
                  {error}
                </span>
              )}
            </div>
          );
        })}
        <div className="form-actions field-wide">
          <button type="button" className="button button-secondary" onClick={onBack} disabled={busy}>
            Volver
          </button>
          <button
            type="submit"
            className="button"
            disabled={busy}
            aria-busy={busy}
            aria-describedby={failure ? 'wizard-failure' : undefined}
          >
            {busy ? 'Enviando…' : 'Confirmar'}
          </button>
        </div>
        {failure && (
          <p id="wizard-failure" className="tooltip-error field-wide" role="alert">
            {failure}
          </p>
        )}
      </form>
    </section>
  );
}
