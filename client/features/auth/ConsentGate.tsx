import { useEffect, useMemo } from 'react';
import { useMachine } from '../../shared/machines';
import { fromPromise } from 'xstate';
import { consentMachine } from '../../../machines/consent.machine';
import { useConnection } from '../../shared/apollo-ready';
import { SessionActor } from '../../shared/session-actor';
import { Loading } from '../../ui/Loading';
import { Modal } from '../../ui/Modal';
import { ACCEPT_CONSENT, CONSENT_TERMS } from './api';

/** After login, the terms modal for a user who has not accepted them (spec 1 §4 Consent). */
export function ConsentGate() {
  const hasConsent = SessionActor.useSelector((s) => s.context.session?.hasConsentSalesForce ?? true);
  if (hasConsent) return null;
  return <ConsentModal />;
}

function ConsentModal() {
  // the shell shows before Apollo has loaded: the terms ask for it
  const { apollo } = useConnection();
  const session = SessionActor.useActorRef();
  const logic = useMemo(
    () =>
      consentMachine.provide({
        actors: {
          loadTerms: fromPromise(async () => {
            const client = await apollo.load();
            const result = await client.query({ query: CONSENT_TERMS, fetchPolicy: 'network-only' });
            if (!result.data) throw new Error('Sin términos');
            return result.data.consentTerms;
          }),
          acceptConsent: fromPromise(async () => {
            const client = await apollo.load();
            const result = await client.mutate({ mutation: ACCEPT_CONSENT });
            if (!result.data?.acceptConsent.ok) throw new Error(result.data?.acceptConsent.message ?? 'No aceptado');
          }),
        },
      }),
    [apollo],
  );
  const [state, send] = useMachine(logic, { input: { hasConsent: false } });
  const result = state.status === 'done' ? state.output?.result : undefined;

  useEffect(() => {
    if (result === 'rejected') session.send({ type: 'session.logout' });
    if (result === 'accepted') session.send({ type: 'session.consentAccepted' });
  }, [result, session]);

  if (state.status === 'done') return null;
  if (state.matches('accepted')) {
    return (
      <Modal
        title="Términos y condiciones aceptados"
        onClose={() => send({ type: 'modal.close' })}
        actions={
          <button type="button" className="button" onClick={() => send({ type: 'modal.close' })}>
            Aceptar
          </button>
        }
      >
        <p>Gracias. Ya puedes usar todos los servicios de la Sucursal Virtual.</p>
      </Modal>
    );
  }
  const busy = state.matches('loadingTerms') || state.matches('accepting');
  return (
    <Modal
      title="Términos y condiciones"
      actions={
        <>
          <button type="button" className="button button-secondary" disabled={busy} onClick={() => send({ type: 'consent.reject' })}>
            RECHAZAR
          </button>
          {state.matches('loadFailed') ? (
            <button type="button" className="button" onClick={() => send({ type: 'terms.retry' })}>
              Reintentar
            </button>
          ) : (
            <button type="button" className="button" disabled={busy} onClick={() => send({ type: 'consent.accept' })}>
              {state.matches('accepting') ? 'Enviando…' : 'ACEPTAR'}
            </button>
          )}
        </>
      }
    >
      {state.matches('loadingTerms') && <Loading label="Cargando términos…" />}
      {state.context.error && (
        <p className="form-error" role="alert">
          {state.context.error}
        </p>
      )}
      {state.context.terms && <div className="terms-text">{state.context.terms}</div>}
    </Modal>
  );
}
