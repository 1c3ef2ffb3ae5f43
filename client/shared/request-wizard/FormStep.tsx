import { useEffect, useRef, useState, type FormEvent } from 'react';
import { agreementTerms, isAgreementForm, type FieldValue, type FormValues } from '../../../machines/request-wizard.form';
import type { FieldError, RequestForm } from '../../../machines/types';
import { formatMoney } from '../../lib/format';
import { FormField } from './FormField';

interface FormStepProps {
  title: string;
  form: RequestForm;
  /** what the wizard kept: the form's first values, or what was typed before a failure or before step 4b */
  initial: FormValues;
  errors: FieldError[];
  /** the general message, shown on the submit button */
  failure: string | null;
  busy: boolean;
  onEdit(field: string): void;
  onBack(): void;
  onSubmit(values: FormValues): void;
}

/** Step 3: the form the server described, field by field; an agreement form shows its down payment and is simulated. */
export function FormStep({ title, form, initial, errors, failure, busy, onEdit, onBack, onSubmit }: FormStepProps) {
  const [values, setValues] = useState<FormValues>(initial);
  // a file refused at selection: its message until another file is chosen
  const [refused, setRefused] = useState<Record<string, string>>({});
  const agreement = isAgreementForm(form);
  // an error under a name the form does not draw has no field to stand under: it joins the general message
  const general = [failure, ...errors.filter((e) => !form.fields.some((f) => f.name === e.field)).map((e) => e.message)].filter(
    (m): m is string => !!m,
  );
  const terms = agreementTerms(form, values);

  const change = (name: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    setRefused(({ [name]: _, ...rest }) => rest);
    onEdit(name);
  };
  const refuse = (name: string, message: string) => {
    setValues((current) => ({ ...current, [name]: null }));
    setRefused((current) => ({ ...current, [name]: message }));
    onEdit(name);
  };
  // after a submit, the first field refused (by the client's checks or the server's) takes the focus
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  useEffect(() => {
    if (!submitted.current || busy) return;
    submitted.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, busy]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    submitted.current = true;
    onSubmit(values);
  };

  return (
    <section className="wizard-step" aria-labelledby="wizard-form">
      <h2 id="wizard-form" tabIndex={-1}>
        {title}
      </h2>
      {form.description && <p className="note">{form.description}</p>}
      <form ref={formRef} className="wizard-form" noValidate onSubmit={submit} aria-busy={busy}>
        {form.fields.length === 0 && <p className="note field-wide">Este requerimiento no necesita más datos: envíalo para registrarlo.</p>}
        {form.fields.map((field) => (
          <FormField
            key={field.name}
            field={field}
            value={values[field.name] ?? null}
            error={refused[field.name] ?? errors.find((e) => e.field === field.name)?.message}
            disabled={busy}
            onChange={(value) => change(field.name, value)}
            onRefuse={(message) => refuse(field.name, message)}
          />
        ))}
        {terms && (
          <dl className="wizard-summary field-wide" aria-label="Pie del convenio">
            <div>
              <dt>Deuda</dt>
              <dd>{formatMoney(terms.debt)}</dd>
            </div>
            <div>
              <dt>Pie ({terms.percent}%)</dt>
              <dd>{formatMoney(terms.downPayment)}</dd>
            </div>
            <div>
              <dt>Cuotas</dt>
              <dd>{terms.instalments}</dd>
            </div>
          </dl>
        )}
        <div className="form-actions field-wide">
          <button type="button" className="button button-secondary" onClick={onBack} disabled={busy}>
            Volver
          </button>
          <button
            type="submit"
            className="button"
            disabled={busy}
            aria-busy={busy}
            aria-describedby={general.length ? 'wizard-failure' : undefined}
          >
            {busy ? (agreement ? 'Simulando…' : 'Enviando…') : agreement ? 'Simular convenio' : 'Enviar'}
          </button>
        </div>
        {general.length > 0 && (
          <p id="wizard-failure" className="tooltip-error field-wide" role="alert">
            {general.join(' ')}
          </p>
        )}
      </form>
    </section>
  );
}
