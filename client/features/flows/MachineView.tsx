import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { AnyStateMachine } from 'xstate';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import type { ActorReport } from './channel';
import { activeStateIds, describeMachine, eventLabel, formatStateValue, takenTransitions, type Chart } from './describe';
import { layoutChart, type Layout } from './layout';
import { openInStately } from './stately';
import { Statechart } from './Statechart';
import { useOnline } from './use-online';

const ZOOM_STEP = 1.25;
const MIN_ZOOM = 0.2;
const MAX_ZOOM = 3;

/** laid-out charts, per machine: ELK runs once per machine and visit */
const layouts = new Map<string, Promise<{ chart: Chart; layout: Layout }>>();

function laidOut(machine: AnyStateMachine) {
  let known = layouts.get(machine.id);
  if (!known) {
    const chart = describeMachine(machine);
    known = layoutChart(chart).then((layout) => ({ chart, layout }));
    known.catch(() => layouts.delete(machine.id));
    layouts.set(machine.id, known);
  }
  return known;
}

function useLaidOut(machine: AnyStateMachine) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ id: string; chart?: Chart; layout?: Layout; failed?: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    laidOut(machine).then(
      ({ chart, layout }) => live && setAnswer({ id: machine.id, chart, layout }),
      () => live && setAnswer({ id: machine.id, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [machine, attempt]);
  const current = answer?.id === machine.id ? answer : null;
  return { ...current, retry: () => setAttempt((n) => n + 1) };
}

interface Props {
  machine: AnyStateMachine;
  /** the live actor drawn on the chart, if any */
  live: ActorReport | null;
}

/** A machine's statechart, with zoom, the live actor's state on it, and a link to Stately's visualiser. */
export function MachineView({ machine, live }: Props) {
  const { chart, layout, failed, retry } = useLaidOut(machine);
  const online = useOnline();
  const frame = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  // the whole chart in the frame's width; it opens so, unless its text would be smaller than 70 %
  const fit = layout && frame.current ? Math.min(1, (frame.current.clientWidth - 4) / layout.width) : 1;
  const shownZoom = zoom ?? Math.max(fit, 0.7);

  useEffect(() => setZoom(null), [machine]);

  const active = useMemo(() => (chart && live ? activeStateIds(chart, live.value) : new Set<string>()), [chart, live]);
  const taken = useMemo(() => (chart && live ? takenTransitions(chart, live.event, active) : new Set<string>()), [chart, live, active]);

  const zoomBy = (factor: number) => setZoom(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, shownZoom * factor)));
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-') zoomBy(1 / ZOOM_STEP);
    else if (event.key === '0') setZoom(fit);
    else return;
    event.preventDefault();
  };

  return (
    <section className="flows-machine" aria-labelledby="flows-machine-title">
      <div className="flows-machine-head">
        <h2 id="flows-machine-title">{machine.id}</h2>
        <div className="flows-tools" role="group" aria-label="Zoom del diagrama">
          <button type="button" className="button button-secondary" onClick={() => zoomBy(1 / ZOOM_STEP)} aria-label="Alejar">
            −
          </button>
          <span className="flows-zoom" aria-live="polite">
            {Math.round(shownZoom * 100)} %
          </span>
          <button type="button" className="button button-secondary" onClick={() => zoomBy(ZOOM_STEP)} aria-label="Acercar">
            +
          </button>
          <button type="button" className="button button-secondary" onClick={() => setZoom(fit)}>
            Ajustar
          </button>
          {online && (
            <button type="button" className="button button-secondary" onClick={() => openInStately(machine)}>
              Abrir en Stately
            </button>
          )}
        </div>
      </div>
      <p className="flows-now" aria-live="polite">
        {live ? (
          <>
            En vivo: <code>{formatStateValue(live.value)}</code>, tras <code>{eventLabel(live.event)}</code>
          </>
        ) : (
          <span className="muted">Sin un flujo {machine.id} corriendo en otra pestaña.</span>
        )}
      </p>
      {failed ? (
        <LoadError onRetry={retry} />
      ) : (
        <div
          ref={frame}
          className="flows-frame"
          tabIndex={0}
          role="region"
          aria-label={`Diagrama de ${machine.id}: flechas para desplazarse, + y − para el zoom, 0 para ajustar`}
          onKeyDown={onKey}
        >
          {chart && layout ? (
            <Statechart machineId={machine.id} layout={layout} zoom={shownZoom} active={active} taken={taken} />
          ) : (
            <Loading label="Dibujando el diagrama…" />
          )}
        </div>
      )}
    </section>
  );
}
