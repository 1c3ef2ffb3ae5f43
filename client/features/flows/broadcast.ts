import type { AnyActor, InspectionEvent } from 'xstate';
import type { setFlowInspector } from '../../shared/flow-inspection';
import { FLOWS_CHANNEL, thisTab, type ActorReport, type ActorStatus, type FlowsMessage } from './channel';

/**
 * The app's side of /flujos' live mode (dev and demo builds; loaded by client/app/App.tsx): every machine actor the
 * app runs, reported on the channel at each step, and all of them again when a /flujos tab opens and asks.
 */

interface Followed {
  ref: AnyActor;
  event: string;
}

const machineIdOf = (ref: AnyActor): string | null => {
  const logic = ref.logic as { id?: unknown; root?: unknown };
  return logic.root && typeof logic.id === 'string' ? logic.id : null;
};

let started = false;

/** `inspectWith` is client/shared/flow-inspection's, handed over by the app so that this chunk imports nothing of the entry's. */
export function broadcastFlows(inspectWith: typeof setFlowInspector): void {
  if (started || typeof BroadcastChannel === 'undefined') return;
  started = true;
  const channel = new BroadcastChannel(FLOWS_CHANNEL);
  const followed = new Map<string, Followed>();

  const report = ({ ref, event }: Followed, ended?: ActorStatus) => {
    const machine = machineIdOf(ref);
    if (!machine) return;
    const snapshot = ref.getSnapshot() as { value?: unknown; status: ActorStatus };
    const message: ActorReport = {
      type: 'actor',
      tab: thisTab,
      actor: ref.sessionId,
      machine,
      value: snapshot.value,
      status: ended ?? snapshot.status,
      event,
      at: Date.now(),
    };
    channel.postMessage(message);
  };

  const follow = (ref: AnyActor) => {
    if (!machineIdOf(ref) || followed.has(ref.sessionId)) return;
    const entry: Followed = { ref, event: 'xstate.init' };
    followed.set(ref.sessionId, entry);
    // an actor completes inside its last step, before that step's snapshot is inspected: report after it
    const end = (status: ActorStatus) =>
      queueMicrotask(() => {
        followed.delete(ref.sessionId);
        report(entry, status);
      });
    ref.subscribe({
      complete: () => end(ref.getSnapshot().status === 'done' ? 'done' : 'stopped'),
      error: () => end('error'),
    });
    return entry;
  };

  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.actor') follow(event.actorRef as AnyActor);
    else if (event.type === '@xstate.snapshot') {
      const entry = followed.get(event.actorRef.sessionId);
      if (!entry) return;
      entry.event = event.event.type;
      report(entry);
    }
  };

  channel.onmessage = ({ data }: MessageEvent<FlowsMessage>) => {
    if (data.type === 'hello') followed.forEach((entry) => report(entry));
  };
  for (const ref of inspectWith(inspect)) {
    const entry = follow(ref);
    if (entry) report(entry);
  }
}
