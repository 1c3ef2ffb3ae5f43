import { useId } from 'react';
import { LABEL_LINE, NOTE_HEIGHT, TITLE_HEIGHT, type Box, type Layout } from './layout';

interface Props {
  machineId: string;
  layout: Layout;
  zoom: number;
  /** the states a live actor is in */
  active: ReadonlySet<string>;
  /** the transitions of its last step: drawn bold */
  taken: ReadonlySet<string>;
}

const path = (points: Array<{ x: number; y: number }>) => points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');

function StateBox({ box, active }: { box: Box; active: boolean }) {
  const { state, x, y, width, height } = box;
  const classes = ['flows-state', `flows-${state.kind}`, state.region ? 'flows-region' : '', active ? 'is-active' : ''];
  const divider = state.notes.length > 0 || state.children.length > 0;
  return (
    <g className={classes.filter(Boolean).join(' ')} data-state={state.id} data-active={active || undefined}>
      <rect x={x} y={y} width={width} height={height} rx={8} />
      {state.kind === 'final' && <rect className="flows-final-inner" x={x + 4} y={y + 4} width={width - 8} height={height - 8} rx={5} />}
      <text className="flows-state-name" x={x + 10} y={y + 18}>
        {state.name}
      </text>
      {divider && <line x1={x} x2={x + width} y1={y + TITLE_HEIGHT} y2={y + TITLE_HEIGHT} />}
      {state.notes.map((note, i) => (
        <text key={i} className="flows-note" x={x + 10} y={y + TITLE_HEIGHT + 12 + i * NOTE_HEIGHT}>
          {note}
        </text>
      ))}
    </g>
  );
}

/** One machine as an SVG statechart: boxes in boxes, arrows labelled `event [guard]`, a dot at each initial state. */
export function Statechart({ machineId, layout, zoom, active, taken: takenIds }: Props) {
  const arrowHead = `${useId()}-arrow`;
  const titleId = `${arrowHead}-title`;
  // the root box is the machine itself: its name is the chart's title
  return (
    <svg
      className="flows-chart"
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width={Math.ceil(layout.width * zoom)}
      height={Math.ceil(layout.height * zoom)}
      role="img"
      aria-labelledby={titleId}
    >
      <title id={titleId}>{`Diagrama de estados del flujo ${machineId}`}</title>
      <defs>
        <marker id={arrowHead} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" />
        </marker>
      </defs>
      {layout.boxes.map((box) => (
        <StateBox key={box.state.id} box={box} active={active.has(box.state.id)} />
      ))}
      {layout.markers.map((marker) => (
        <circle key={marker.parent} className="flows-initial" cx={marker.x} cy={marker.y} r={5} />
      ))}
      {layout.arrows.map((arrow) => {
        const taken = arrow.transitions.some((id) => takenIds.has(id));
        return (
          <g key={arrow.id} className={`flows-arrow${taken ? ' is-taken' : ''}`}>
            <path d={path(arrow.points)} markerEnd={`url(#${arrowHead})`} />
            {arrow.label && (
              <>
                <rect
                  className="flows-label-bg"
                  x={arrow.label.x}
                  y={arrow.label.y}
                  width={arrow.label.width}
                  height={arrow.label.lines.length * LABEL_LINE}
                  rx={3}
                />
                {arrow.label.lines.map((line, i) => (
                  <text key={i} className="flows-label" x={arrow.label!.x + 3} y={arrow.label!.y + 11 + i * LABEL_LINE}>
                    {line}
                  </text>
                ))}
              </>
            )}
          </g>
        );
      })}
    </svg>
  );
}
