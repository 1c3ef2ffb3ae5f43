import type { AnyActor, InspectionEvent } from 'xstate';

/**
 * The `inspect` option of every actor the app starts (client/shared/machines.ts). In dev and demo builds the app hands
 * it /flujos' broadcaster once the config says so; until then it keeps the actors that start (the session starts
 * first), and with a real backend it is told `null` and forwards nothing: one function call per transition.
 */
type Inspector = (event: InspectionEvent) => void;

let inspector: Inspector | null | undefined;
let startedEarly: AnyActor[] = [];

export function inspect(event: InspectionEvent): void {
  if (inspector) inspector(event);
  else if (inspector === undefined && event.type === '@xstate.actor') startedEarly.push(event.actorRef as AnyActor);
}

/** Starts (or, with null, ends) forwarding; answers the actors that started before it. */
export function setFlowInspector(next: Inspector | null): AnyActor[] {
  inspector = next;
  const started = startedEarly;
  startedEarly = [];
  return started;
}
