import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from './email-verification.machine';
import { profileErrors, type ProfileValues } from './rules/account-rules';
import type { FieldError, ProfileData, SubmitResult } from './types';

/** /editar-perfil (spec 1 §5 Profile edit): load, edit, save with the server's field errors. */

export interface ProfileSubmission extends ProfileValues {
  notificationCheck: boolean;
  syncSecondAccount: boolean;
}

interface ProfileContext {
  profile: ProfileData | null;
  errors: FieldError[];
  notice: Notice | null;
  submission: ProfileSubmission | null;
}

type ProfileEvent =
  | { type: 'form.submit'; values: ProfileSubmission }
  | { type: 'field.edit'; field: string }
  | { type: 'notice.dismiss' }
  | { type: 'load.retry' };

export const profileMachine = setup({
  types: { context: {} as ProfileContext, events: {} as ProfileEvent },
  actors: {
    loadProfile: fromPromise<ProfileData>(async () => {
      throw new Error('not provided');
    }),
    saveProfile: fromPromise<SubmitResult, ProfileSubmission>(async () => {
      throw new Error('not provided');
    }),
  },
  guards: {
    hasClientErrors: ({ event }) => event.type === 'form.submit' && profileErrors(event.values).length > 0,
  },
}).createMachine({
  id: 'profile',
  context: { profile: null, errors: [], notice: null, submission: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadProfile',
        onDone: { target: 'editing', actions: assign({ profile: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'load.retry': 'loading' } },
    editing: {
      on: {
        'field.edit': { actions: assign({ errors: ({ context, event }) => context.errors.filter((e) => e.field !== event.field) }) },
        'notice.dismiss': { actions: assign({ notice: null }) },
        'form.submit': [
          { guard: 'hasClientErrors', actions: assign({ errors: ({ event }) => profileErrors(event.values), notice: null }) },
          { target: 'saving', actions: assign({ submission: ({ event }) => event.values, errors: [], notice: null }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'saveProfile',
        input: ({ context }) => context.submission!,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'editing',
            actions: assign({
              notice: { title: 'Edición completada', text: 'Datos actualizados correctamente', tone: 'ok' },
              profile: ({ context }) =>
                context.profile && context.submission
                  ? {
                      ...context.profile,
                      name: context.submission.name,
                      lastName: context.submission.last_name,
                      phone: context.submission.phone,
                      notificationCheck: context.submission.notificationCheck,
                    }
                  : context.profile,
            }),
          },
          {
            target: 'editing',
            actions: assign({
              errors: ({ event }) => event.output.fieldErrors,
              notice: ({ event }) =>
                event.output.fieldErrors.length
                  ? null
                  : { title: 'Error inesperado', text: event.output.message ?? 'Intente mas tarde', tone: 'error' as const },
            }),
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({ notice: { title: 'Error inesperado', text: 'Intente mas tarde', tone: 'error' } }),
        },
      },
    },
  },
});
