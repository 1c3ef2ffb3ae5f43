import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from './email-verification.machine';
import type { SubmitResult } from './types';
import { CODE_REQUIRED, recoveryErrors, type FieldError } from './rules/account-rules';
import { lengthErrors } from './rules/limits';

const rules = {
  resend: (email: string): FieldError[] => (email.trim() ? lengthErrors({ email }) : [{ field: 'email', message: CODE_REQUIRED }]),
  recovery: recoveryErrors,
};

/**
 * The one-field e-mail forms: resend the verification mail (/enviar_codigo_verificacion, 'Debes ingresar el
 * código', 'Correo enviado') and password recovery (/recover, 'Formato de correo invalido', then /login with
 * 'Nueva contraseña enviada'). The client check is injected as a guard's rule; the server message goes
 * under the field and clears when it is edited.
 */

export interface EmailFormInput {
  /** which client rule the e-mail must pass */
  rule: keyof typeof rules;
  /** the notice on success; with `redirectTo` the machine ends there */
  success: Notice;
  redirectTo: string | null;
}

export interface EmailFormOutput {
  to: string;
  notice: Notice;
}

interface EmailFormContext extends EmailFormInput {
  email: string;
  error: string | null;
  notice: Notice | null;
}

type EmailFormEvent = { type: 'form.submit'; email: string } | { type: 'field.edit' } | { type: 'notice.dismiss' };

export const emailFormMachine = setup({
  types: {
    input: {} as EmailFormInput,
    context: {} as EmailFormContext,
    events: {} as EmailFormEvent,
    output: {} as EmailFormOutput,
  },
  actors: {
    send: fromPromise<SubmitResult, { email: string }>(async () => {
      throw new Error('not provided');
    }),
  },
  guards: {
    invalid: ({ context, event }) => event.type === 'form.submit' && rules[context.rule](event.email).length > 0,
    sent: (_, params: { ok: boolean }) => params.ok,
    redirects: ({ context }) => context.redirectTo !== null,
  },
}).createMachine({
  id: 'emailForm',
  context: ({ input }) => ({ ...input, email: '', error: null, notice: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.edit': { actions: assign({ error: null }) },
        'notice.dismiss': { actions: assign({ notice: null }) },
        'form.submit': [
          { guard: 'invalid', actions: assign({ error: ({ context, event }) => rules[context.rule](event.email)[0]?.message ?? null }) },
          { target: 'sending', actions: assign({ email: ({ event }) => event.email.trim(), error: null, notice: null }) },
        ],
      },
    },
    sending: {
      invoke: {
        src: 'send',
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          {
            guard: { type: 'sent', params: ({ event }) => ({ ok: event.output.ok }) },
            target: 'sent',
          },
          {
            target: 'editing',
            actions: assign({ error: ({ event }) => event.output.fieldErrors[0]?.message ?? event.output.message ?? 'Error inesperado' }),
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({ notice: { title: 'Error inesperado', text: 'Intente mas tarde', tone: 'error' } }),
        },
      },
    },
    sent: {
      always: [
        { guard: 'redirects', target: 'done' },
        { target: 'editing', actions: assign({ notice: ({ context }) => context.success }) },
      ],
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ to: context.redirectTo ?? '/login', notice: context.success }),
});
