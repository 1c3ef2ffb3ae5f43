import { useEffect, useMemo } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useSetAtom } from 'jotai';
import { Link, useLocation } from 'wouter';
import type { WizardStepId } from '../../../machines/funcionario-wizard.machine';
import { CREATED } from '../../../machines/rules/funcionario-rules';
import { flashAtom } from '../../shared/flash';
import { useMachine } from '../../shared/machines';
import { paths } from '../../shared/paths';
import { Notice } from '../../ui/Notice';
import { WizardSteps } from '../../ui/WizardSteps';
import { wizardLogic } from './funcionario/actors';
import { GRANTABLE_COMPANIES } from './funcionario/api';
import { DataStep } from './funcionario/DataStep';
import { ClientsStep, SummaryStep } from './funcionario/LaterSteps';
import { ReservedModal, RutStep } from './funcionario/RutStep';
import './funcionario/funcionario.css';
import { useStepFocus } from '../../shared/step-focus';

const STEPS: ReadonlyArray<{ id: WizardStepId; label: string }> = [
  { id: 'rut', label: 'RUT' },
  { id: 'data', label: 'Datos personales' },
  { id: 'clients', label: 'Clientes' },
  { id: 'summary', label: 'Resumen' },
];

const STEP_OF: Record<string, WizardStepId> = {
  rut: 'rut',
  checking: 'rut',
  reserved: 'rut',
  requesting: 'rut',
  data: 'data',
  validating: 'data',
  clients: 'clients',
  summary: 'summary',
  saving: 'summary',
  saved: 'summary',
};

/** /funcionarios/nuevo: the four-step creation wizard (spec 3 §4), for the Administrador. */
export default function FuncionarioWizardPage() {
  const client = useApolloClient();
  const logic = useMemo(() => wizardLogic(client), [client]);
  const [snapshot, send] = useMachine(logic);
  // step 3's list is asked for as the wizard opens, so it is there when the step comes; it fails alone, in step 3
  const companies = useQuery(GRANTABLE_COMPANIES, { errorPolicy: 'all', notifyOnNetworkStatusChange: true });
  const setFlash = useSetAtom(flashAtom);
  const [, navigate] = useLocation();
  const value = snapshot.value as string;
  const step = STEP_OF[value] ?? 'rut';
  const { context } = snapshot;

  useEffect(() => {
    if (value !== 'saved') return;
    setFlash({ title: CREATED, text: '', tone: 'ok' });
    navigate(paths.funcionarios);
  }, [value, setFlash, navigate]);

  const region = useStepFocus(step);

  return (
    <section className="page funcionario-page" aria-labelledby="wizard-title">
      <p>
        <Link href={paths.funcionarios}>← Volver a Mis Funcionarios</Link>
      </p>
      <h1 id="wizard-title">Crear Funcionario</h1>
      <WizardSteps
        steps={STEPS}
        current={step}
        label="Pasos de la creación"
        onStepClick={(id) => send({ type: 'step.go', step: id })}
        canGoTo={(id) => snapshot.can({ type: 'step.go', step: id })}
      />
      {context.notice && (
        <Notice
          title={context.notice.title}
          text={context.notice.text}
          tone={context.notice.tone}
          onDismiss={() => send({ type: 'notice.dismiss' })}
        />
      )}
      <div ref={region}>
        {step === 'rut' && (
          <RutStep
            rut={context.rut}
            errors={context.errors}
            checking={value === 'checking'}
            onEdit={(text) => send({ type: 'rut.edit', value: text })}
            onSubmit={() => send({ type: 'rut.submit' })}
          />
        )}
        {step === 'data' && (
          <DataStep
            rut={context.rut}
            values={context.values}
            check={context.check}
            errors={context.errors}
            validating={value === 'validating'}
            onEdit={(field, text) => send({ type: 'field.edit', field, value: text })}
            onSubmit={() => send({ type: 'data.submit' })}
          />
        )}
        {step === 'clients' && (
          <ClientsStep
            companies={companies.data?.viewer?.company?.grantableCompanies}
            loading={companies.loading}
            error={companies.error}
            onRetry={() => companies.refetch()}
            grants={context.grants}
            onGrant={(clientId, privileges) => send({ type: 'grant.set', clientId, privileges })}
            grantError={context.grantError}
            onSubmit={() => send({ type: 'clients.submit' })}
          />
        )}
        {step === 'summary' && (
          <SummaryStep
            rut={context.rut}
            values={context.values}
            grants={context.grants}
            companies={companies.data?.viewer?.company?.grantableCompanies}
            saving={value === 'saving' || value === 'saved'}
            onSave={() => send({ type: 'wizard.save' })}
          />
        )}
      </div>
      {context.reserved && (
        <ReservedModal
          reserved={context.reserved}
          sending={value === 'requesting'}
          onConfirm={() => send({ type: 'reserved.confirm' })}
          onCancel={() => send({ type: 'reserved.cancel' })}
        />
      )}
    </section>
  );
}
