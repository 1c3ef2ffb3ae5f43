import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** A machine as the chart draws it: its states as nested boxes, its transitions as labelled arrows. */

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartState {
  /** the state node's id, e.g. `login.submitting.personas` */
  id: string;
  /** its name among its siblings */
  name: string;
  /** the names from the root down, as the snapshot's value nests them */
  path: string[];
  kind: StateKind;
  /** a region of a parallel state: drawn dashed, no initial marker */
  region: boolean;
  /** the child entered first */
  initial: string | null;
  /** what it runs and the transitions that stay in it, drawn inside the box */
  notes: string[];
  children: ChartState[];
}

export interface ChartTransition {
  id: string;
  source: string;
  target: string;
  /** the event as XState names it, to match the live mode's last event */
  eventType: string;
  label: string;
}

export interface Chart {
  machineId: string;
  root: ChartState;
  transitions: ChartTransition[];
}

function formatDelay(delay: string, delays: Record<string, unknown>): string {
  const ms = /^\d+$/.test(delay) ? Number(delay) : typeof delays[delay] === 'number' ? (delays[delay] as number) : null;
  if (ms === null) return `after ${delay}`;
  const amount = ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
  return /^\d+$/.test(delay) ? `after ${amount}` : `after ${delay} (${amount})`;
}

/** `form.submit`, `after 1.5 s`, `onDone: personLogin`, `always`; `actors` names the invoked actors by their ids */
export function eventLabel(eventType: string, delays: Record<string, unknown> = {}, actors: Record<string, string> = {}): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return formatDelay(after[1]!, delays);
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[1] === 'done' ? 'onDone' : 'onError'}: ${actors[actor[2]!] ?? actor[2]}`;
  if (eventType.startsWith('xstate.done.state.')) return 'onDone';
  return eventType;
}

/** `[isEmpresas]`, `[outcomeIs(EMAIL_NOT_VERIFIED)]` */
export function guardLabel(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return `[${guard}]`;
  if (typeof guard === 'function') return `[${guard.name || 'guard'}]`;
  const { type, params } = guard as { type?: string; params?: unknown };
  const shown =
    params && typeof params === 'object'
      ? Object.values(params as Record<string, unknown>)
          .map(String)
          .join(', ')
      : '';
  return `[${type ?? 'guard'}${shown ? `(${shown})` : ''}]`;
}

const kindOf = (node: AnyStateNode): StateKind =>
  node.type === 'final' || node.type === 'history' || node.type === 'parallel'
    ? node.type
    : node.type === 'compound'
      ? 'compound'
      : 'atomic';

const invokeSource = (src: unknown): string => (typeof src === 'string' ? src : 'actor');

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

export function describeMachine(machine: AnyStateMachine): Chart {
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  const transitions: ChartTransition[] = [];

  const visit = (node: AnyStateNode, region: boolean): ChartState => {
    const actors = Object.fromEntries(node.invoke.map((invoke) => [invoke.id, invokeSource(invoke.src)]));
    const notes = node.invoke.map((invoke) => `invoke ${invokeSource(invoke.src)}`);
    transitionsOf(node).forEach((t, index) => {
      const label = [eventLabel(t.eventType, delays, actors), guardLabel(t.guard)].filter(Boolean).join(' ');
      const targets = (t.target ?? []) as AnyStateNode[];
      // a transition with no target stays where it is: written inside the box, as UML writes internal transitions
      if (targets.length === 0) notes.push(label);
      targets.forEach((target, n) =>
        transitions.push({ id: `${node.id}:${index}:${n}`, source: node.id, target: target.id, eventType: t.eventType, label }),
      );
    });
    const children = Object.values(node.states as Record<string, AnyStateNode>).map((child) => visit(child, node.type === 'parallel'));
    const initialTarget = node.type === 'compound' ? (node.initial?.target?.[0] as AnyStateNode | undefined) : undefined;
    return {
      id: node.id,
      name: node.key,
      path: node.path,
      kind: kindOf(node),
      region,
      initial: initialTarget?.id ?? null,
      notes,
      children,
    };
  };

  return { machineId: machine.id, root: visit(machine.root, false), transitions };
}

/** The ids of the states a snapshot's value is in, from the root down. */
export function activeStateIds(chart: Chart, value: unknown): Set<string> {
  const active = new Set<string>([chart.root.id]);
  const walk = (state: ChartState, at: unknown) => {
    const names = typeof at === 'string' ? { [at]: null } : at && typeof at === 'object' ? (at as Record<string, unknown>) : {};
    for (const child of state.children) {
      if (!(child.name in names)) continue;
      active.add(child.id);
      walk(child, names[child.name]);
    }
  };
  walk(chart.root, value);
  return active;
}

/** `submitting.personas`, or `a.b + c.d` for parallel states */
export function formatStateValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  return Object.entries(value as Record<string, unknown>)
    .map(([name, inner]) => {
      const rest = formatStateValue(inner);
      return rest ? `${name}.${rest}` : name;
    })
    .join(' + ');
}

/**
 * The transitions the last step took: those of the last event that end in an active state, or that reach one through
 * eventless (`always`) transitions, with those.
 */
export function takenTransitions(chart: Chart, lastEvent: string | null, active: ReadonlySet<string>): Set<string> {
  const taken = new Set<string>();
  if (lastEvent === null) return taken;
  const reach = (t: ChartTransition, depth: number): ChartTransition[] | null => {
    if (active.has(t.target)) return [t];
    if (depth > chart.transitions.length) return null;
    for (const next of chart.transitions.filter((n) => n.eventType === '' && n.source === t.target)) {
      const path = reach(next, depth + 1);
      if (path) return [t, ...path];
    }
    return null;
  };
  for (const t of chart.transitions.filter((t) => t.eventType === lastEvent)) {
    reach(t, 0)?.forEach((step) => taken.add(step.id));
  }
  return taken;
}
