import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type OutputFrom,
  type SnapshotFrom,
} from 'xstate';
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  getStateNodes,
  serializeSnapshot,
  toDirectedGraph,
  type AdjacencyMap,
} from 'xstate/graph';

/**
 * Machine tests from the machine's graph: explore it with `xstate/graph` from the events a test supplies,
 * take every edge found (the shortest path to its source, then the edge), replay each path on a real actor
 * with fake actors and a simulated clock, and report which state nodes and transitions the real actors never
 * reached. Invoked actors finish with the outputs the test gives (or fail) and `after` delays elapse, so
 * done, error and delayed transitions count like any other.
 */

type ActorImplementations<M extends AnyStateMachine> = NonNullable<NonNullable<Parameters<M['provide']>[0]>['actors']>;

/** Per actor (as named in `setup`), the results its fake resolves with: each is tried on every invoke of it. */
export type ActorOutputs<M extends AnyStateMachine> = {
  [K in keyof ActorImplementations<M>]?: ReadonlyArray<OutputFrom<NonNullable<ActorImplementations<M>[K]>>>;
};

export interface GraphOptions<M extends AnyStateMachine> {
  /** one exploration per input (omit for a machine without input) */
  inputs?: ReadonlyArray<InputFrom<M>>;
  /** the user's events, with the payloads worth trying; events not given are tried bare */
  events?: ReadonlyArray<EventFromLogic<M>>;
  /** actors whose output matters; an actor not listed resolves with undefined. Every invoke also gets a failure. */
  outputs?: ActorOutputs<M>;
  /** states not explored further (keeps a machine whose context grows with each event finite) */
  stopWhen?: (snapshot: SnapshotFrom<M>) => boolean;
}

export interface ReplayedPath<M extends AnyStateMachine> {
  input: InputFrom<M> | undefined;
  events: EventObject[];
  /** the real actor's snapshot at start (event xstate.init, as xstate/graph writes it), then after each event */
  steps: Array<{ event: EventObject; snapshot: SnapshotFrom<M> }>;
  /** the real actor's snapshot at the end of the path */
  snapshot: SnapshotFrom<M>;
  /** every invoke the fakes saw, in order */
  calls: Array<{ src: string; input: unknown }>;
}

export interface GraphRun<M extends AnyStateMachine> {
  paths: Array<ReplayedPath<M>>;
  /** what no replayed path reached, as 'state a.b never reached' or 'transition a → b on e never taken' */
  missing: string[];
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';
/** a context that grows with every event makes the graph endless: stop and say so */
const STATE_LIMIT = 5_000;

interface Pending {
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

/** One path at a time: the fakes find the running path's pending invokes and call log here. */
let current: { pending: Map<string, Pending>; calls: Array<{ src: string; input: unknown }> } | null = null;

function withFakeActors<M extends AnyStateMachine>(machine: M): M {
  const fake = (src: string) =>
    fromPromise<unknown, unknown>(({ input, self }) => {
      if (!current) throw new Error(`${src} invoked outside a replay`);
      current.calls.push({ src, input });
      const pending = current.pending;
      return new Promise((resolve, reject) => pending.set(self.id, { resolve, reject }));
    });
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((src) => [src, fake(src)]));
  return machine.provide({ actors } as Parameters<M['provide']>[0]) as M;
}

/** The events the machine gets from its actors and its clock: done and error for every invoke, with the outputs the test gave, and every `after`. */
function machineEvents(machine: AnyStateMachine, outputs: Record<string, ReadonlyArray<unknown> | undefined>): EventObject[] {
  const known = Object.keys(machine.implementations.actors);
  const unknown = Object.keys(outputs).filter((src) => !known.includes(src));
  if (unknown.length) throw new Error(`outputs for actors the machine does not have: ${unknown.join(', ')}`);
  return getStateNodes(machine.root).flatMap((node) => [
    ...node.after.map(({ eventType }) => ({ type: eventType })),
    ...node.invoke.flatMap(({ id, src }) => {
      const samples = (typeof src === 'string' && outputs[src]) || [undefined];
      return [
        ...samples.map((output) => ({ type: `${DONE}${id}`, output })),
        { type: `${ERROR}${id}`, error: new Error(`${String(src)} failed (fake)`) },
      ];
    }),
  ]);
}

interface PlannedPath {
  events: EventObject[];
  /** where the pure graph says the path ends (value and context, serialised) */
  expected: string;
}

/** Per input, the shortest path to every explored state followed by each of its edges. */
function pathsToEveryEdge(
  machine: AnyStateMachine,
  input: unknown,
  events: EventObject[],
  stopWhen: GraphOptions<AnyStateMachine>['stopWhen'],
) {
  // xstate/graph tries every event given in every state: keep those the state handles
  const options = {
    input,
    events: (snapshot: AnyMachineSnapshot) => (snapshot.status === 'active' ? events.filter((e) => snapshot.can(e)) : []),
    stopWhen,
    limit: STATE_LIMIT,
  };
  let adjacency: AdjacencyMap<AnyMachineSnapshot, EventObject>;
  try {
    adjacency = getAdjacencyMap(machine, options);
  } catch (error) {
    throw new Error(`more than ${STATE_LIMIT} states from input ${JSON.stringify(input)}: fewer event samples, or a stopWhen`, {
      cause: error,
    });
  }
  const shortest = new Map<string, EventObject[]>(
    getShortestPaths(machine, options).map((p) => [serializeSnapshot(p.state), p.steps.slice(1).map((s) => s.event)]),
  );
  const paths: PlannedPath[] = [];
  const to = (state: AnyMachineSnapshot) => shortest.get(serializeSnapshot(state)) ?? [];
  for (const { state } of Object.values(adjacency)) paths.push({ events: to(state), expected: serializeSnapshot(state) });
  for (const { state, event, nextState } of adjacencyMapToArray(adjacency))
    paths.push({ events: [...to(state), event], expected: serializeSnapshot(nextState) });
  return withoutPrefixes(paths);
}

/** a path that another path starts with adds nothing */
function withoutPrefixes(paths: PlannedPath[]): PlannedPath[] {
  const covered = new Set<string>();
  const kept: PlannedPath[] = [];
  for (const path of [...paths].sort((a, b) => b.events.length - a.events.length)) {
    if (covered.has(JSON.stringify(path.events))) continue;
    kept.push(path);
    for (let i = 0; i <= path.events.length; i++) covered.add(JSON.stringify(path.events.slice(0, i)));
  }
  return kept;
}

function delayOf(machine: AnyStateMachine, type: string): number {
  const [name = ''] = type.slice(AFTER.length).split('.');
  const delay = machine.implementations.delays[name] ?? Number(name);
  if (typeof delay !== 'number' || Number.isNaN(delay)) throw new Error(`delay ${name} is not a number of milliseconds`);
  return delay;
}

async function replay(
  machine: AnyStateMachine,
  input: unknown,
  { events, expected }: PlannedPath,
  seen: { nodes: Set<AnyStateNode>; transitions: Set<AnyTransitionDefinition> },
) {
  const clock = new SimulatedClock();
  const run = { pending: new Map<string, Pending>(), calls: [] as Array<{ src: string; input: unknown }> };
  const waiting = new Map<string, () => void>();
  const steps: Array<{ event: EventObject; snapshot: AnyMachineSnapshot }> = [];
  current = run;
  const actor = createActor(machine, {
    input,
    clock,
    inspect: (ev) => {
      // the root machine only (its initial microsteps come before createActor returns)
      if (ev.actorRef.sessionId !== ev.rootId) return;
      if (ev.type === '@xstate.microstep') {
        for (const t of ev._transitions) {
          seen.transitions.add(t);
          seen.nodes.add(t.source);
        }
      }
      if (ev.type === '@xstate.microstep' || ev.type === '@xstate.snapshot') {
        for (const node of (ev.snapshot as SnapshotFrom<AnyStateMachine>)._nodes) seen.nodes.add(node);
      }
      if (ev.type === '@xstate.event') waiting.get(ev.event.type)?.();
    },
  });
  const describe = () => `path ${events.map((e) => e.type).join(' → ') || '(start)'} with input ${JSON.stringify(input)}`;
  try {
    actor.start();
    steps.push({ event: { type: 'xstate.init' }, snapshot: actor.getSnapshot() });
    for (const event of events) {
      if (event.type.startsWith(DONE) || event.type.startsWith(ERROR)) {
        const id = event.type.slice((event.type.startsWith(DONE) ? DONE : ERROR).length);
        const pending = run.pending.get(id);
        if (!pending) throw new Error(`${describe()}: actor ${id} is not running when the graph finishes it`);
        run.pending.delete(id);
        const delivered = new Promise<void>((resolve) => waiting.set(event.type, resolve));
        if ('output' in event) pending.resolve(event.output);
        else pending.reject('error' in event ? event.error : new Error('failed'));
        await delivered;
        waiting.delete(event.type);
      } else if (event.type.startsWith(AFTER)) {
        clock.increment(delayOf(machine, event.type));
      } else {
        actor.send(event);
      }
      const snapshot = actor.getSnapshot();
      if (snapshot.status === 'error') throw new Error(`${describe()}: the actor failed: ${String(snapshot.error)}`);
      steps.push({ event, snapshot });
    }
    const snapshot = actor.getSnapshot();
    if (serializeSnapshot(snapshot) !== expected)
      throw new Error(`${describe()}: the actor ends in ${serializeSnapshot(snapshot)}, the graph in ${expected}`);
    return { steps, snapshot, calls: run.calls };
  } finally {
    actor.stop();
    current = null;
  }
}

function transitionName(t: AnyTransitionDefinition): string {
  const targets = t.target?.map((n) => n.id).join(', ') ?? `${t.source.id} (no target)`;
  const event = t.eventType === '' ? 'always' : `event ${t.eventType}`;
  const guard = typeof t.guard === 'string' ? t.guard : typeof t.guard === 'object' ? t.guard.type : t.guard ? 'inline guard' : null;
  const siblings = (t.eventType === '' ? t.source.always : t.source.transitions.get(t.eventType)) ?? [t];
  const branch = siblings.length > 1 ? ` (branch ${siblings.indexOf(t) + 1} of ${siblings.length}${guard ? `, ${guard}` : ''})` : '';
  return `transition ${t.source.id} → ${targets} on ${event}${branch}`;
}

/** Every state node and transition of the chart, eventless ones included (toDirectedGraph leaves those out). */
function chart(machine: AnyStateMachine) {
  const nodes: AnyStateNode[] = [];
  const transitions = new Set<AnyTransitionDefinition>();
  const visit = (graphNode: ReturnType<typeof toDirectedGraph>) => {
    if (graphNode.stateNode !== machine.root) nodes.push(graphNode.stateNode);
    for (const edge of graphNode.edges) transitions.add(edge.transition);
    for (const t of graphNode.stateNode.always ?? []) transitions.add(t);
    graphNode.children.forEach(visit);
  };
  visit(toDirectedGraph(machine));
  return { nodes, transitions };
}

export async function replayGraph<M extends AnyStateMachine>(machine: M, options: GraphOptions<M> = {}): Promise<GraphRun<M>> {
  const faked: AnyStateMachine = withFakeActors(machine);
  const events = [...(options.events ?? []), ...machineEvents(faked, options.outputs ?? {})];
  const seen = { nodes: new Set<AnyStateNode>(), transitions: new Set<AnyTransitionDefinition>() };
  const stopWhen = options.stopWhen as GraphOptions<AnyStateMachine>['stopWhen'];
  const paths: Array<ReplayedPath<M>> = [];
  for (const input of options.inputs ?? [undefined]) {
    for (const path of pathsToEveryEdge(faked, input, events, stopWhen)) {
      const { steps, snapshot, calls } = await replay(faked, input, path, seen);
      paths.push({ input, events: path.events, steps: steps as ReplayedPath<M>['steps'], snapshot: snapshot as SnapshotFrom<M>, calls });
    }
  }
  const { nodes, transitions } = chart(faked);
  for (const node of seen.nodes) for (let n = node.parent; n; n = n.parent) seen.nodes.add(n);
  const missing = [
    ...nodes.filter((n) => !seen.nodes.has(n)).map((n) => `state ${n.id} never reached`),
    ...[...transitions].filter((t) => !seen.transitions.has(t)).map((t) => `${transitionName(t)} never taken`),
  ];
  return { paths, missing };
}

/** The real snapshots right after an event of this type, on every path (a path's prefixes are not replayed on their own). */
export function snapshotsAfter<M extends AnyStateMachine>(run: GraphRun<M>, type: string): Array<SnapshotFrom<M>> {
  return run.paths.flatMap((p) => p.steps.filter((s) => s.event.type === type).map((s) => s.snapshot));
}
