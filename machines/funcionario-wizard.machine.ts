import { assign, fromPromise, setup } from 'xstate';
import type * as Schema from '../schema/generated/types';
import { formField } from './rules/account-rules';
import {
  cleanGrants,
  CREATE_FAILED,
  funcionarioErrors,
  PRIVILEGE_REQUIRED,
  REQUEST_FAILED,
  REQUEST_SENT,
  rutErrors,
} from './rules/funcionario-rules';
import type { ClientGrants } from './rules/funcionario-rules';
import { formatRut } from './rules/rut';
import type { FieldError, SubmitResult } from './types';

/**
 * /funcionarios/nuevo (spec 3 §4 "Create funcionario wizard"): 1 the RUT and its check (a reserved RUT asks to send a
 * request), 2 the personal data checked by the server without creating, 3 the privileges per client, 4 the summary
 * and the save. The step tabs go back to an earlier step with everything typed kept.
 */

export type WizardStepId = 'rut' | 'data' | 'clients' | 'summary';

export interface FuncionarioData {
  name: string;
  lastName: string;
  email: string;
  phone: string;
}
export type DataField = keyof FuncionarioData;

export type RutCheck = Pick<Schema.FuncionarioRutCheck, 'available' | 'message' | 'origin' | 'lockedFields' | 'notice'> & {
  person: Schema.FuncionarioPerson | null;
  reserved: Schema.ReservedFuncionario | null;
};

export interface FuncionarioSubmission extends FuncionarioData {
  rut: string;
  grants: ClientGrants;
}

export type ReservedFuncionario = Schema.ReservedFuncionario;

export interface WizardNotice {
  title: string;
  text: string;
  tone: 'ok' | 'error';
}

export type CreateResult = SubmitResult & { funcionarioId: string | null };

export const RUT_CHECK_FAILED = 'No fue posible verificar el RUT. Intenta nuevamente.';
export const VALIDATE_FAILED = 'No fue posible validar los datos. Intenta nuevamente.';
export const TRY_AGAIN = 'Intenta nuevamente';
const EMPTY: FuncionarioData = { name: '', lastName: '', email: '', phone: '' };

/** The personal data's own rules (funcionario-rules), named as the form's fields, leaving out the fields locked. */
export function dataErrors(rut: string, values: FuncionarioData, locked: readonly string[] = []): FieldError[] {
  return funcionarioErrors({ dni: rut, name: values.name, last_name: values.lastName, email: values.email, phone: values.phone })
    .map((e) => ({ field: formField(e.field), message: e.message }))
    .filter((e) => !locked.includes(e.field));
}

/** One client's privileges set: none takes it out of the grants (spec 3 §4 "Privilege popup"). */
export function withGrant(grants: ClientGrants, clientId: string, privileges: readonly number[]): ClientGrants {
  return cleanGrants({ ...grants, [clientId]: [...privileges] });
}

export const hasGrants = (grants: ClientGrants) => Object.values(cleanGrants(grants)).some((list) => list.length > 0);

/** The errors a step shows under its fields, and the one under the privileges (`grants`). */
export const isGrantError = (e: FieldError) => e.field === 'grants' || e.field === 'client_codes';

interface WizardContext {
  rut: string;
  /** the check that let the wizard on: its origin, what it locks, its notice */
  check: RutCheck | null;
  reserved: Schema.ReservedFuncionario | null;
  values: FuncionarioData;
  errors: FieldError[];
  grants: ClientGrants;
  grantError: string | null;
  notice: WizardNotice | null;
}

type WizardEvent =
  | { type: 'rut.edit'; value: string }
  | { type: 'rut.submit' }
  | { type: 'reserved.confirm' }
  | { type: 'reserved.cancel' }
  | { type: 'field.edit'; field: DataField; value: string }
  | { type: 'data.submit' }
  | { type: 'grant.set'; clientId: string; privileges: number[] }
  | { type: 'clients.submit' }
  | { type: 'wizard.save' }
  | { type: 'step.go'; step: WizardStepId }
  | { type: 'notice.dismiss' };

const notProvided = () => {
  throw new Error('not provided');
};

const submissionOf = (context: WizardContext): FuncionarioSubmission => ({ rut: context.rut, ...context.values, grants: context.grants });

export const funcionarioWizardMachine = setup({
  types: { context: {} as WizardContext, events: {} as WizardEvent },
  actors: {
    checkRut: fromPromise<RutCheck, { rut: string }>(async () => notProvided()),
    requestReserved: fromPromise<SubmitResult, { rut: string }>(async () => notProvided()),
    validateData: fromPromise<SubmitResult, FuncionarioSubmission>(async () => notProvided()),
    createFuncionario: fromPromise<CreateResult, FuncionarioSubmission>(async () => notProvided()),
  },
  guards: {
    rutRefused: ({ context }) => rutErrors(context.rut).length > 0,
    dataRefused: ({ context }) => dataErrors(context.rut, context.values, context.check?.lockedFields).length > 0,
    fieldFree: ({ context, event }) => event.type === 'field.edit' && !context.check?.lockedFields.includes(event.field),
    noGrants: ({ context }) => !hasGrants(context.grants),
    stepIs: ({ event }, params: { step: WizardStepId }) => event.type === 'step.go' && event.step === params.step,
  },
  actions: {
    dismissNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'funcionarioWizard',
  context: { rut: '', check: null, reserved: null, values: EMPTY, errors: [], grants: {}, grantError: null, notice: null },
  initial: 'rut',
  on: { 'notice.dismiss': { actions: 'dismissNotice' } },
  states: {
    rut: {
      on: {
        'rut.edit': {
          actions: assign({
            rut: ({ event }) => formatRut(event.value),
            errors: ({ context }) => context.errors.filter((e) => e.field !== 'rut'),
          }),
        },
        'rut.submit': [
          {
            guard: 'rutRefused',
            actions: assign({ errors: ({ context }) => rutErrors(context.rut).map((e) => ({ field: 'rut', message: e.message })) }),
          },
          { target: 'checking', actions: assign({ errors: [], notice: null }) },
        ],
      },
    },
    checking: {
      invoke: {
        src: 'checkRut',
        input: ({ context }) => ({ rut: context.rut }),
        onDone: [
          {
            guard: ({ event }) => event.output.reserved !== null,
            target: 'reserved',
            actions: assign({ reserved: ({ event }) => event.output.reserved }),
          },
          {
            guard: ({ event }) => event.output.available,
            target: 'data',
            actions: assign({
              // a person found fills the fields; typed ones stay, unless a person's filled them before
              values: ({ context, event }) => {
                const person = event.output.person;
                if (person)
                  return { name: person.name ?? '', lastName: person.lastName ?? '', email: person.email ?? '', phone: person.phone ?? '' };
                return context.check?.person ? EMPTY : context.values;
              },
              check: ({ event }) => event.output,
              errors: [],
            }),
          },
          {
            target: 'rut',
            actions: assign({ errors: ({ event }) => [{ field: 'rut', message: event.output.message ?? RUT_CHECK_FAILED }] }),
          },
        ],
        onError: { target: 'rut', actions: assign({ notice: { title: RUT_CHECK_FAILED, text: '', tone: 'error' } }) },
      },
    },
    reserved: {
      on: {
        'reserved.confirm': 'requesting',
        'reserved.cancel': { target: 'rut', actions: assign({ reserved: null }) },
      },
    },
    requesting: {
      invoke: {
        src: 'requestReserved',
        input: ({ context }) => ({ rut: context.rut }),
        onDone: {
          target: 'rut',
          actions: assign({
            reserved: null,
            notice: ({ event }) =>
              event.output.ok
                ? { title: REQUEST_SENT, text: '', tone: 'ok' as const }
                : { title: REQUEST_FAILED, text: event.output.message ?? TRY_AGAIN, tone: 'error' as const },
          }),
        },
        onError: { target: 'rut', actions: assign({ reserved: null, notice: { title: REQUEST_FAILED, text: TRY_AGAIN, tone: 'error' } }) },
      },
    },
    data: {
      on: {
        'field.edit': {
          guard: 'fieldFree',
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
            errors: ({ context, event }) => context.errors.filter((e) => formField(e.field) !== event.field),
          }),
        },
        'data.submit': [
          {
            guard: 'dataRefused',
            actions: assign({ errors: ({ context }) => dataErrors(context.rut, context.values, context.check?.lockedFields) }),
          },
          { target: 'validating', actions: assign({ errors: [], notice: null }) },
        ],
        'step.go': { guard: { type: 'stepIs', params: { step: 'rut' } }, target: 'rut' },
      },
    },
    validating: {
      invoke: {
        src: 'validateData',
        input: ({ context }) => ({ ...submissionOf(context), grants: {} }),
        onDone: [
          // step 2 is before the privileges: an error on them alone is tolerated (spec 3 §4)
          {
            guard: ({ event }) => event.output.ok || (event.output.fieldErrors.length > 0 && event.output.fieldErrors.every(isGrantError)),
            target: 'clients',
          },
          {
            target: 'data',
            actions: assign({
              errors: ({ event }) => event.output.fieldErrors.filter((e) => !isGrantError(e)),
              notice: ({ event }) =>
                event.output.fieldErrors.length
                  ? null
                  : { title: event.output.message ?? VALIDATE_FAILED, text: '', tone: 'error' as const },
            }),
          },
        ],
        onError: { target: 'data', actions: assign({ notice: { title: VALIDATE_FAILED, text: '', tone: 'error' } }) },
      },
    },
    clients: {
      on: {
        'grant.set': {
          actions: assign({
            grants: ({ context, event }) => withGrant(context.grants, event.clientId, event.privileges),
            grantError: null,
          }),
        },
        'clients.submit': [
          { guard: 'noGrants', actions: assign({ grantError: PRIVILEGE_REQUIRED }) },
          { target: 'summary', actions: assign({ grantError: null }) },
        ],
        'step.go': [
          { guard: { type: 'stepIs', params: { step: 'rut' } }, target: 'rut' },
          { guard: { type: 'stepIs', params: { step: 'data' } }, target: 'data' },
        ],
      },
    },
    summary: {
      on: {
        'wizard.save': { target: 'saving', actions: 'dismissNotice' },
        'step.go': [
          { guard: { type: 'stepIs', params: { step: 'rut' } }, target: 'rut' },
          { guard: { type: 'stepIs', params: { step: 'data' } }, target: 'data' },
          { guard: { type: 'stepIs', params: { step: 'clients' } }, target: 'clients' },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'createFuncionario',
        input: ({ context }) => submissionOf(context),
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'saved' },
          {
            // the personal data refused: back to step 2 with each message under its field
            guard: ({ event }) => event.output.fieldErrors.some((e) => !isGrantError(e)),
            target: 'data',
            actions: assign({
              errors: ({ event }) => event.output.fieldErrors.filter((e) => !isGrantError(e)),
              notice: { title: CREATE_FAILED, text: '', tone: 'error' },
            }),
          },
          {
            guard: ({ event }) => event.output.fieldErrors.length > 0,
            target: 'clients',
            actions: assign({
              grantError: ({ event }) => event.output.fieldErrors[0]?.message ?? PRIVILEGE_REQUIRED,
              notice: { title: CREATE_FAILED, text: '', tone: 'error' },
            }),
          },
          {
            target: 'summary',
            actions: assign({
              notice: ({ event }) => ({
                title: CREATE_FAILED,
                text: event.output.message === CREATE_FAILED ? '' : (event.output.message ?? ''),
                tone: 'error' as const,
              }),
            }),
          },
        ],
        onError: { target: 'summary', actions: assign({ notice: { title: CREATE_FAILED, text: TRY_AGAIN, tone: 'error' } }) },
      },
    },
    saved: { type: 'final' },
  },
});
