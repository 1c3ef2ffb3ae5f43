import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '../../shared/machines';
import { useEffect, useId, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  maintenanceScheduleMachine,
  scheduleRequestOf,
  type SchedulingStart,
  type WorkshopOption,
} from '../../../machines/maintenance-schedule.machine';
import { CONTACT_CENTER_PHONE } from '../../../machines/rules/maintenance-rules';
import { formatDate, formatMoney } from '../../lib/format';
import { mutationActor, queryActor, readFresh } from '../../lib/mutation-actor';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { Modal } from '../../ui/Modal';
import type { SchedulingStartFieldsFragment } from '../../gql/graphql';
import { MAINTENANCE_SCHEDULING, MAINTENANCE_WORKSHOPS, SCHEDULE_MAINTENANCE, WORKSHOP_OFFER } from './api';
import './autogas.css';

function required<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('Sin respuesta');
  return value;
}

/**
 * The scheduling wizard (spec 2 §2, §4, §5, §8); `onScheduled` once the success step is closed. `start` is what the
 * agenda read beside its list (null: that block failed, and the form says so with Reintentar, which reads it again).
 */
export function ScheduleForm({
  patent,
  start: agendaStart,
  onScheduled,
}: {
  patent: string;
  start: SchedulingStartFieldsFragment | null;
  onScheduled: () => void;
}) {
  const client = useApolloClient();
  const id = useId();
  // the agenda's answer, until Reintentar asks again (kept, not taken: StrictMode may start the machine twice)
  const given = useRef<{ start: SchedulingStartFieldsFragment | null } | null>({ start: agendaStart });
  const logic = useMemo(() => {
    // the preselected region's workshops come with the start, for the form's first list: another region, or a
    // retry, asks for its own
    let started: { regionCode: string; workshops: WorkshopOption[] } | null = null;
    return maintenanceScheduleMachine.provide({
      actors: {
        loadStart: fromPromise<SchedulingStart, { patent: string }>(async ({ input }) => {
          const start = required(
            given.current ? given.current.start : (await readFresh(client, MAINTENANCE_SCHEDULING, input)).viewer?.maintenanceScheduling,
          );
          const { preSelectedRegion, preSelectedWorkshops } = start;
          started = preSelectedRegion && preSelectedWorkshops ? { regionCode: preSelectedRegion, workshops: preSelectedWorkshops } : null;
          return start;
        }),
        loadWorkshops: fromPromise<WorkshopOption[], { regionCode: string }>(async ({ input }) => {
          const ready = started?.regionCode === input.regionCode ? started.workshops : null;
          started = null;
          if (ready) return ready;
          return required((await readFresh(client, MAINTENANCE_WORKSHOPS, input)).viewer?.maintenanceWorkshops);
        }),
        loadOffer: queryActor(
          client,
          WORKSHOP_OFFER,
          (input: { patent: string; workshopCode: string; serviceId: number; maintenanceNumber: number }) => input,
          (data) => {
            const slots = required(data.viewer?.maintenanceSlots);
            const price = data.viewer?.maintenancePrice;
            return { slots: slots.slots, reopensOn: slots.reopensOn, price: price?.data ?? null, priceMessage: price?.message ?? null };
          },
        ),
        schedule: mutationActor(
          client,
          SCHEDULE_MAINTENANCE,
          (input) => ({ input }),
          (data) => data.scheduleMaintenance,
          // the agenda itself is read again once the success step is closed (onScheduled): now it would unmount this step.
          // The history and the dashboard's next maintenance are not on screen, so a refetch by name would do nothing:
          // they are dropped from the cache and read again when opened.
          {
            update: (cache) => {
              cache.evict({ id: 'Viewer:{}', fieldName: 'maintenanceHistory' });
              for (const id of Object.keys(cache.extract() as Record<string, unknown>))
                if (id.startsWith('AutogasVehicle:')) cache.evict({ id, fieldName: 'nextMaintenance' });
            },
          },
        ),
      },
    });
  }, [client]);
  const [state, send] = useMachine(logic, { input: { patent } });
  const done = state.status === 'done';
  useEffect(() => {
    if (done) onScheduled();
  }, [done, onScheduled]);

  if (state.matches('loading')) return <Loading label="Cargando la agenda…" />;
  if (state.matches('loadFailed'))
    return (
      <LoadError
        onRetry={() => {
          given.current = null;
          send({ type: 'load.retry' });
        }}
      />
    );
  if (state.matches('impossible'))
    return (
      <p className="notice" role="status">
        No es posible agendar una mantención para esta patente desde la Sucursal Virtual. Por favor comunícate con nuestro Contact Center al{' '}
        {CONTACT_CENTER_PHONE}.
      </p>
    );

  const c = state.context;
  const start = c.start!;
  const workshop = c.workshops.find((w) => w.code === c.workshopCode);
  const service = start.services.find((s) => s.serviceId === c.serviceId);
  const dates = [...new Set(c.offer?.slots.map((s) => s.date) ?? [])];
  const hours = c.offer?.slots.filter((s) => s.date === c.date) ?? [];
  const request = scheduleRequestOf(c);
  const editing = state.matches('editing');
  const loadingWorkshops = state.matches({ editing: 'loadingWorkshops' });
  const loadingOffer = state.matches({ editing: 'loadingOffer' });

  return (
    <>
      <form
        className="card autogas-schedule"
        aria-label="Agendar mantención"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'form.submit' });
        }}
      >
        <h2>Agendar mantención</h2>
        <label>
          Región
          <select
            aria-required
            value={c.region}
            onChange={(e) => send({ type: 'region.select', code: e.target.value })}
            disabled={!editing}
          >
            <option value="">Selecciona una región</option>
            {start.regions.map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Mantención
          <select
            aria-required
            value={c.serviceId ?? ''}
            onChange={(e) => send({ type: 'service.select', serviceId: Number(e.target.value) })}
            disabled={!editing}
          >
            {start.services.map((s) => (
              <option key={s.serviceId} value={s.serviceId}>
                {s.text} ({s.expectedKm} km)
              </option>
            ))}
          </select>
        </label>
        <label>
          Taller
          <select
            aria-required
            value={c.workshopCode}
            onChange={(e) => send({ type: 'workshop.select', code: e.target.value })}
            disabled={!editing || !c.region || loadingWorkshops}
          >
            <option value="">{loadingWorkshops ? 'Cargando talleres…' : 'Selecciona un taller'}</option>
            {c.workshops.map((w) => (
              <option key={w.code} value={w.code}>
                {w.name}
              </option>
            ))}
          </select>
        </label>
        {workshop && (
          <p className="muted">
            {workshop.address}, {workshop.city}
          </p>
        )}
        {state.matches({ editing: 'workshopsFailed' }) || state.matches({ editing: 'offerFailed' }) ? (
          <LoadError onRetry={() => send({ type: 'load.retry' })} />
        ) : null}
        {loadingOffer && <Loading label="Cargando fechas disponibles…" />}
        {c.offer && (
          <>
            {c.offer.price?.price != null ? (
              <p className="autogas-price">
                Precio referencial: <strong>{formatMoney(c.offer.price.price)}</strong> IVA incluido
                {c.offer.price.discountPercent
                  ? ` (${c.offer.price.discountPercent} % de descuento sobre ${formatMoney(c.offer.price.workshopPrice)})`
                  : ''}
                . Sujeto a verificación del taller.
              </p>
            ) : (
              c.offer.priceMessage && <p className="muted">{c.offer.priceMessage}</p>
            )}
            {dates.length === 0 ? (
              <p className="notice" role="status">
                {c.offer.reopensOn
                  ? `Taller sin horarios disponibles. Le sugerimos volver a consultar a partir del ${formatDate(c.offer.reopensOn)}`
                  : 'No hay fechas disponibles'}
              </p>
            ) : (
              <div className="autogas-slot-fields">
                <label>
                  Fecha
                  <select
                    aria-required
                    value={c.date}
                    onChange={(e) => send({ type: 'date.select', date: e.target.value })}
                    disabled={!editing}
                  >
                    <option value="">Selecciona una fecha</option>
                    {dates.map((d) => (
                      <option key={d} value={d}>
                        {formatDate(d)}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  Hora
                  <select
                    aria-required
                    value={c.blockId ?? ''}
                    onChange={(e) => send({ type: 'hour.select', blockId: Number(e.target.value) })}
                    disabled={!editing || !c.date}
                  >
                    <option value="">Selecciona una hora</option>
                    {hours.map((h) => (
                      <option key={h.blockId} value={h.blockId}>
                        {h.hourStart} - {h.hourEnd}
                      </option>
                    ))}
                  </select>
                </label>
                {c.date && hours.length === 0 && <p className="notice">No hay horas disponibles</p>}
              </div>
            )}
          </>
        )}
        <div className="form-actions">
          <button type="submit" className="button" disabled={!editing} aria-describedby={c.formError ? `${id}-error` : undefined}>
            Agendar
          </button>
          {c.formError && (
            <span id={`${id}-error`} className="field-error" role="alert">
              {c.formError}
            </span>
          )}
        </div>
      </form>

      {state.matches('confirming') && request && (
        <Modal
          title="Confirmar mantención"
          onClose={() => send({ type: 'dialog.close' })}
          actions={
            <>
              <button type="button" className="button button-secondary" onClick={() => send({ type: 'dialog.close' })}>
                Cancelar
              </button>
              <button type="button" className="button" onClick={() => send({ type: 'schedule.confirm' })}>
                Confirmar
              </button>
            </>
          }
        >
          <p>¿Confirmas la siguiente mantención?</p>
          <dl className="detail-list">
            <div>
              <dt>Patente</dt>
              <dd>{patent}</dd>
            </div>
            <div>
              <dt>Mantención</dt>
              <dd>{service?.text}</dd>
            </div>
            <div>
              <dt>Taller</dt>
              <dd>{workshop ? `${workshop.name}, ${workshop.address}, ${workshop.city}` : ''}</dd>
            </div>
            <div>
              <dt>Fecha y hora</dt>
              <dd>
                {formatDate(request.date)} {request.hourStart} - {request.hourEnd}
              </dd>
            </div>
          </dl>
        </Modal>
      )}
      {state.matches('scheduling') && (
        <Modal title="Agendando mantención">
          <Loading label="Agendando mantención…" />
        </Modal>
      )}
      {state.matches('scheduled') && (
        <Modal
          title="Mantención agendada"
          onClose={() => send({ type: 'dialog.close' })}
          actions={
            <button type="button" className="button" onClick={() => send({ type: 'dialog.close' })}>
              Aceptar
            </button>
          }
        >
          <p>
            Tu mantención quedó agendada para el {formatDate(c.date)} en {workshop?.name}.
          </p>
        </Modal>
      )}
      {state.matches('failed') && (
        <Modal
          title="No fue posible agendar"
          onClose={() => send({ type: 'dialog.close' })}
          actions={
            <button type="button" className="button" onClick={() => send({ type: 'dialog.close' })}>
              Aceptar
            </button>
          }
        >
          <p role="alert">{c.failure}</p>
        </Modal>
      )}
    </>
  );
}
