import { createActorContext as createXActorContext, useActorRef as useXActorRef, useMachine as useXMachine } from '@xstate/react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { inspect } from './flow-inspection';

/**
 * @xstate/react's hooks with the app's `inspect` option, so /flujos sees every actor the app runs (dev and demo
 * builds only: client/shared/flow-inspection.ts). Lint sends every client import of these names here.
 */
const inspected = <O extends ActorOptions<AnyActorLogic> | undefined>(options: O) => ({ ...options, inspect });

export const useMachine = ((logic: AnyActorLogic, options?: ActorOptions<AnyActorLogic>) =>
  useXMachine(logic as never, inspected(options) as never)) as typeof useXMachine;

export const useActorRef = ((logic: AnyActorLogic, options?: ActorOptions<AnyActorLogic>, observer?: never) =>
  useXActorRef(logic, inspected(options) as never, observer)) as typeof useXActorRef;

export const createActorContext = ((logic: AnyActorLogic, options?: ActorOptions<AnyActorLogic>) =>
  createXActorContext(logic, inspected(options))) as typeof createXActorContext;
