import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { formErrors, initialValues, isAgreementForm, requestValues, type FormValues } from './request-wizard.form';
import type {
  AgreementSimulation,
  AgreementSimulationPayload,
  BusinessLine,
  FieldError,
  RequestCategories,
  RequestCategory,
  RequestForm,
  RequestInput,
  RequestPayload,
  RequestTypeRef,
} from './types';
import { ServerMessage } from './server-message';

/**
 * The request wizard of each line's Requerimientos tab (spec 2 §2 "Request wizard", §4, §5, §8, §9). The line's
 * categories are read first: a line the server has turned off shows its message in place of the wizard. Then 1 the
 * client (a plate for autogas), 2 category and type, 3 the server's form, 4 success; 4b, the agreement simulation,
 * between 3 and 4 for the agreement forms. A preload (a request code) finds its category and type and jumps to step 3
 * (after step 1 when the client is not known); the 'code' variant shows a payment success. What the user typed stays
 * in the context through a failed submit and back from 4b; finishing starts again.
 */

export type { FormValues };

/** A client of step 1: one linked account of the line, or one plate for autogas. */
export interface WizardClient {
  /** unique among the line's clients (the account's id, or the patent) */
  id: string;
  clientId: number | null;
  patent: string | null;
}

export interface WizardInput {
  line: BusinessLine;
  clients: WizardClient[];
  /** a request code to jump to (C325, C361, C321), for the client given, else the chosen one, else the only one */
  preload?: { code: string; clientId?: number | null } | null;
  /** the request code of the payment-success variant */
  code?: string | null;
  /** the id of the client step 1 starts with (a company area's selected client), again after finishing */
  chosen?: string | null;
}

export interface Checks {
  checkAddress: boolean;
  checkTermConditions: boolean;
}

export interface WizardContext {
  line: BusinessLine;
  clients: WizardClient[];
  preload: WizardInput['preload'];
  code: string | null;
  chosen: string | null;
  client: WizardClient | null;
  categories: RequestCategory[];
  categoryId: string | null;
  typeId: string | null;
  /** the preload found its type but not the client: once step 1 is done, go on to the form */
  jump: boolean;
  form: RequestForm | null;
  values: FormValues;
  checks: Checks;
  simulation: AgreementSimulation | null;
  /** the client's checks and the server's, by field ('client', 'category', 'type', a form field, check_address…) */
  errors: FieldError[];
  /** the message on the submit button, the wizard's notice (a preload that found nothing), or the server's reason a load failed */
  failure: string | null;
  disabledMessage: string | null;
  sentMessage: string | null;
}

export type WizardEvent =
  | { type: 'client.select'; id: string }
  | { type: 'client.next' }
  | { type: 'category.select'; categoryId: string }
  | { type: 'type.select'; typeId: string }
  | { type: 'category.next' }
  | { type: 'field.edit'; field: string }
  | { type: 'form.submit'; values: FormValues }
  | { type: 'agreement.confirm'; checks: Checks }
  | { type: 'load.retry' }
  | { type: 'wizard.back' }
  | { type: 'notice.dismiss' }
  | { type: 'wizard.finish' };

export const NO_CLIENT = 'Debes seleccionar un cliente';
export const NO_CATEGORY = 'Debes seleccionar una categoría';
export const NO_TYPE = 'Debes seleccionar un tipo';
export const SENT = 'Requerimiento enviado con éxito';
// the spec's text, missing space included
export const SUBMIT_FAILED = 'Ha ocurrido un error inesperado,por favor intente más tarde.';
export const PRELOAD_UNKNOWN = 'No encontramos el requerimiento solicitado. Puedes elegirlo en los pasos siguientes.';
export const PRELOAD_FAILED = 'No fue posible abrir el requerimiento solicitado. Puedes elegirlo en los pasos siguientes.';
/** the confirmations of step 4b, under their checkboxes */
export const CHECK_FIELDS: readonly string[] = ['check_address', 'check_term_conditions'];

export interface FormRequest {
  typeId: string;
  clientId: number | null;
  patent: string | null;
}

// a type whose form cannot be given, with its reason, reaches the wizard as a ServerMessage
export { ServerMessage };

const serverMessage = (error: unknown) => (error instanceof ServerMessage ? error.message : null);

const NO_CHECKS: Checks = { checkAddress: false, checkTermConditions: false };

/** What createRequest and simulateAgreement are sent; autogas goes by plate alone (schema/request-forms.graphql). */
export function wizardRequest(context: WizardContext, checks?: Checks): RequestInput {
  const { client, form } = context;
  return {
    line: context.line,
    clientId: context.line === 'AUTOGAS' ? null : (client?.clientId ?? null),
    patent: client?.patent ?? null,
    typeId: context.typeId ?? '',
    values: requestValues(form?.fields ?? [], context.values),
    ...(checks ?? {}),
  };
}

function formRequest(context: WizardContext): FormRequest {
  return {
    typeId: context.typeId ?? '',
    clientId: context.line === 'AUTOGAS' ? null : (context.client?.clientId ?? null),
    patent: context.client?.patent ?? null,
  };
}

function step2Errors(context: Pick<WizardContext, 'categoryId' | 'typeId'>): FieldError[] {
  if (!context.categoryId) return [{ field: 'category', message: NO_CATEGORY }];
  if (!context.typeId) return [{ field: 'type', message: NO_TYPE }];
  return [];
}

/** The client step 1 starts with: the chosen one, if the line has it. */
function chosenClient(input: Pick<WizardInput, 'clients' | 'chosen'>): WizardClient | null {
  return input.clients.find((c) => c.id === input.chosen) ?? null;
}

function preloadClient(input: WizardInput): WizardClient | null {
  const wanted = input.preload?.clientId;
  const given = wanted == null ? undefined : input.clients.find((c) => c.clientId === wanted);
  return given ?? chosenClient(input) ?? (input.clients.length === 1 ? input.clients[0]! : null);
}

function initialContext(input: WizardInput): WizardContext {
  return {
    line: input.line,
    clients: input.clients,
    preload: input.preload ?? null,
    code: input.code ?? null,
    chosen: input.chosen ?? null,
    client: chosenClient(input),
    categories: [],
    categoryId: null,
    typeId: null,
    jump: false,
    form: null,
    values: {},
    checks: NO_CHECKS,
    simulation: null,
    errors: [],
    failure: null,
    disabledMessage: null,
    sentMessage: null,
  };
}

const isCheck = (e: FieldError) => CHECK_FIELDS.includes(e.field);

export const requestWizardMachine = setup({
  types: {
    input: {} as WizardInput,
    context: {} as WizardContext,
    events: {} as WizardEvent,
  },
  actors: {
    lookupCode: fromPromise<RequestTypeRef | null, { code: string }>(async () => {
      throw new Error('not provided');
    }),
    loadCategories: fromPromise<RequestCategories, { line: BusinessLine }>(async () => {
      throw new Error('not provided');
    }),
    loadForm: fromPromise<RequestForm, FormRequest>(async () => {
      throw new Error('not provided');
    }),
    createRequest: fromPromise<RequestPayload, RequestInput>(async () => {
      throw new Error('not provided');
    }),
    simulateAgreement: fromPromise<AgreementSimulationPayload, RequestInput>(async () => {
      throw new Error('not provided');
    }),
  },
  guards: {
    hasCode: ({ context }) => context.code !== null,
    hasPreload: ({ context }) => !!context.preload?.code,
    hasClient: ({ context }) => context.client !== null,
    knownClient: ({ context, event }) => event.type === 'client.select' && context.clients.some((c) => c.id === event.id),
    knownCategory: ({ context, event }) => event.type === 'category.select' && context.categories.some((c) => c.id === event.categoryId),
    knownType: ({ context, event }) =>
      event.type === 'type.select' &&
      context.categories.some((c) => c.id === context.categoryId && c.types.some((t) => t.id === event.typeId)),
    typeChosen: ({ context }) => step2Errors(context).length === 0,
    invalidForm: ({ context, event }) => event.type === 'form.submit' && formErrors(context.form?.fields ?? [], event.values).length > 0,
    agreementForm: ({ context }) => isAgreementForm(context.form),
    /** a type of the line's categories */
    found: ({ context }, params: { ref: RequestTypeRef | null }) =>
      params.ref !== null &&
      context.categories.some((c) => c.id === params.ref!.categoryId && c.types.some((t) => t.id === params.ref!.typeId)),
    jumpReady: ({ context }, params: { ref: RequestTypeRef | null }) =>
      context.client !== null &&
      params.ref !== null &&
      context.categories.some((c) => c.id === params.ref!.categoryId && c.types.some((t) => t.id === params.ref!.typeId)),
    jumpAfterClient: ({ context }) => context.jump && context.client !== null,
    disabled: (_, params: { answer: RequestCategories }) => params.answer.disabledMessage !== null,
    sent: (_, params: { ok: boolean }) => params.ok,
    simulated: (_, params: { answer: AgreementSimulationPayload }) =>
      params.answer.simulation !== null && params.answer.fieldErrors.every(isCheck),
    refusedFields: (_, params: { errors: FieldError[] }) => params.errors.length > 0,
    refusedChecksOnly: (_, params: { errors: FieldError[] }) => params.errors.length > 0 && params.errors.every(isCheck),
  },
  actions: {
    selectClient: assign(({ context, event }) => {
      assertEvent(event, 'client.select');
      return { client: context.clients.find((c) => c.id === event.id) ?? null, errors: [] };
    }),
    selectCategory: assign(({ event }) => {
      assertEvent(event, 'category.select');
      return { categoryId: event.categoryId, typeId: null, errors: [] };
    }),
    selectType: assign(({ event }) => {
      assertEvent(event, 'type.select');
      return { typeId: event.typeId, errors: [] };
    }),
    showStep2Errors: assign({ errors: ({ context }) => step2Errors(context) }),
    clearField: assign({
      errors: ({ context, event }) => {
        assertEvent(event, 'field.edit');
        return context.errors.filter((e) => e.field !== event.field);
      },
      failure: null,
    }),
    keepValues: assign({
      values: ({ event }) => {
        assertEvent(event, 'form.submit');
        return event.values;
      },
    }),
    showFormErrors: assign({
      errors: ({ context, event }) => {
        assertEvent(event, 'form.submit');
        return formErrors(context.form?.fields ?? [], event.values);
      },
      failure: null,
    }),
    startSending: assign({ errors: [], failure: null }),
    clearNotice: assign({ failure: null }),
    reset: assign(({ context }) => ({ ...initialContext(context), preload: null, code: null })),
  },
}).createMachine({
  id: 'requestWizard',
  context: ({ input }) => initialContext(input),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasCode', target: 'paid' }, { target: 'loadingCategories' }],
    },
    /** the 'code' variant: the payment of that request went through */
    paid: {
      on: { 'wizard.finish': { target: 'loadingCategories', actions: 'reset' } },
    },
    /** first of all: a line the server has turned off shows its message before anything is chosen */
    loadingCategories: {
      invoke: {
        src: 'loadCategories',
        input: ({ context }) => ({ line: context.line }),
        onDone: [
          {
            guard: { type: 'disabled', params: ({ event }) => ({ answer: event.output }) },
            target: 'disabled',
            actions: assign({ disabledMessage: ({ event }) => event.output.disabledMessage }),
          },
          { guard: 'hasPreload', target: 'preloading', actions: assign({ categories: ({ event }) => event.output.categories }) },
          { target: 'client', actions: assign({ categories: ({ event }) => event.output.categories }) },
        ],
        onError: { target: 'categoriesFailed', actions: assign({ failure: ({ event }) => serverMessage(event.error) }) },
      },
    },
    categoriesFailed: {
      on: { 'load.retry': { target: 'loadingCategories', actions: 'clearNotice' } },
    },
    preloading: {
      entry: assign(({ context }) => ({ client: preloadClient(context) })),
      invoke: {
        src: 'lookupCode',
        input: ({ context }) => ({ code: context.preload!.code }),
        onDone: [
          {
            // the line has the type and the client is known: straight on to its form
            guard: { type: 'jumpReady', params: ({ event }) => ({ ref: event.output }) },
            target: 'loadingForm',
            actions: assign(({ event }) => ({ categoryId: event.output!.categoryId, typeId: event.output!.typeId })),
          },
          {
            // the client is asked first, then the form
            guard: { type: 'found', params: ({ event }) => ({ ref: event.output }) },
            target: 'client',
            actions: assign(({ event }) => ({ categoryId: event.output!.categoryId, typeId: event.output!.typeId, jump: true })),
          },
          { target: 'client', actions: assign({ client: ({ context }) => chosenClient(context), failure: PRELOAD_UNKNOWN }) },
        ],
        onError: { target: 'client', actions: assign({ client: ({ context }) => chosenClient(context), failure: PRELOAD_FAILED }) },
      },
    },
    /** step 1 */
    client: {
      on: {
        'client.select': { guard: 'knownClient', actions: 'selectClient' },
        'client.next': [
          { guard: 'jumpAfterClient', target: 'loadingForm', actions: ['clearNotice', assign({ jump: false })] },
          { guard: 'hasClient', target: 'category', actions: 'clearNotice' },
          { actions: assign({ errors: [{ field: 'client', message: NO_CLIENT }] }) },
        ],
        'notice.dismiss': { actions: 'clearNotice' },
      },
    },
    /** the server has turned the line's requests off: its message in place of the wizard */
    disabled: {},
    /** step 2 */
    category: {
      on: {
        'category.select': { guard: 'knownCategory', actions: 'selectCategory' },
        'type.select': { guard: 'knownType', actions: 'selectType' },
        'category.next': [{ guard: 'typeChosen', target: 'loadingForm' }, { actions: 'showStep2Errors' }],
        'wizard.back': { target: 'client', actions: assign({ errors: [] }) },
      },
    },
    loadingForm: {
      invoke: {
        src: 'loadForm',
        input: ({ context }) => formRequest(context),
        onDone: {
          target: 'form',
          actions: assign(({ event }) => ({ form: event.output, values: initialValues(event.output), errors: [], failure: null })),
        },
        onError: { target: 'formFailed', actions: assign({ failure: ({ event }) => serverMessage(event.error) }) },
      },
    },
    formFailed: {
      on: {
        'load.retry': { target: 'loadingForm', actions: 'clearNotice' },
        'wizard.back': { target: 'category', actions: 'clearNotice' },
      },
    },
    /** step 3 */
    form: {
      on: {
        'field.edit': { actions: 'clearField' },
        'form.submit': [
          { guard: 'invalidForm', actions: ['keepValues', 'showFormErrors'] },
          { guard: 'agreementForm', target: 'simulating', actions: ['keepValues', 'startSending'] },
          { target: 'submitting', actions: ['keepValues', 'startSending'] },
        ],
        'wizard.back': { target: 'category', actions: assign({ errors: [], failure: null }) },
      },
    },
    submitting: {
      invoke: {
        src: 'createRequest',
        input: ({ context }) => wizardRequest(context),
        onDone: [
          {
            guard: { type: 'sent', params: ({ event }) => ({ ok: event.output.ok }) },
            target: 'sent',
            actions: assign({ sentMessage: ({ event }) => event.output.message ?? SENT }),
          },
          {
            guard: { type: 'refusedFields', params: ({ event }) => ({ errors: event.output.fieldErrors }) },
            target: 'form',
            actions: assign({ errors: ({ event }) => event.output.fieldErrors }),
          },
          { target: 'form', actions: assign({ failure: ({ event }) => event.output.message ?? SUBMIT_FAILED }) },
        ],
        onError: { target: 'form', actions: assign({ failure: SUBMIT_FAILED }) },
      },
    },
    simulating: {
      invoke: {
        src: 'simulateAgreement',
        input: ({ context }) => wizardRequest(context),
        onDone: [
          {
            // the numbers come back while the confirmations, asked on 4b, are still unchecked
            guard: { type: 'simulated', params: ({ event }) => ({ answer: event.output }) },
            target: 'agreement',
            actions: assign({ simulation: ({ event }) => event.output.simulation, checks: NO_CHECKS }),
          },
          {
            guard: { type: 'refusedFields', params: ({ event }) => ({ errors: event.output.fieldErrors }) },
            target: 'form',
            actions: assign({ errors: ({ event }) => event.output.fieldErrors }),
          },
          { target: 'form', actions: assign({ failure: ({ event }) => event.output.message ?? SUBMIT_FAILED }) },
        ],
        onError: { target: 'form', actions: assign({ failure: SUBMIT_FAILED }) },
      },
    },
    /** step 4b: the simulation and the two confirmations */
    agreement: {
      on: {
        'field.edit': { actions: 'clearField' },
        'agreement.confirm': {
          target: 'confirming',
          actions: [assign({ checks: ({ event }) => event.checks }), 'startSending'],
        },
        'wizard.back': { target: 'form', actions: assign({ errors: [], failure: null }) },
      },
    },
    confirming: {
      invoke: {
        src: 'createRequest',
        input: ({ context }) => wizardRequest(context, context.checks),
        onDone: [
          {
            guard: { type: 'sent', params: ({ event }) => ({ ok: event.output.ok }) },
            target: 'sent',
            actions: assign({ sentMessage: ({ event }) => event.output.message ?? SENT }),
          },
          {
            guard: { type: 'refusedChecksOnly', params: ({ event }) => ({ errors: event.output.fieldErrors }) },
            target: 'agreement',
            actions: assign({ errors: ({ event }) => event.output.fieldErrors }),
          },
          {
            // a form field refused at this point is corrected on step 3
            guard: { type: 'refusedFields', params: ({ event }) => ({ errors: event.output.fieldErrors }) },
            target: 'form',
            actions: assign({ errors: ({ event }) => event.output.fieldErrors }),
          },
          { target: 'agreement', actions: assign({ failure: ({ event }) => event.output.message ?? SUBMIT_FAILED }) },
        ],
        onError: { target: 'agreement', actions: assign({ failure: SUBMIT_FAILED }) },
      },
    },
    /** step 4 */
    sent: {
      on: { 'wizard.finish': { target: 'loadingCategories', actions: 'reset' } },
    },
  },
});
