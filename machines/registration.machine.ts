import { assign, fromPromise, setup } from 'xstate';
import { registrationErrors, type RegistrationValues } from './rules/account-rules';
import type { FieldError, LoginResult, SessionData, SocialData, SubmitResult } from './types';

/**
 * Registration of a person (spec 1 §4 Registration, §5), also used by /confirmar_datos with the social
 * data of a Google account: there the password is not asked, and success signs the user in.
 */

export interface RegistrationInput {
  social: SocialData | null;
}

export type RegistrationOutput = { type: 'registered'; email: string } | { type: 'signedIn'; session: SessionData };

interface RegistrationContext {
  social: SocialData | null;
  values: RegistrationValues | null;
  errors: FieldError[];
  alert: string | null;
  session: SessionData | null;
}

type RegistrationEvent =
  { type: 'form.submit'; values: RegistrationValues } | { type: 'field.edit'; field: string } | { type: 'alert.dismiss' };

export const registrationMachine = setup({
  types: {
    input: {} as RegistrationInput,
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    output: {} as RegistrationOutput,
  },
  actors: {
    register: fromPromise<SubmitResult, { values: RegistrationValues; social: SocialData | null }>(async () => {
      throw new Error('not provided');
    }),
    socialLogin: fromPromise<LoginResult, { token: string }>(async () => {
      throw new Error('not provided');
    }),
  },
  guards: {
    hasClientErrors: ({ context, event }) =>
      event.type === 'form.submit' && registrationErrors(event.values, { social: context.social !== null }).length > 0,
    accepted: (_, params: { ok: boolean }) => params.ok,
    isSocial: ({ context }) => context.social !== null,
  },
  actions: {
    showClientErrors: assign({
      errors: ({ context, event }) =>
        event.type === 'form.submit' ? registrationErrors(event.values, { social: context.social !== null }) : context.errors,
    }),
    clearField: assign({
      errors: ({ context, event }) =>
        event.type === 'field.edit' ? context.errors.filter((e) => e.field !== event.field) : context.errors,
    }),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({ social: input.social, values: null, errors: [], alert: null, session: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.edit': { actions: 'clearField' },
        'alert.dismiss': { actions: assign({ alert: null }) },
        'form.submit': [
          { guard: 'hasClientErrors', actions: 'showClientErrors' },
          { target: 'submitting', actions: assign({ values: ({ event }) => event.values, errors: [], alert: null }) },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'register',
        input: ({ context }) => ({ values: context.values!, social: context.social }),
        onDone: [
          { guard: { type: 'accepted', params: ({ event }) => ({ ok: event.output.ok }) }, target: 'registered' },
          {
            target: 'editing',
            actions: assign({
              errors: ({ event }) => event.output.fieldErrors,
              alert: ({ event }) => (event.output.fieldErrors.length ? null : (event.output.message ?? 'error al registrar')),
            }),
          },
        ],
        onError: { target: 'editing', actions: assign({ alert: 'error al registrar' }) },
      },
    },
    registered: {
      always: [{ guard: 'isSocial', target: 'signingIn' }, { target: 'done' }],
    },
    signingIn: {
      invoke: {
        src: 'socialLogin',
        input: ({ context }) => ({ token: context.social!.token }),
        onDone: [
          {
            guard: ({ event }) => event.output.outcome === 'OK' && event.output.session !== null,
            target: 'signedIn',
            actions: assign({ session: ({ event }) => event.output.session }),
          },
          { target: 'editing', actions: assign({ alert: ({ event }) => event.output.message ?? 'Error inesperado' }) },
        ],
        onError: { target: 'editing', actions: assign({ alert: 'Error inesperado' }) },
      },
    },
    done: { type: 'final' },
    signedIn: { type: 'final' },
  },
  output: ({ context }) =>
    context.session ? { type: 'signedIn', session: context.session } : { type: 'registered', email: context.values?.email ?? '' },
});
