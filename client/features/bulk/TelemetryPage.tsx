import { useMemo, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useSetAtom } from 'jotai';
import { useMachine } from '../../shared/machines';
import { Link, useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { TELEMETRY_CONFIRM, telemetryActivationMachine } from '../../../machines/telemetry-activation.machine';
import { MISSING } from '../../lib/format';
import { flashAtom } from '../../shared/flash';
import { href, paths } from '../../shared/paths';
import { Loading } from '../../ui/Loading';
import { Modal } from '../../ui/Modal';
import { ACTIVATE_TELEMETRY, SET_TELEMETRY_ALERT, TELEMETRY } from './api';
import { BulkShell } from './BulkShell';
import { bulkTab } from './bulk-list';
import { screenRead } from '../../shared/screen-reads';
import { SessionActor } from '../../shared/session-actor';
import { TelemetryReadFailure } from './TelemetryReadFailure';
import { keyed } from '../../lib/row-keys';
import './bulk.css';

/** Spec 2 §9: levels 0-5 are a tank below 5, 10, 20, 30, 40, 50 %. */
export const ALERT_LEVELS = [5, 10, 20, 30, 40, 50] as const;
export const ALERT_SAVE_ERROR = 'No fue posible guardar el aviso, por favor intenta más tarde';
export const ACTIVATED_TITLE = 'Telemetría activada';

// about every client: asked at once, beside the list; naming the user, whose alert settings it shows, spares the
// gateway looking the user up first
const telemetryRead = (userId: string | null) => screenRead(TELEMETRY, { userId });
export const prefetch = bulkTab(paths.bulk.telemetry, (_, __, { userId }) => telemetryRead(userId));

/** Telemetría (spec 2 §2, §4): the clients, activation after a confirmation, and the alert level. */
export default function TelemetryPage() {
  return (
    <BulkShell current={paths.bulk.telemetry} selector={false}>
      {() => <Telemetry />}
    </BulkShell>
  );
}

function Telemetry() {
  const userId = SessionActor.useSelector((s) => s.context.session?.user.id ?? null);
  const { data, loading, error, refetch } = useQuery(TELEMETRY, { variables: telemetryRead(userId).variables, errorPolicy: 'all' });
  const [setAlert, alertState] = useMutation(SET_TELEMETRY_ALERT);
  const [alertError, setAlertError] = useState<string | null>(null);
  // spec 2 §8: telemetry errors show the message in a modal (a failed read too)
  const chooseLevel = async (level: number | null) => {
    try {
      const answer = (await setAlert({ variables: { level } })).data?.setTelemetryAlert;
      if (!answer?.ok) setAlertError(answer?.message ?? ALERT_SAVE_ERROR);
    } catch {
      setAlertError(ALERT_SAVE_ERROR);
    }
    void refetch();
  };
  const telemetry = data?.viewer?.telemetry;
  let body;
  if (!telemetry) body = loading ? <Loading /> : <TelemetryReadFailure error={error} onRetry={() => refetch()} />;
  else if (!telemetry.clients.length) body = <p className="empty">No existen clientes asociados</p>;
  else
    body = (
      <>
        <ul className="telemetry-clients">
          {keyed(telemetry.clients, (c) => c.clientCode).map((c) =>
            // a client the backend sent without its code shows, and offers nothing (issue 37)
            c.clientCode ? (
              <TelemetryClient key={c.rowKey} clientCode={c.clientCode} address={c.address} active={c.active} />
            ) : (
              <li key={c.rowKey}>
                <span>
                  {MISSING} – {c.address ?? MISSING}
                </span>
              </li>
            ),
          )}
        </ul>
        {telemetry.alertsEnabled && (
          <fieldset className="telemetry-alert">
            <legend>Avisarme cuando el tanque esté bajo</legend>
            {ALERT_LEVELS.map((percent, level) => (
              <button
                key={level}
                type="button"
                className="button button-secondary"
                aria-pressed={telemetry.alertLevel === level}
                disabled={alertState.loading}
                // choosing the selected level again clears it (spec 2 §4)
                onClick={() => void chooseLevel(telemetry.alertLevel === level ? null : level)}
              >
                {percent}%
              </button>
            ))}
          </fieldset>
        )}
      </>
    );
  return (
    <>
      {body}
      {alertError && (
        <Modal title="Telemetría" size="small" onClose={() => setAlertError(null)}>
          <p role="alert">{alertError}</p>
        </Modal>
      )}
    </>
  );
}

function TelemetryClient({ clientCode, address, active }: { clientCode: string; address: string | null; active: boolean }) {
  const client = useApolloClient();
  const [, navigate] = useLocation();
  const setFlash = useSetAtom(flashAtom);
  const tanks = href(paths.bulk.tanks, { clientCode });
  const logic = useMemo(
    () =>
      telemetryActivationMachine.provide({
        actors: {
          activate: fromPromise<{ ok: boolean; message: string | null }, { clientCode: string }>(async ({ input }) => {
            const result = await client.mutate({ mutation: ACTIVATE_TELEMETRY, variables: input });
            if (result.error || !result.data) throw result.error ?? new Error('Sin respuesta');
            if (result.data.activateTelemetry.ok) {
              // the tank list appears (spec 2 §2), told that the activation went through: a client whose tanks are
              // not connected yet otherwise lands on an empty list with no word of what happened
              setFlash({ title: ACTIVATED_TITLE, text: `La telemetría del cliente ${input.clientCode} quedó activada.`, tone: 'ok' });
              navigate(tanks);
            }
            return result.data.activateTelemetry;
          }),
        },
      }),
    [client, navigate, setFlash, tanks],
  );
  const [state, send] = useMachine(logic, { input: { clientCode, active } });
  return (
    <li>
      <span>
        {clientCode} – {address ?? MISSING}
      </span>
      {state.matches('active') ? (
        <Link href={tanks}>Ver tanques</Link>
      ) : (
        <button type="button" className="button button-secondary" onClick={() => send({ type: 'telemetry.activate' })}>
          Activar telemetría
        </button>
      )}
      {(state.matches('confirming') || state.matches('activating')) && (
        <Modal
          title="Activar telemetría"
          size="small"
          onClose={() => send({ type: 'dialog.close' })}
          actions={
            <>
              <button type="button" className="button button-secondary" onClick={() => send({ type: 'dialog.close' })}>
                Cancelar
              </button>
              <button
                type="button"
                className="button button-primary"
                disabled={state.matches('activating')}
                onClick={() => send({ type: 'telemetry.confirm' })}
              >
                Activar
              </button>
            </>
          }
        >
          <p>{TELEMETRY_CONFIRM}</p>
        </Modal>
      )}
      {state.matches('failed') && (
        <Modal title="Telemetría" size="small" onClose={() => send({ type: 'dialog.close' })}>
          <p role="alert">{state.context.error}</p>
        </Modal>
      )}
    </li>
  );
}
