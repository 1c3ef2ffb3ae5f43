import { Link } from 'wouter';
import { QUOTE_SAVED, QUOTE_SENT } from '../../../../machines/rules/quote-rules';
import type { CompanyClient } from '../../../shared/company-clients';
import { paths } from '../../../shared/paths';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { SelectField } from '../../../ui/SelectField';
import { companyClientLabel } from '../../../shared/CompanyLineShell';
import { errorOf, type StepProps } from './types';

/** Step 1: the client (its code, company and address) the quote is for. */
export function ClientStep({ snapshot, send, clients }: StepProps & { clients: readonly CompanyClient[] }) {
  const { context } = snapshot;
  const loading = snapshot.matches('loadingOptions');
  const failed = snapshot.matches('optionsFailed');
  return (
    <form
      className="quote-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'client.submit' });
      }}
    >
      <h2 tabIndex={-1}>Cliente</h2>
      <SelectField
        label="Cliente o dirección"
        required
        placeholder="Selecciona un cliente"
        options={clients.map((c) => ({ value: c.clientCode, label: companyClientLabel(c) }))}
        value={context.clientCode ?? ''}
        error={errorOf(context.errors, 'clientCode')}
        disabled={loading}
        onChange={(e) => send({ type: 'client.select', clientCode: e.target.value })}
      />
      {loading && <Loading label="Cargando los tipos de cotización…" />}
      {failed && <LoadError message={context.message ?? undefined} onRetry={() => send({ type: 'options.retry' })} />}
      <div className="quote-buttons">
        <button type="submit" className="button button-primary" disabled={loading}>
          Siguiente
        </button>
      </div>
    </form>
  );
}

/** Step 2: Tipo Cotización and Medio de Pago, from the client's quotes_type. */
export function TypeStep({ snapshot, send }: StepProps) {
  const { context } = snapshot;
  const types = context.options?.types ?? [];
  const chosen = types.find((t) => t.type === context.quoteType);
  const loading = snapshot.matches('loadingMaterials');
  const failed = snapshot.matches('materialsFailed') || snapshot.matches('materialsEmpty');
  return (
    <form
      className="quote-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'type.submit' });
      }}
    >
      <h2 tabIndex={-1}>Tipo Cotización</h2>
      <SelectField
        label="Tipo Cotización"
        required
        placeholder="Selecciona un tipo de cotización"
        options={types.map((t) => ({ value: t.type, label: t.label }))}
        value={context.quoteType ?? ''}
        error={errorOf(context.errors, 'quoteType')}
        disabled={loading}
        onChange={(e) => {
          const type = types.find((t) => t.type === e.target.value)?.type;
          if (type) send({ type: 'type.select', quoteType: type });
        }}
      />
      <SelectField
        label="Medio de Pago"
        required
        placeholder="Selecciona un medio de pago"
        options={(chosen?.paymentMethods ?? []).map((m) => ({ value: m.code, label: m.name }))}
        value={context.paymentCode ?? ''}
        error={errorOf(context.errors, 'paymentCode')}
        disabled={loading || !chosen}
        onChange={(e) => send({ type: 'payment.select', paymentCode: e.target.value })}
      />
      {loading && <Loading label="Cargando los materiales…" />}
      {failed && <LoadError message={context.message ?? undefined} onRetry={() => send({ type: 'materials.retry' })} />}
      <div className="quote-buttons">
        <button type="button" className="button button-ghost" onClick={() => send({ type: 'step.go', step: 'client' })}>
          Volver
        </button>
        <button type="submit" className="button button-primary" disabled={loading}>
          Siguiente
        </button>
      </div>
    </form>
  );
}

/** Step 4: 'Cotización enviada con éxito' (or saved for later); finishing starts a new quote from step 1. */
export function DoneStep({ outcome, onFinish }: { outcome: 'SENT' | 'SAVED' | null; onFinish: () => void }) {
  return (
    <div className="quote-step quote-done">
      <h2 tabIndex={-1}>{outcome === 'SAVED' ? QUOTE_SAVED : QUOTE_SENT}</h2>
      {outcome === 'SAVED' && <p>La encontrarás en Cotizaciones para completarla y enviarla.</p>}
      <div className="quote-buttons">
        <Link href={paths.institutional.quotes} className="button button-secondary">
          Ver Cotizaciones
        </Link>
        <button type="button" className="button button-primary" onClick={onFinish}>
          Finalizar
        </button>
      </div>
    </div>
  );
}
