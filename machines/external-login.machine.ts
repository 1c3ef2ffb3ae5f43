import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from './email-verification.machine';
import type { LoginResult, SessionData } from './types';

/**
 * /login/{code} (?company): a loading screen while the code is validated (spec 1 §2, §4 External login, §8).
 * A good code signs in; a refused one notifies 'Error con inicio de sesión' (company: '... empresa') with the
 * server's message, a failed call 'Intentelo nuevamente'; both then go to /login. No code: 1500 ms, then /login.
 */

export type ExternalLoginOutput = { type: 'signedIn'; session: SessionData } | { type: 'redirect'; to: '/login'; notice: Notice | null };

interface ExternalLoginContext {
  code: string;
  company: boolean;
  output: ExternalLoginOutput | null;
}

export const externalLoginMachine = setup({
  types: {
    input: {} as { code: string; company: boolean },
    context: {} as ExternalLoginContext,
    output: {} as ExternalLoginOutput,
  },
  actors: {
    validate: fromPromise<LoginResult, { code: string; company: boolean }>(async () => {
      throw new Error('not provided');
    }),
  },
  guards: {
    hasCode: ({ context }) => context.code.trim() !== '',
  },
  delays: { noCodeRedirect: 1500 },
}).createMachine({
  id: 'externalLogin',
  context: ({ input }) => ({ code: input.code, company: input.company, output: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasCode', target: 'validating' }, { target: 'waiting' }] },
    waiting: {
      after: { noCodeRedirect: { target: 'done', actions: assign({ output: { type: 'redirect', to: '/login', notice: null } }) } },
    },
    validating: {
      invoke: {
        src: 'validate',
        input: ({ context }) => ({ code: context.code, company: context.company }),
        onDone: [
          {
            guard: ({ event }) => event.output.outcome === 'OK' && event.output.session !== null,
            target: 'done',
            actions: assign({ output: ({ event }) => ({ type: 'signedIn' as const, session: event.output.session! }) }),
          },
          {
            target: 'done',
            actions: assign({
              output: ({ context, event }) => ({
                type: 'redirect' as const,
                to: '/login' as const,
                notice: {
                  title: context.company ? 'Error con inicio de sesión empresa' : 'Error con inicio de sesión',
                  text: event.output.message ?? 'Intentelo nuevamente',
                  tone: 'error' as const,
                },
              }),
            }),
          },
        ],
        onError: {
          target: 'done',
          actions: assign({
            output: ({ context }) => ({
              type: 'redirect' as const,
              to: '/login' as const,
              notice: {
                title: context.company ? 'Error con inicio de sesión empresa' : 'Error con inicio de sesión',
                text: 'Intentelo nuevamente',
                tone: 'error' as const,
              },
            }),
          }),
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.output!,
});
