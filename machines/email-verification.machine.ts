import { fromPromise, setup, assign } from 'xstate';
import type { SubmitResult } from './types';

/**
 * /verificar_email/{code}: verifies on load (spec 1 §4 Email verification). Success goes to /login with
 * 'Email verificado correctamente / Ahora inicia sesión'; an error to the resend screen with its notice.
 * Without a code the redirect waits 1500 ms; with one it is immediate.
 */

export interface Notice {
  title: string;
  text: string;
  tone: 'ok' | 'error';
}

export interface RedirectOutput {
  to: string;
  notice: Notice | null;
}

export const emailVerificationMachine = setup({
  types: {
    input: {} as { code: string },
    context: {} as { code: string; output: RedirectOutput | null },
    output: {} as RedirectOutput,
  },
  actors: {
    verify: fromPromise<SubmitResult, { code: string }>(async () => {
      throw new Error('not provided');
    }),
  },
  guards: {
    hasCode: ({ context }) => context.code.trim() !== '',
  },
  delays: { noCodeRedirect: 1500 },
}).createMachine({
  id: 'emailVerification',
  context: ({ input }) => ({ code: input.code, output: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasCode', target: 'verifying' }, { target: 'waiting' }] },
    waiting: {
      after: {
        noCodeRedirect: { target: 'done', actions: assign({ output: { to: '/enviar_codigo_verificacion', notice: null } }) },
      },
    },
    verifying: {
      invoke: {
        src: 'verify',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'done',
            actions: assign({
              output: { to: '/login', notice: { title: 'Email verificado correctamente', text: 'Ahora inicia sesión', tone: 'ok' } },
            }),
          },
          {
            target: 'done',
            actions: assign({
              output: ({ event }) => ({
                to: '/enviar_codigo_verificacion',
                notice: { title: 'Error verificando Correo electrónico', text: event.output.message ?? '', tone: 'error' },
              }),
            }),
          },
        ],
        onError: {
          target: 'done',
          actions: assign({
            output: {
              to: '/enviar_codigo_verificacion',
              notice: { title: 'Error verificando Correo electrónico', text: 'Intente mas tarde', tone: 'error' },
            },
          }),
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.output!,
});
