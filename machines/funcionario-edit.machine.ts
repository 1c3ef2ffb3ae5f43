import { assign, fromPromise, setup } from 'xstate';
import { formField } from './rules/account-rules';
import { EDITED, PRIVILEGE_REQUIRED, type ClientGrants } from './rules/funcionario-rules';
import { dataErrors, hasGrants, isGrantError, withGrant, type FuncionarioData, type WizardNotice } from './funcionario-wizard.machine';
import type { FieldError, SubmitResult } from './types';

/**
 * /funcionarios/{id} (spec 3 §2, §4 "Funcionario status", §5 "Edit"): the record's data, the password flag, the
 * Habilitado/Deshabilitado switch and the privileges per client (the same popup as the wizard), saved with GUARDAR.
 * The form keeps what was typed whatever the save answers.
 */

export interface EditValues extends FuncionarioData {
  rut: string;
  regeneratePassword: boolean;
  enabled: boolean;
}

export interface EditSubmission extends EditValues {
  id: string;
  grants: ClientGrants;
}

export interface FuncionarioEditInput {
  id: string;
  /** what the funcionario holds now: client record id → privileges */
  grants: ClientGrants;
}

export const SAVE_FAILED = 'No fue posible guardar los cambios';

interface EditContext {
  id: string;
  grants: ClientGrants;
  errors: FieldError[];
  grantError: string | null;
  notice: WizardNotice | null;
  submission: EditSubmission | null;
  /** how many saves went through: the screen clears 'Generar nueva contraseña' after each */
  saved: number;
}

type EditEvent =
  | { type: 'grant.set'; clientId: string; privileges: number[] }
  | { type: 'field.edit'; field: string }
  | { type: 'form.submit'; values: EditValues }
  | { type: 'notice.dismiss' };

export const funcionarioEditMachine = setup({
  types: { context: {} as EditContext, events: {} as EditEvent, input: {} as FuncionarioEditInput },
  actors: {
    saveFuncionario: fromPromise<SubmitResult, EditSubmission>(async () => {
      throw new Error('not provided');
    }),
  },
  guards: {
    dataRefused: ({ event }) => event.type === 'form.submit' && dataErrors(event.values.rut, event.values).length > 0,
    noGrants: ({ context }) => !hasGrants(context.grants),
  },
}).createMachine({
  id: 'funcionarioEdit',
  context: ({ input }) => ({ id: input.id, grants: input.grants, errors: [], grantError: null, notice: null, submission: null, saved: 0 }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'grant.set': {
          actions: assign({
            grants: ({ context, event }) => withGrant(context.grants, event.clientId, event.privileges),
            grantError: null,
          }),
        },
        'field.edit': {
          actions: assign({ errors: ({ context, event }) => context.errors.filter((e) => formField(e.field) !== event.field) }),
        },
        'notice.dismiss': { actions: assign({ notice: null }) },
        'form.submit': [
          { guard: 'dataRefused', actions: assign({ errors: ({ event }) => dataErrors(event.values.rut, event.values), notice: null }) },
          { guard: 'noGrants', actions: assign({ grantError: PRIVILEGE_REQUIRED, errors: [], notice: null }) },
          {
            target: 'saving',
            actions: assign({
              submission: ({ context, event }) => ({ ...event.values, id: context.id, grants: context.grants }),
              errors: [],
              grantError: null,
              notice: null,
            }),
          },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'saveFuncionario',
        input: ({ context }) => context.submission!,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'editing',
            actions: assign({
              notice: ({ event }) => ({ title: event.output.message ?? EDITED, text: '', tone: 'ok' as const }),
              saved: ({ context }) => context.saved + 1,
            }),
          },
          {
            target: 'editing',
            actions: assign({
              errors: ({ event }) => event.output.fieldErrors.filter((e) => !isGrantError(e)),
              grantError: ({ event }) => event.output.fieldErrors.find(isGrantError)?.message ?? null,
              notice: ({ event }) => ({ title: SAVE_FAILED, text: event.output.message ?? '', tone: 'error' as const }),
            }),
          },
        ],
        onError: { target: 'editing', actions: assign({ notice: { title: SAVE_FAILED, text: 'Intenta nuevamente', tone: 'error' } }) },
      },
    },
  },
});
