import { assign, fromPromise, setup } from 'xstate';
import type { SubmitResult } from './types';

/** What `can_delete` answers: whether the confirm button shows, and the modal's title (the server's message). */
export interface DeletionCheck {
  allowed: boolean;
  message: string | null;
}

export const DELETE_CHECK_FAILED = 'No fue posible consultar si el funcionario puede eliminarse. Por favor intenta más tarde';
export const DELETE_FAILED = 'No fue posible eliminar el funcionario. Por favor intenta más tarde';
export const DELETED = 'El funcionario se ha eliminado correctamente';

interface DeleteContext {
  id: string;
  check: DeletionCheck | null;
  failure: string | null;
  /** the server's message on success, for the list's banner */
  done: string | null;
}

type DeleteEvent = { type: 'delete.confirm' } | { type: 'delete.retry' } | { type: 'dialog.close' };

/**
 * Eliminar (spec 3 §4 "Delete funcionario"): `can_delete` first; the modal is titled with its message and offers the
 * confirm button only when it allows; confirming deletes, and the machine ends telling the list to read itself again.
 * A failed check offers Reintentar; a failed delete stays in the modal with its message.
 */
export const funcionarioDeleteMachine = setup({
  types: {
    input: {} as { id: string },
    context: {} as DeleteContext,
    events: {} as DeleteEvent,
    output: {} as { deleted: string | null },
  },
  actors: {
    canDelete: fromPromise<DeletionCheck, { id: string }>(async () => {
      throw new Error('not provided');
    }),
    deleteFuncionario: fromPromise<SubmitResult, { id: string }>(async () => {
      throw new Error('not provided');
    }),
  },
  guards: {
    allowed: ({ context }) => context.check?.allowed === true,
  },
}).createMachine({
  id: 'funcionarioDelete',
  context: ({ input }) => ({ id: input.id, check: null, failure: null, done: null }),
  output: ({ context }) => ({ deleted: context.done }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'canDelete',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'confirming', actions: assign({ check: ({ event }) => event.output }) },
        onError: { target: 'checkFailed', actions: assign({ failure: DELETE_CHECK_FAILED }) },
      },
    },
    checkFailed: {
      on: { 'delete.retry': { target: 'checking', actions: assign({ failure: null }) }, 'dialog.close': 'closed' },
    },
    confirming: {
      on: {
        'delete.confirm': { guard: 'allowed', target: 'deleting', actions: assign({ failure: null }) },
        'dialog.close': 'closed',
      },
    },
    deleting: {
      invoke: {
        src: 'deleteFuncionario',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'deleted',
            actions: assign({ done: ({ event }) => event.output.message ?? DELETED }),
          },
          { target: 'confirming', actions: assign({ failure: ({ event }) => event.output.message ?? DELETE_FAILED }) },
        ],
        onError: { target: 'confirming', actions: assign({ failure: DELETE_FAILED }) },
      },
    },
    deleted: { type: 'final' },
    closed: { type: 'final' },
  },
});
