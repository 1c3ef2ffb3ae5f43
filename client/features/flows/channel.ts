/** What the app's tabs and /flujos say to each other over a BroadcastChannel (same browser, same origin). */

export const FLOWS_CHANNEL = 'sucursal-virtual-flujos';

export type ActorStatus = 'active' | 'done' | 'error' | 'stopped';

/** One machine actor of one tab, as it is now. */
export interface ActorReport {
  type: 'actor';
  tab: string;
  /** the actor's session id, unique within its tab */
  actor: string;
  /** the machine's id, as in machines/index.ts */
  machine: string;
  /** the snapshot's value: a state name, or nested names */
  value: unknown;
  status: ActorStatus;
  /** the type of the event that brought it here (`xstate.init` at start) */
  event: string;
  at: number;
}

/** /flujos asks, on opening, for every actor already running */
export interface Hello {
  type: 'hello';
}

export type FlowsMessage = ActorReport | Hello;

/** this tab's name on the channel */
export const thisTab = Math.random().toString(36).slice(2, 8);

export function isActorReport(data: unknown): data is ActorReport {
  return !!data && typeof data === 'object' && (data as { type?: unknown }).type === 'actor';
}
