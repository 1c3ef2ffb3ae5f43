import { useMemo, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useLocation, useSearch } from 'wouter';
import { stepOf, type QuoteStepId, type SavedQuote } from '../../../machines/institutional-quote.machine';
import { useMachine } from '../../shared/machines';
import { paths } from '../../shared/paths';
import type { CompanyClient } from '../../shared/company-clients';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { WizardSteps } from '../../ui/WizardSteps';
import { QUOTE_DETAIL } from './api';
import { InstitutionalShell } from './InstitutionalShell';
import { institutionalTab } from './institutional-list';
import { quoteLogic } from './quote-actors';
import { ClientStep, DoneStep, TypeStep } from './quote/SimpleSteps';
import { FormStep } from './quote/FormStep';
import { useStepFocus } from '../../shared/step-focus';

const STEPS: ReadonlyArray<{ id: QuoteStepId; label: string }> = [
  { id: 'client', label: 'Cliente' },
  { id: 'type', label: 'Tipo Cotización' },
  { id: 'form', label: 'Formulario' },
  { id: 'done', label: 'Confirmación' },
];

// its first step reads nothing but the clients: they are asked for as the app goes to it
export const prefetch = institutionalTab(paths.institutional.quote, () => null);

/**
 * Cotizar Pedido (spec 3 §2, §4): client, quote type and payment method, the form, the confirmation. Opened with
 * ?cotizacion= it completes a quote saved for later, read first.
 */
export default function QuotePage() {
  const saved = new URLSearchParams(useSearch()).get('cotizacion');
  return (
    <InstitutionalShell current={paths.institutional.quote} selector={false}>
      {(clients) => (saved ? <SavedQuoteWizard quoteNumber={saved} clients={clients} /> : <QuoteWizard clients={clients} saved={null} />)}
    </InstitutionalShell>
  );
}

function SavedQuoteWizard({ quoteNumber, clients }: { quoteNumber: string; clients: readonly CompanyClient[] }) {
  const clientCode = new URLSearchParams(useSearch()).get('cliente') ?? clients[0]?.clientCode ?? '';
  const { data, loading, error, refetch } = useQuery(QUOTE_DETAIL, { variables: { clientCode, quoteNumber }, errorPolicy: 'all' });
  const quote = data?.viewer?.quote;
  // the quote as it was opened: sending it evicts the cached one, and the wizard must not be unmounted by that
  const [opened, setOpened] = useState<SavedQuote | null>(null);
  if (!opened && quote?.incomplete) setOpened({ ...quote, clientCode: quote.clientCode ?? clientCode });
  if (opened) return <QuoteWizard clients={clients} saved={opened} />;
  if (!quote) {
    if (loading) return <Loading label="Cargando la cotización…" />;
    return <LoadError onRetry={() => refetch()} error={error} message={error ? undefined : 'La cotización no existe'} />;
  }
  return <p role="status">{`La cotización N° ${quoteNumber} ya fue enviada.`}</p>;
}

function QuoteWizard({ clients, saved }: { clients: readonly CompanyClient[]; saved: SavedQuote | null }) {
  const apollo = useApolloClient();
  const logic = useMemo(() => quoteLogic(apollo), [apollo]);
  const search = useSearch();
  const [, navigate] = useLocation();
  const [snapshot, send] = useMachine(logic, { input: { clientCode: new URLSearchParams(search).get('cliente'), saved } });
  const step = stepOf(snapshot);

  const region = useStepFocus(step);

  const finish = () => {
    send({ type: 'quote.finish' });
    // a completed saved quote is not opened again
    if (saved) navigate(paths.institutional.quote, { replace: true });
  };

  return (
    <div className="quote-wizard">
      <WizardSteps
        steps={STEPS}
        current={step}
        label="Pasos de la cotización"
        onStepClick={(id) => send({ type: 'step.go', step: id as 'client' | 'type' })}
        canGoTo={(id) => (id === 'client' || id === 'type') && snapshot.can({ type: 'step.go', step: id })}
      />
      <div ref={region}>
        {step === 'client' && <ClientStep snapshot={snapshot} send={send} clients={clients} />}
        {step === 'type' && <TypeStep snapshot={snapshot} send={send} />}
        {step === 'form' && <FormStep snapshot={snapshot} send={send} />}
        {step === 'done' && <DoneStep outcome={snapshot.context.outcome} onFinish={finish} />}
      </div>
    </div>
  );
}
