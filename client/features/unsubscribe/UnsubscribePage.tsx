import { useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Link, useParams } from 'wouter';
import { unsubscribeMachine, type BillUnsubscription } from '../../../machines/unsubscribe.machine';
import { mutationActor, queryActor } from '../../lib/mutation-actor';
import { useMachine } from '../../shared/machines';
import { paths } from '../../shared/paths';
import { DetailList } from '../../ui/DetailList';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { Modal } from '../../ui/Modal';
import { BILL_UNSUBSCRIPTION, UNSUBSCRIBE_BILL } from './api';

const UNSUBSCRIBE_FAILED = 'Ha ocurrido un error. Por favor, inténtalo de nuevo más tarde.';

/** The client number (if any) and the e-mail the link names. */
function Subscription({ subscription }: { subscription: BillUnsubscription }) {
  return (
    <DetailList
      items={[
        subscription.clientNumber ? { label: 'N° Cliente', value: subscription.clientNumber } : null,
        { label: 'Correo electrónico', value: subscription.email },
      ]}
    />
  );
}

/**
 * /desuscribir/{token}: the electronic bill's unsubscribe link, without a session (spec 3 §2, §4). What the link
 * names is read first; one already cancelled says so; otherwise Aceptar, a confirmation, and the outcome.
 */
export default function UnsubscribePage() {
  const { token = '' } = useParams<{ token: string }>();
  const client = useApolloClient();
  const logic = useMemo(
    () =>
      unsubscribeMachine.provide({
        actors: {
          read: queryActor(
            client,
            BILL_UNSUBSCRIPTION,
            (input: { token: string }) => input,
            (data) => data.billUnsubscription ?? null,
          ),
          unsubscribe: mutationActor(
            client,
            UNSUBSCRIBE_BILL,
            (input: { token: string }) => input,
            (data) => data.unsubscribeBill,
          ),
        },
      }),
    [client],
  );
  const [state, send] = useMachine(logic, { input: { token } });
  const { subscription, othersStillReceive } = state.context;
  const asking = state.matches('confirming') || state.matches('unsubscribing');
  const busy = state.matches('unsubscribing');

  let body;
  if (state.matches('reading')) body = <Loading label="Cargando tu suscripción…" />;
  else if (state.matches('readFailed')) body = <LoadError onRetry={() => send({ type: 'read.retry' })} />;
  else if (state.matches('invalid'))
    body = (
      <p role="alert">
        El enlace de desuscripción no es válido. Revisa que lo hayas copiado completo desde el correo, o administra tu suscripción en la
        Sucursal Virtual.
      </p>
    );
  else if (state.matches('alreadyProcessed')) body = <p role="status">Tu solicitud de desuscripción ya fue procesada.</p>;
  else if (state.matches('done'))
    body = (
      <p role="status">
        {othersStillReceive
          ? 'Tu solicitud fue procesada. Dejarás de recibir la boleta electrónica en este correo; se seguirá enviando a los demás correos registrados.'
          : 'Tu solicitud fue procesada. Dejarás de recibir la boleta electrónica y, a partir del próximo período de facturación o el siguiente, recibirás tu boleta impresa en tu domicilio.'}
      </p>
    );
  else if (subscription)
    body = (
      <>
        <p>¿Deseas dejar de recibir la boleta electrónica en este correo?</p>
        <Subscription subscription={subscription} />
        {state.matches('failed') && (
          <p className="field-error" role="alert">
            {UNSUBSCRIBE_FAILED}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="button" onClick={() => send({ type: 'unsubscribe.accept' })}>
            Aceptar
          </button>
        </div>
      </>
    );

  return (
    <section className="form-card" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">Desuscripción de boleta electrónica</h1>
      {body}
      {state.status === 'done' && (
        <p>
          <Link href={paths.login}>Ir a Sucursal Virtual</Link>
        </p>
      )}
      {asking && subscription && (
        <Modal
          title="Confirmar desuscripción"
          size="small"
          onClose={busy ? undefined : () => send({ type: 'dialog.close' })}
          actions={
            <>
              <button type="button" className="button button-secondary" disabled={busy} onClick={() => send({ type: 'dialog.close' })}>
                Cancelar
              </button>
              <button
                type="button"
                className="button"
                disabled={busy}
                aria-busy={busy}
                onClick={() => send({ type: 'unsubscribe.confirm' })}
              >
                {busy ? 'Enviando…' : 'Aceptar'}
              </button>
            </>
          }
        >
          <p>
            {subscription.clientNumber
              ? `Dejarás de recibir la boleta electrónica del N° Cliente ${subscription.clientNumber} en ${subscription.email}.`
              : `Dejarás de recibir la boleta electrónica en ${subscription.email}.`}{' '}
            Si ningún otro correo la recibe, te llegará impresa a tu domicilio.
          </p>
        </Modal>
      )}
    </section>
  );
}
