import { useMemo } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useSearch } from 'wouter';
import { useMachine } from '../machines';
import { selectedCode } from '../selected-client';
import type { WizardInput } from '../../../machines/request-wizard.machine';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { Notice } from '../../ui/Notice';
import { AgreementStep } from './AgreementStep';
import { wizardLogic } from './actors';
import { WIZARD_CLIENTS, WIZARD_COMPANY_CLIENTS } from './api';
import { CategoryStep } from './CategoryStep';
import { ClientStep } from './ClientStep';
import {
  clientsOf,
  companyClientsOf,
  includeOf,
  isCompanyLine,
  type ClientOption,
  type CompanyWizardLine,
  type PersonWizardLine,
  type WizardLine,
} from './clients';
import { PaidStep, SentStep } from './DoneSteps';
import type { Preload } from './preload';
import { FormStep } from './FormStep';
import { useStepFocus } from '../step-focus';

export type { WizardLine };

export interface RequestWizardProps {
  line: WizardLine;
  /**
   * a request code to open on step 3 (the simulator's C361, the electronic bill's C325…), for a client if given, its
   * form starting with `values` where given (the simulator's instalments)
   */
  preload?: Preload | null;
  /** the request code whose payment went through: the payment-success variant */
  code?: string | null;
}

/**
 * The four-step request wizard of a line's Requerimientos tab (spec 2 §2 "Request wizard"): a person's line offers
 * the user's linked accounts in step 1, Granel Industrial the company's clients the user holds Requerimientos on.
 */
export function RequestWizard({ line, ...props }: RequestWizardProps) {
  return isCompanyLine(line) ? <CompanyRequestWizard line={line} {...props} /> : <PersonRequestWizard line={line} {...props} />;
}

/** A new preload (another code, other values) starts the wizard again. */
const preloadKey = (preload: Preload | null | undefined) => (preload ? `${preload.code}${JSON.stringify(preload.values ?? {})}` : '');

function PersonRequestWizard({ line, preload, code }: RequestWizardProps & { line: PersonWizardLine }) {
  // cache-first: the dashboard's read carries these fields, and a newly linked account (the shell's list, refetched
  // on linking) is missing them, so it is asked for
  const { data, error, refetch } = useQuery(WIZARD_CLIENTS, { variables: includeOf(line), errorPolicy: 'all' });
  if (!data) return error ? <LoadError onRetry={() => refetch()} /> : <Loading />;
  const clients = clientsOf(line, data.viewer?.services);
  if (!clients) return <LoadError onRetry={() => refetch()} />;
  return <Wizard key={`${line}:${preloadKey(preload)}:${code ?? ''}`} line={line} clients={clients} preload={preload} code={code} />;
}

/**
 * A company line: the area's selected client (`?cliente=`, a client code, spec 3 §2) is step 1's choice, and the
 * client a preload is for; the preload's own `cliente`, read as a person's client id, means nothing here.
 */
function CompanyRequestWizard({ line, preload, code }: RequestWizardProps & { line: CompanyWizardLine }) {
  const selected = selectedCode(useSearch());
  const { data, error, refetch } = useQuery(WIZARD_COMPANY_CLIENTS, { errorPolicy: 'all' });
  if (!data) return error ? <LoadError onRetry={() => refetch()} /> : <Loading />;
  const clients = companyClientsOf(line, data.viewer?.company?.services);
  if (!clients) return <LoadError onRetry={() => refetch()} />;
  const chosen = clients.find((c) => c.code === selected)?.id ?? null;
  return (
    <Wizard
      key={`${line}:${preloadKey(preload)}:${code ?? ''}:${chosen ?? ''}`}
      line={line}
      clients={clients}
      preload={preload ? { ...preload, clientId: null } : null}
      code={code}
      chosen={chosen}
    />
  );
}

const STEPS = ['Cliente', 'Tipo de requerimiento', 'Formulario', 'Envío'];

function stepOf(value: string): number | null {
  switch (value) {
    case 'loadingCategories':
    case 'categoriesFailed':
    case 'preloading':
    case 'client':
      return 1;
    case 'category':
      return 2;
    case 'form':
    case 'submitting':
    case 'simulating':
    case 'loadingForm':
    case 'formFailed':
      return 3;
    case 'agreement':
    case 'confirming':
    case 'sent':
      return 4;
    default:
      return null;
  }
}

interface WizardProps extends RequestWizardProps {
  clients: ClientOption[];
  /** the id of the client step 1 starts with */
  chosen?: string | null;
}

function Wizard({ line, clients, preload, code, chosen }: WizardProps) {
  const client = useApolloClient();
  // the preload's values for its type's form, compared by what they say (a new search is a new object)
  const presets = JSON.stringify(preload?.values ?? null);
  const logic = useMemo(() => wizardLogic(client, JSON.parse(presets) as Preload['values'] | null), [client, presets]);
  const input: WizardInput = {
    line,
    clients: clients.map(({ id, clientId, patent }) => ({ id, clientId, patent })),
    preload,
    code,
    chosen,
  };
  const [snapshot, send] = useMachine(logic, { input });
  const { context } = snapshot;
  const value = snapshot.value as string;
  const step = stepOf(value);

  const shown = step === 4 && value !== 'sent' ? 'agreement' : value;
  const region = useStepFocus(shown);

  if (value === 'disabled')
    return (
      <div className="wizard wizard-disabled" role="status">
        <p>{context.disabledMessage}</p>
      </div>
    );

  const chosenType = context.categories.flatMap((c) => c.types).find((t) => t.id === context.typeId) ?? null;

  return (
    <div className="wizard" ref={region}>
      {step !== null && (
        <div className="wizard-steps">
          <p className="wizard-step-count">
            Paso {step} de {STEPS.length}
          </p>
          <ol aria-label="Pasos del requerimiento">
            {STEPS.map((label, i) => (
              <li key={label} aria-current={i + 1 === step ? 'step' : undefined} className={i + 1 < step ? 'done' : undefined}>
                {label}
              </li>
            ))}
          </ol>
        </div>
      )}
      {context.failure && value === 'client' && (
        <Notice title={context.failure} tone="info" onDismiss={() => send({ type: 'notice.dismiss' })} />
      )}
      {(value === 'preloading' || value === 'loadingCategories' || value === 'loadingForm') && <Loading />}
      {value === 'paid' && <PaidStep code={context.code ?? ''} onFinish={() => send({ type: 'wizard.finish' })} />}
      {value === 'client' && (
        <ClientStep
          line={line}
          clients={clients}
          chosen={context.client?.id ?? null}
          error={context.errors.find((e) => e.field === 'client')?.message}
          onChoose={(id) => send({ type: 'client.select', id })}
          onNext={() => send({ type: 'client.next' })}
        />
      )}
      {(value === 'categoriesFailed' || value === 'formFailed') && (
        <section className="wizard-step" aria-labelledby="wizard-failed">
          <h2 id="wizard-failed" tabIndex={-1}>
            {value === 'categoriesFailed' ? 'Nuevo requerimiento' : (chosenType?.name ?? 'Formulario')}
          </h2>
          {/* the server's own reason a form cannot be given ('Ya cuentas con una solicitud de este tipo…', no debt)
              stays so on a second try: Reintentar only where the load itself failed */}
          <LoadError
            message={context.failure ?? undefined}
            onRetry={value === 'formFailed' && context.failure ? undefined : () => send({ type: 'load.retry' })}
          />
          {value === 'formFailed' && (
            <div className="form-actions">
              <button type="button" className="button button-secondary" onClick={() => send({ type: 'wizard.back' })}>
                Volver
              </button>
            </div>
          )}
        </section>
      )}
      {value === 'category' && (
        <CategoryStep
          categories={context.categories}
          categoryId={context.categoryId}
          typeId={context.typeId}
          errors={context.errors}
          onCategory={(categoryId) => send({ type: 'category.select', categoryId })}
          onType={(typeId) => send({ type: 'type.select', typeId })}
          onBack={() => send({ type: 'wizard.back' })}
          onNext={() => send({ type: 'category.next' })}
        />
      )}
      {(value === 'form' || value === 'submitting' || value === 'simulating') && context.form && (
        <FormStep
          title={chosenType?.name ?? 'Formulario'}
          form={context.form}
          initial={context.values}
          errors={context.errors}
          failure={context.failure}
          busy={value !== 'form'}
          onEdit={(field) => send({ type: 'field.edit', field })}
          onBack={() => send({ type: 'wizard.back' })}
          onSubmit={(values) => send({ type: 'form.submit', values })}
        />
      )}
      {(value === 'agreement' || value === 'confirming') && context.simulation && (
        <AgreementStep
          simulation={context.simulation}
          initial={context.checks}
          errors={context.errors}
          failure={context.failure}
          busy={value === 'confirming'}
          onEdit={(field) => send({ type: 'field.edit', field })}
          onBack={() => send({ type: 'wizard.back' })}
          onConfirm={(checks) => send({ type: 'agreement.confirm', checks })}
        />
      )}
      {value === 'sent' && <SentStep message={context.sentMessage ?? ''} onFinish={() => send({ type: 'wizard.finish' })} />}
    </div>
  );
}
