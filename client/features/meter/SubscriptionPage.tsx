import { useMemo, useRef } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMachine } from '../../shared/machines';
import { Link } from 'wouter';
import {
  appliesFrom,
  CATEGORY_REQUIRED,
  changedRows,
  rowOf,
  SUBSCRIPTION_LOAD_ERROR,
  subscriptionMachine,
  type BillSubscriptionContact,
  type BillSubscriptionPayload,
  type SubscriberCategory,
} from '../../../machines/subscription.machine';
import { fromPromise } from 'xstate';
import { MISSING } from '../../lib/format';
import { mutationActor, readFresh } from '../../lib/mutation-actor';
import { withServerMessage } from '../../lib/server-message';
import { paths } from '../../shared/paths';
import { preloadHref } from '../../shared/request-wizard/preload';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { Modal } from '../../ui/Modal';
import { BILL_SUBSCRIPTIONS, UPDATE_BILL_SUBSCRIPTIONS } from './api';
import { MeterFrame } from './MeterFrame';
import { meterTab } from './meter-list';
import { screenRead, visitPolicy } from '../../shared/screen-reads';
import './meter.css';

const CATEGORY_LABEL: Record<SubscriberCategory, string> = { OWNER: 'DUEÑO', TENANT: 'ARRENDATARIO' };

const SOME_OK_TEXTS = {
  inReview:
    'Para los siguientes códigos de cliente se alcanzó el máximo de usuarios suscritos por lo que la solicitud de suscripción pasará a revisión:',
  inProgress: 'Para los siguientes números de cliente ya se registra una solicitud de suscripción en curso:',
  failed:
    'Para los siguientes códigos de cliente se alcanzó el máximo de usuarios suscritos pero no se pudo generar una solicitud de revisión suscripción:',
} as const;

function ResultModal({
  result,
  sent,
  contacts,
  onClose,
}: {
  result: BillSubscriptionPayload;
  sent: Array<{ id: string; subscribed: boolean }>;
  contacts: BillSubscriptionContact[];
  onClose: () => void;
}) {
  const pending = new Set([...result.inReview, ...result.inProgress, ...result.failed].map((r) => r.contractCode));
  const done = sent.flatMap((row) => {
    const contact = contacts.find((c) => c.id === row.id);
    return contact && !pending.has(contact.contractCode)
      ? [{ id: contact.id, code: contact.contractCode ?? MISSING, subscribed: row.subscribed }]
      : [];
  });
  const month = appliesFrom() === 'next' ? 'próximo' : 'subsiguiente';
  return (
    <Modal
      title={result.outcome === 'OK' ? 'Suscripción actualizada' : 'Suscripción actualizada parcialmente'}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          Aceptar
        </button>
      }
    >
      {done.map((d) => (
        <p key={d.id}>
          {d.subscribed
            ? `Se activó la suscripción a la boleta electrónica del N° Cliente ${d.code}.`
            : `Se canceló la suscripción a la boleta electrónica del N° Cliente ${d.code}.`}
        </p>
      ))}
      {done.length > 0 && <p>El cambio se aplicará a partir del {month} mes de facturación.</p>}
      {/* 'keeps being sent to the others' answers a cancellation: after a subscription it would read as one (issue 43) */}
      {result.remainingContacts.length > 0 && done.some((d) => !d.subscribed) && (
        <p>La boleta se seguirá enviando a los demás correos suscritos a este número de cliente: {result.remainingContacts.join(', ')}.</p>
      )}
      {(['inReview', 'inProgress', 'failed'] as const).map((list) =>
        result[list].length ? (
          <div key={list}>
            <p>{SOME_OK_TEXTS[list]}</p>
            <ul>
              {result[list].map((r, index) => (
                <li key={`${index}-${r.contractCode}`}>
                  {r.contractCode ?? MISSING}
                  {r.address ? ` · ${r.address}` : ''}
                  {r.requirementNumber ? ` · Requerimiento ${r.requirementNumber}` : ''}
                </li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
    </Modal>
  );
}

const subscriptionsRead = screenRead(BILL_SUBSCRIPTIONS, {}, 'network-only');

// about every meter: the read needs none of the list, so it goes out beside it
export const prefetch = meterTab(() => subscriptionsRead);

function Subscription() {
  const client = useApolloClient();
  const { data: user } = useQuery(BILL_SUBSCRIPTIONS, { fetchPolicy: 'cache-first', errorPolicy: 'all' });
  // once a load has failed or a save been made, the contacts are asked again rather than taken from the prefetch
  const fresh = useRef(false);
  const email = user?.viewer?.user?.email ?? '';
  const logic = useMemo(
    () =>
      subscriptionMachine.provide({
        actors: {
          loadContacts: fromPromise(async () => {
            // a load takes the read this navigation's prefetch made (one round trip by URL)
            const read =
              !fresh.current && visitPolicy(client, subscriptionsRead) === 'cache-first'
                ? client.query({ query: BILL_SUBSCRIPTIONS, fetchPolicy: 'cache-first' }).then((result) => {
                    if (result.error) throw result.error;
                    if (!result.data) throw new Error(SUBSCRIPTION_LOAD_ERROR);
                    return result.data;
                  })
                : readFresh(client, BILL_SUBSCRIPTIONS, {});
            const data = await read.catch((error: unknown) => {
              fresh.current = true;
              return Promise.reject(withServerMessage(error));
            });
            const contacts = data.viewer?.billSubscriptions;
            if (!contacts) {
              fresh.current = true;
              throw new Error(SUBSCRIPTION_LOAD_ERROR);
            }
            return contacts;
          }),
          saveSubscriptions: mutationActor(
            client,
            UPDATE_BILL_SUBSCRIPTIONS,
            (input: Array<{ id: string; subscribed: boolean; category: SubscriberCategory }>) => {
              fresh.current = true;
              return { input };
            },
            (data) => data.updateBillSubscriptions,
          ),
        },
      }),
    [client],
  );
  const [state, send] = useMachine(logic);
  const { contacts, error, pending, result, sent } = state.context;

  if (state.matches('loading')) return <Loading label="Cargando tus suscripciones…" />;
  if (state.matches('loadFailed'))
    return <LoadError message={state.context.loadError ?? SUBSCRIPTION_LOAD_ERROR} onRetry={() => send({ type: 'load.retry' })} />;

  const pendingContact = contacts.find((c) => c.id === pending);
  const pendingRow = pendingContact ? rowOf(state.context, pendingContact) : null;
  const saving = state.matches('saving');

  return (
    <>
      <p>
        Tus boletas y facturas electrónicas llegarán al correo <strong>{email}</strong>.
      </p>
      {contacts.length === 0 ? (
        <p className="empty">No tienes servicios de Medidor para suscribir.</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table meter-subscriptions">
            <caption className="visually-hidden">Suscripción a boleta electrónica</caption>
            <thead>
              <tr>
                <th scope="col">Suscripción</th>
                <th scope="col">N° Cliente</th>
                <th scope="col">Dirección</th>
                <th scope="col">Categoría</th>
                <th scope="col">Tipo de documento</th>
                <th scope="col">Cambiar</th>
              </tr>
            </thead>
            <tbody>
              {contacts.map((contact) => {
                const row = rowOf(state.context, contact);
                const hintId = `hint-${contact.id}`;
                return (
                  <tr key={contact.id}>
                    <td>
                      <span className="cell-label" aria-hidden="true">
                        Suscripción
                      </span>
                      <button
                        type="button"
                        className={row.subscribed ? 'button button-secondary' : 'button'}
                        disabled={!row.category || saving}
                        aria-describedby={row.category ? undefined : hintId}
                        aria-label={`${row.subscribed ? 'Desuscribir' : 'Suscribir'} N° Cliente ${contact.contractCode ?? MISSING}`}
                        onClick={() => send({ type: 'contact.toggle', id: contact.id })}
                      >
                        {row.subscribed ? 'Desuscribir' : 'Suscribir'}
                      </button>
                      {!row.category && (
                        <span id={hintId} className="field-hint">
                          {CATEGORY_REQUIRED}
                        </span>
                      )}
                    </td>
                    <td>
                      <span className="cell-label" aria-hidden="true">
                        N° Cliente
                      </span>
                      <span className="cell-value">{contact.contractCode ?? MISSING}</span>
                    </td>
                    <td>
                      <span className="cell-label" aria-hidden="true">
                        Dirección
                      </span>
                      <span className="cell-value">{contact.address ?? MISSING}</span>
                    </td>
                    <td>
                      <span className="cell-label" aria-hidden="true">
                        Categoría
                      </span>
                      <label className="visually-hidden" htmlFor={`category-${contact.id}`}>
                        Categoría del N° Cliente {contact.contractCode ?? MISSING}
                      </label>
                      <select
                        id={`category-${contact.id}`}
                        aria-describedby={row.category ? undefined : hintId}
                        value={row.category ?? ''}
                        disabled={saving}
                        onChange={(e) =>
                          send({
                            type: 'contact.category',
                            id: contact.id,
                            category: (e.target.value || null) as SubscriberCategory | null,
                          })
                        }
                      >
                        <option value="">Selecciona</option>
                        <option value="OWNER">{CATEGORY_LABEL.OWNER}</option>
                        <option value="TENANT">{CATEGORY_LABEL.TENANT}</option>
                      </select>
                    </td>
                    <td>
                      <span className="cell-label" aria-hidden="true">
                        Tipo de documento
                      </span>
                      <span className="cell-value">{contact.documentType === 'FACTURA' ? 'Factura' : 'Boleta'}</span>
                    </td>
                    <td>
                      <span className="cell-label" aria-hidden="true">
                        Cambiar
                      </span>
                      <Link href={preloadHref(paths.meter.requests, { code: 'C325', clientId: contact.clientId })}>
                        {contact.documentType === 'FACTURA' ? 'cambiar a boleta' : 'cambiar a factura'}
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="button"
        disabled={saving || changedRows(state.context).length === 0}
        aria-busy={saving || undefined}
        onClick={() => send({ type: 'form.save' })}
      >
        Guardar
      </button>
      {state.matches('confirming') && pendingContact && pendingRow && (
        <Modal
          title={pendingRow.subscribed ? 'Desuscribir boleta electrónica' : 'Suscribir boleta electrónica'}
          onClose={() => send({ type: 'confirm.cancel' })}
          size="small"
          actions={
            <>
              <button type="button" className="button" onClick={() => send({ type: 'confirm.accept' })}>
                Aceptar
              </button>
              <button type="button" className="button button-secondary" onClick={() => send({ type: 'confirm.cancel' })}>
                Cancelar
              </button>
            </>
          }
        >
          {pendingRow.subscribed ? (
            <p>
              El N° Cliente {pendingContact.contractCode ?? MISSING} dejará de recibir su boleta electrónica en {email}. Recuerda que, sin
              suscripción, tu boleta llegará impresa a tu domicilio.
            </p>
          ) : (
            <p>
              El N° Cliente {pendingContact.contractCode ?? MISSING} recibirá su boleta electrónica en {email}.
            </p>
          )}
          <p className="muted">Presiona Guardar para confirmar los cambios.</p>
        </Modal>
      )}
      {state.matches('saved') && result && (
        <ResultModal result={result} sent={sent} contacts={contacts} onClose={() => send({ type: 'result.close' })} />
      )}
    </>
  );
}

/** Boleta / Factura Electrónica (spec 2 §2 /suscripcion, behind medidor_suscripcion). */
export default function SubscriptionPage() {
  return (
    <MeterFrame title="Boleta / Factura Electrónica" tabs={false} selector={false}>
      {() => <Subscription />}
    </MeterFrame>
  );
}
