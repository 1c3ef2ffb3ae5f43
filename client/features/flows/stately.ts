import { createBrowserInspector } from '@statelyai/inspect';
import { createActor, type AnyStateMachine } from 'xstate';

/**
 * Opens a machine in Stately's visualiser (`@statelyai/inspect`, which comes only with /flujos' own chunk): a fresh
 * actor of the machine, inspected in the visualiser's window, started with no input, so it shows the chart as the
 * machine starts. The visualiser is on the internet; the page offers it only when the browser is online.
 */
export function openInStately(machine: AnyStateMachine): void {
  const inspector = createBrowserInspector();
  createActor(machine, { inspect: inspector.inspect, input: {} }).start();
}
