import type { ClientOption, WizardLine } from './clients';

interface ClientStepProps {
  line: WizardLine;
  clients: ClientOption[];
  chosen: string | null;
  error?: string;
  onChoose(id: string): void;
  onNext(): void;
}

/** Step 1: the client or address of the line (a plate for autogas). */
export function ClientStep({ line, clients, chosen, error, onChoose, onNext }: ClientStepProps) {
  const what = line === 'AUTOGAS' ? 'la patente' : 'el cliente';
  return (
    <section className="wizard-step" aria-labelledby="wizard-client">
      <h2 id="wizard-client" tabIndex={-1}>
        Selecciona {what}
      </h2>
      {clients.length === 0 ? (
        <p className="note">No existen clientes asociados</p>
      ) : (
        <fieldset className="wizard-choices" aria-describedby={error ? 'wizard-client-error' : undefined}>
          <legend className="visually-hidden">{line === 'AUTOGAS' ? 'Patente' : 'Cliente'}</legend>
          {clients.map((c) => (
            <label key={c.id} className="wizard-choice">
              <input type="radio" name="wizard-client" checked={chosen === c.id} onChange={() => onChoose(c.id)} />
              <span>
                <strong>{c.title}</strong>
                {c.detail && <span className="muted wizard-choice-detail"> {c.detail}</span>}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p id="wizard-client-error" className="tooltip-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={onNext}>
          Siguiente
        </button>
      </div>
    </section>
  );
}
