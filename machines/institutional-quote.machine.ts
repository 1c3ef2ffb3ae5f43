import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type * as Schema from '../schema/generated/types';
import {
  ADDRESS_REQUIRED,
  CLIENT_REQUIRED,
  MATERIALS_EMPTY,
  MATERIALS_FAILED,
  OPTIONS_FAILED,
  parseQuantity,
  PAYMENT_REQUIRED,
  purchaseOrderOf,
  QUOTE_FAILED,
  QUOTE_TYPE_REQUIRED,
  quantityField,
  quoteLineErrors,
} from './rules/quote-rules';
import { ATTACHMENT_TOO_LARGE, MAX_ATTACHMENT_BYTES } from './rules/request-rules';
import { ServerMessage } from './server-message';
import type { FieldError } from './types';

/**
 * Envasado Institucional's Cotizar Pedido (spec 3 §2 "Institutional cylinder", §4 "Quote flow", §5): 1 the client,
 * 2 the quote type and payment method (the client's options, loaded on leaving step 1), 3 the form over the
 * materials of that type and payment method (loaded on leaving step 2), saved for later or sent, 4 the confirmation.
 * A load shows on the step whose button started it: a failure, or an empty material list, stays there with its message
 * and a retry (never a placeholder material), and another choice can be made. The step links go back to an earlier
 * step with everything typed kept; a quote saved for later reopens in step 3, prefilled. Finishing starts again empty.
 */

export type QuoteStepId = 'client' | 'type' | 'form' | 'done';

export interface QuoteFile {
  name: string;
  size: number;
  base64: string;
}

export interface QuoteForm {
  /** optional (spec 3 §2); not used for WARRANTIES */
  couponType: Schema.CouponType | null;
  /** as typed */
  purchaseOrder: string;
  /** by materialCode, as typed ('' is 0) */
  quantities: Record<string, string>;
  addressId: string | null;
  file: QuoteFile | null;
}

/** a quote saved for later, reopened from Cotizaciones */
export type SavedQuote = Pick<
  Schema.Quote,
  'quoteNumber' | 'clientCode' | 'type' | 'paymentCode' | 'couponType' | 'purchaseOrder' | 'addressId' | 'lines'
>;

export interface QuoteContext {
  clientCode: string | null;
  /** step 2's choices for the client chosen; null until loaded, and again when another client is chosen */
  options: Schema.QuoteOptions | null;
  quoteType: Schema.QuoteType | null;
  paymentCode: string | null;
  /** step 3's materials for the client, type and payment method; null until loaded, and again when one of them changes */
  materials: Schema.QuoteMaterial[] | null;
  form: QuoteForm;
  /** the saved quote being completed */
  quoteNumber: string | null;
  /** fields: clientCode, quoteType, paymentCode, couponType, purchaseOrder, address, file, lines, quantity.<materialCode> */
  errors: FieldError[];
  /** the general message at the send button / of a failed step load */
  message: string | null;
  /** what 'done' says */
  outcome: 'SENT' | 'SAVED' | null;
  /** what the last 'Guardar para enviar después' (true) or 'Enviar' (false) asked: quoteInputOf sends it */
  incomplete: boolean;
  /** a saved quote being opened: once its options are in, straight on to its materials when its type and payment still are offered */
  reopening: boolean;
}

export interface QuoteMachineInput {
  clientCode?: string | null;
  saved?: SavedQuote | null;
}

export type QuoteEvent =
  | { type: 'client.select'; clientCode: string }
  | { type: 'client.submit' }
  | { type: 'type.select'; quoteType: Schema.QuoteType }
  | { type: 'payment.select'; paymentCode: string }
  | { type: 'type.submit' }
  | { type: 'coupon.select'; couponType: Schema.CouponType | null }
  | { type: 'purchaseOrder.edit'; value: string }
  | { type: 'quantity.edit'; materialCode: string; value: string }
  | { type: 'address.select'; addressId: string }
  | { type: 'file.select'; file: QuoteFile | null }
  | { type: 'quote.save' }
  | { type: 'quote.send' }
  | { type: 'options.retry' }
  | { type: 'materials.retry' }
  /** a back link: only 'client' and 'type' are ever taken, and only from a later step (`snapshot.can` says which) */
  | { type: 'step.go'; step: QuoteStepId }
  | { type: 'quote.finish' };

const EMPTY_FORM: QuoteForm = { couponType: null, purchaseOrder: '', quantities: {}, addressId: null, file: null };

const EMPTY: QuoteContext = {
  clientCode: null,
  options: null,
  quoteType: null,
  paymentCode: null,
  materials: null,
  form: EMPTY_FORM,
  quoteNumber: null,
  errors: [],
  message: null,
  outcome: null,
  incomplete: false,
  reopening: false,
};

/** A quantity as the form shows it: blank for 0. */
const shownQuantity = (quantity: number) => (quantity > 0 ? String(quantity) : '');

function initialContext(input: QuoteMachineInput | undefined): QuoteContext {
  const saved = input?.saved ?? null;
  const clientCode = saved?.clientCode || input?.clientCode || null;
  if (!saved) return { ...EMPTY, clientCode };
  const quantities: Record<string, string> = {};
  for (const line of saved.lines) if (line.materialCode) quantities[line.materialCode] = shownQuantity(line.quantity);
  return {
    ...EMPTY,
    clientCode,
    quoteType: saved.type,
    paymentCode: saved.paymentCode,
    form: {
      couponType: saved.couponType,
      purchaseOrder: saved.purchaseOrder ?? '',
      quantities,
      addressId: saved.addressId,
      file: null,
    },
    quoteNumber: saved.quoteNumber,
    reopening: true,
  };
}

/** The chosen quote type's option: its payment methods and addresses. */
export function typeOptionOf(context: Pick<QuoteContext, 'options' | 'quoteType'>): Schema.QuoteTypeOption | null {
  return context.options?.types.find((option) => option.type === context.quoteType) ?? null;
}

/** The materials that can be quoted: a material without a price is shown, never sent. */
const quotable = (materials: readonly Schema.QuoteMaterial[] | null) =>
  (materials ?? []).filter((m): m is Schema.QuoteMaterial & { price: number } => m.price !== null && m.price !== undefined);

/** The first message of each field, as the form shows them. */
export function firstPerField(errors: readonly FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => !seen.has(e.field) && !!seen.add(e.field));
}

const without = (errors: readonly FieldError[], ...fields: string[]) => errors.filter((e) => !fields.includes(e.field));

function clientErrors(context: QuoteContext): FieldError[] {
  return context.clientCode ? [] : [{ field: 'clientCode', message: CLIENT_REQUIRED }];
}

function typeErrors(context: QuoteContext): FieldError[] {
  const errors: FieldError[] = [];
  if (!context.quoteType) errors.push({ field: 'quoteType', message: QUOTE_TYPE_REQUIRED });
  if (!context.paymentCode) errors.push({ field: 'paymentCode', message: PAYMENT_REQUIRED });
  return errors;
}

/** The form's own checks before saving or sending (spec 3 §5): the quantities, at least one above 0 to send, an address. */
export function quoteFormErrors(context: QuoteContext, sending: boolean): FieldError[] {
  const lines = quotable(context.materials).map((m) => ({
    materialCode: m.materialCode,
    quantity: context.form.quantities[m.materialCode] ?? '',
  }));
  const errors = [...clientErrors(context), ...typeErrors(context), ...quoteLineErrors(lines, sending)];
  if (!context.form.addressId) errors.push({ field: 'address', message: ADDRESS_REQUIRED });
  return errors;
}

/** What submit sends: the chosen client, type and payment, the form as the backend takes it, and the quote it completes. */
export function quoteInputOf(context: QuoteContext): Schema.QuoteInput {
  if (!context.quoteType) throw new Error('quoteInputOf: no quote type chosen');
  return {
    clientCode: context.clientCode ?? '',
    quoteType: context.quoteType,
    paymentCode: context.paymentCode ?? '',
    couponType: context.quoteType === 'WARRANTIES' ? null : context.form.couponType,
    purchaseOrder: purchaseOrderOf(context.form.purchaseOrder),
    address: context.form.addressId ?? '',
    lines: quotable(context.materials).map((m) => ({
      materialCode: m.materialCode,
      price: m.price,
      quantity: parseQuantity(context.form.quantities[m.materialCode] ?? '') ?? 0,
    })),
    file: context.form.file ? { name: context.form.file.name, base64: context.form.file.base64 } : null,
    incomplete: context.incomplete,
    quoteNumber: context.quoteNumber,
  };
}

/** The options just read: a type or payment method no longer offered is cleared, the address kept if still listed, else the type's first. */
function withOptions(context: QuoteContext, options: Schema.QuoteOptions): Partial<QuoteContext> {
  const option = options.types.find((o) => o.type === context.quoteType) ?? null;
  const paymentCode = option?.paymentMethods.some((p) => p.code === context.paymentCode) ? context.paymentCode : null;
  const addressId = option?.addresses.some((a) => a.id === context.form.addressId)
    ? context.form.addressId
    : (option?.addresses[0]?.id ?? null);
  return { options, quoteType: option?.type ?? null, paymentCode, materials: null, form: { ...context.form, addressId } };
}

/** The materials just read: a material still listed keeps its quantity as typed, a new one starts at the backend's suggestion. */
function withMaterials(context: QuoteContext, materials: Schema.QuoteMaterial[]): Partial<QuoteContext> {
  const quantities: Record<string, string> = {};
  for (const m of materials) quantities[m.materialCode] = context.form.quantities[m.materialCode] ?? shownQuantity(m.count);
  return { materials, form: { ...context.form, quantities }, errors: [], message: null };
}

const loadFailure = (error: unknown, fallback: string) => (error instanceof ServerMessage && error.message ? error.message : fallback);

const notProvided = () => {
  throw new Error('not provided');
};

export const quoteMachine = setup({
  types: {
    context: {} as QuoteContext,
    events: {} as QuoteEvent,
    input: {} as QuoteMachineInput,
  },
  actors: {
    loadOptions: fromPromise<Schema.QuoteOptions, { clientCode: string }>(async () => notProvided()),
    loadMaterials: fromPromise<Schema.QuoteMaterial[], { clientCode: string; quoteType: Schema.QuoteType; paymentCode: string }>(async () =>
      notProvided(),
    ),
    submitQuote: fromPromise<Schema.QuotePayload, Schema.QuoteInput>(async () => notProvided()),
  },
  guards: {
    reopenable: ({ context }) => context.reopening && context.clientCode !== null,
    noClient: ({ context }) => clientErrors(context).length > 0,
    /** the options are those of the client chosen (none was chosen since they were read) */
    optionsLoaded: ({ context }) => context.options !== null,
    offeredType: ({ context, event }) =>
      event.type === 'type.select' && !!context.options?.types.some((option) => option.type === event.quoteType),
    offeredPayment: ({ context, event }) =>
      event.type === 'payment.select' && !!typeOptionOf(context)?.paymentMethods.some((p) => p.code === event.paymentCode),
    typeRefused: ({ context }) => typeErrors(context).length > 0,
    /** a reopened quote whose type and payment method the options just read still offer */
    reopenReady: ({ context }, params: { options: Schema.QuoteOptions }) => {
      if (!context.reopening) return false;
      const next = withOptions(context, params.options);
      return !!next.quoteType && !!next.paymentCode;
    },
    /** the materials are those of the client, type and payment chosen (none changed since they were read) */
    materialsLoaded: ({ context }) => !!context.materials?.length,
    noMaterials: (_, params: { materials: Schema.QuoteMaterial[] }) => params.materials.length === 0,
    listedMaterial: ({ context, event }) =>
      event.type === 'quantity.edit' && !!context.materials?.some((m) => m.materialCode === event.materialCode),
    listedAddress: ({ context, event }) =>
      event.type === 'address.select' && !!typeOptionOf(context)?.addresses.some((a) => a.id === event.addressId),
    fileTooLarge: ({ event }) => event.type === 'file.select' && !!event.file && event.file.size > MAX_ATTACHMENT_BYTES,
    saveRefused: ({ context }) => quoteFormErrors(context, false).length > 0,
    sendRefused: ({ context }) => quoteFormErrors(context, true).length > 0,
    sent: (_, params: { ok: boolean }) => params.ok,
    refusedFields: (_, params: { errors: FieldError[] }) => params.errors.length > 0,
    stepIs: ({ event }, params: { step: QuoteStepId }) => event.type === 'step.go' && event.step === params.step,
  },
  actions: {
    selectClient: assign(({ context, event }) => {
      assertEvent(event, 'client.select');
      const clientCode = event.clientCode || null;
      const errors = without(context.errors, 'clientCode');
      // another client's options and materials are not this one's
      if (clientCode === context.clientCode) return { errors };
      return { clientCode, errors, options: null, materials: null };
    }),
    selectType: assign(({ context, event }) => {
      assertEvent(event, 'type.select');
      const errors = without(context.errors, 'quoteType');
      if (event.quoteType === context.quoteType) return { errors };
      const option = typeOptionOf({ options: context.options, quoteType: event.quoteType });
      const paymentCode = option?.paymentMethods.some((p) => p.code === context.paymentCode) ? context.paymentCode : null;
      return {
        quoteType: event.quoteType,
        paymentCode,
        materials: null,
        form: { ...context.form, addressId: option?.addresses[0]?.id ?? null },
        errors: without(errors, 'address'),
      };
    }),
    selectPayment: assign(({ context, event }) => {
      assertEvent(event, 'payment.select');
      const errors = without(context.errors, 'paymentCode');
      if (event.paymentCode === context.paymentCode) return { errors };
      return { paymentCode: event.paymentCode, materials: null, errors };
    }),
    selectCoupon: assign(({ context, event }) => {
      assertEvent(event, 'coupon.select');
      return { form: { ...context.form, couponType: event.couponType }, errors: without(context.errors, 'couponType') };
    }),
    editPurchaseOrder: assign(({ context, event }) => {
      assertEvent(event, 'purchaseOrder.edit');
      return { form: { ...context.form, purchaseOrder: event.value }, errors: without(context.errors, 'purchaseOrder') };
    }),
    editQuantity: assign(({ context, event }) => {
      assertEvent(event, 'quantity.edit');
      return {
        form: { ...context.form, quantities: { ...context.form.quantities, [event.materialCode]: event.value } },
        errors: without(context.errors, quantityField(event.materialCode), 'lines'),
      };
    }),
    selectAddress: assign(({ context, event }) => {
      assertEvent(event, 'address.select');
      return { form: { ...context.form, addressId: event.addressId }, errors: without(context.errors, 'address') };
    }),
    selectFile: assign(({ context, event }) => {
      assertEvent(event, 'file.select');
      return { form: { ...context.form, file: event.file }, errors: without(context.errors, 'file') };
    }),
    refuseFile: assign(({ context }) => ({
      form: { ...context.form, file: null },
      errors: [...without(context.errors, 'file'), { field: 'file', message: ATTACHMENT_TOO_LARGE }],
    })),
    clearErrors: assign({ errors: [], message: null }),
    reset: assign(() => EMPTY),
  },
}).createMachine({
  id: 'institutionalQuote',
  context: ({ input }) => initialContext(input),
  initial: 'start',
  states: {
    /** a saved quote reopened goes straight to loading its client's options */
    start: {
      always: [{ guard: 'reopenable', target: 'loadingOptions' }, { target: 'client' }],
    },
    /** step 1 */
    client: {
      on: {
        'client.select': { actions: 'selectClient' },
        'client.submit': [
          { guard: 'noClient', actions: assign({ errors: ({ context }) => clientErrors(context), message: null }) },
          { guard: 'optionsLoaded', target: 'type', actions: 'clearErrors' },
          { target: 'loadingOptions', actions: 'clearErrors' },
        ],
      },
    },
    /** step 2's choices, read for the client chosen (step 1 shows the wait) */
    loadingOptions: {
      invoke: {
        src: 'loadOptions',
        input: ({ context }) => ({ clientCode: context.clientCode ?? '' }),
        onDone: [
          {
            guard: { type: 'reopenReady', params: ({ event }) => ({ options: event.output }) },
            target: 'loadingMaterials',
            actions: assign(({ context, event }) => ({ ...withOptions(context, event.output), reopening: false })),
          },
          { target: 'type', actions: assign(({ context, event }) => ({ ...withOptions(context, event.output), reopening: false })) },
        ],
        onError: { target: 'optionsFailed', actions: assign({ message: ({ event }) => loadFailure(event.error, OPTIONS_FAILED) }) },
      },
    },
    /** step 1 with the failure and a retry; another client can be chosen */
    optionsFailed: {
      on: {
        'options.retry': { target: 'loadingOptions', actions: 'clearErrors' },
        'client.select': { target: 'client', actions: ['clearErrors', 'selectClient'] },
        'client.submit': { target: 'loadingOptions', actions: 'clearErrors' },
      },
    },
    /** step 2 */
    type: {
      on: {
        'type.select': { guard: 'offeredType', actions: 'selectType' },
        'payment.select': { guard: 'offeredPayment', actions: 'selectPayment' },
        'type.submit': [
          { guard: 'typeRefused', actions: assign({ errors: ({ context }) => typeErrors(context), message: null }) },
          { guard: 'materialsLoaded', target: 'form', actions: 'clearErrors' },
          { target: 'loadingMaterials', actions: 'clearErrors' },
        ],
        'step.go': { guard: { type: 'stepIs', params: { step: 'client' } }, target: 'client', actions: 'clearErrors' },
      },
    },
    /** step 3's materials, read for the client, type and payment method chosen (step 2 shows the wait) */
    loadingMaterials: {
      invoke: {
        src: 'loadMaterials',
        input: ({ context }) => ({
          clientCode: context.clientCode ?? '',
          quoteType: context.quoteType!,
          paymentCode: context.paymentCode ?? '',
        }),
        onDone: [
          {
            guard: { type: 'noMaterials', params: ({ event }) => ({ materials: event.output }) },
            target: 'materialsEmpty',
            actions: assign({ materials: [], message: MATERIALS_EMPTY }),
          },
          { target: 'form', actions: assign(({ context, event }) => withMaterials(context, event.output)) },
        ],
        onError: { target: 'materialsFailed', actions: assign({ message: ({ event }) => loadFailure(event.error, MATERIALS_FAILED) }) },
      },
      on: { 'step.go': { guard: { type: 'stepIs', params: { step: 'client' } }, target: 'client' } },
    },
    /** step 2 with the failure and a retry; another type or payment method can be chosen */
    materialsFailed: {
      on: {
        'materials.retry': { target: 'loadingMaterials', actions: 'clearErrors' },
        'type.select': { guard: 'offeredType', target: 'type', actions: ['clearErrors', 'selectType'] },
        'payment.select': { guard: 'offeredPayment', target: 'type', actions: ['clearErrors', 'selectPayment'] },
        'type.submit': { target: 'loadingMaterials', actions: 'clearErrors' },
        'step.go': { guard: { type: 'stepIs', params: { step: 'client' } }, target: 'client', actions: 'clearErrors' },
      },
    },
    /** step 2 with 'no materials' and a retry (never a placeholder material); another type or payment method can be chosen */
    materialsEmpty: {
      on: {
        'materials.retry': { target: 'loadingMaterials', actions: 'clearErrors' },
        'type.select': { guard: 'offeredType', target: 'type', actions: ['clearErrors', 'selectType'] },
        'payment.select': { guard: 'offeredPayment', target: 'type', actions: ['clearErrors', 'selectPayment'] },
        'type.submit': { target: 'loadingMaterials', actions: 'clearErrors' },
        'step.go': { guard: { type: 'stepIs', params: { step: 'client' } }, target: 'client', actions: 'clearErrors' },
      },
    },
    /** step 3 */
    form: {
      on: {
        'coupon.select': { actions: 'selectCoupon' },
        'purchaseOrder.edit': { actions: 'editPurchaseOrder' },
        'quantity.edit': { guard: 'listedMaterial', actions: 'editQuantity' },
        'address.select': { guard: 'listedAddress', actions: 'selectAddress' },
        'file.select': [{ guard: 'fileTooLarge', actions: 'refuseFile' }, { actions: 'selectFile' }],
        'quote.save': [
          { guard: 'saveRefused', actions: assign({ errors: ({ context }) => quoteFormErrors(context, false), message: null }) },
          { target: 'submitting', actions: assign({ errors: [], message: null, incomplete: true }) },
        ],
        'quote.send': [
          { guard: 'sendRefused', actions: assign({ errors: ({ context }) => quoteFormErrors(context, true), message: null }) },
          { target: 'submitting', actions: assign({ errors: [], message: null, incomplete: false }) },
        ],
        'step.go': [
          { guard: { type: 'stepIs', params: { step: 'client' } }, target: 'client', actions: 'clearErrors' },
          { guard: { type: 'stepIs', params: { step: 'type' } }, target: 'type', actions: 'clearErrors' },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'submitQuote',
        input: ({ context }) => quoteInputOf(context),
        onDone: [
          {
            guard: { type: 'sent', params: ({ event }) => ({ ok: event.output.ok }) },
            target: 'done',
            actions: assign({
              outcome: ({ context }) => (context.incomplete ? 'SAVED' : 'SENT'),
              quoteNumber: ({ context, event }) => event.output.quoteNumber ?? context.quoteNumber,
            }),
          },
          {
            guard: { type: 'refusedFields', params: ({ event }) => ({ errors: event.output.fieldErrors }) },
            target: 'form',
            actions: assign({
              errors: ({ event }) => firstPerField(event.output.fieldErrors),
              message: ({ event }) => event.output.message,
            }),
          },
          { target: 'form', actions: assign({ message: ({ event }) => event.output.message ?? QUOTE_FAILED }) },
        ],
        onError: { target: 'form', actions: assign({ message: QUOTE_FAILED }) },
      },
    },
    /** step 4: 'Cotización enviada con éxito' or saved for later */
    done: {
      on: { 'quote.finish': { target: 'client', actions: 'reset' } },
    },
  },
});

const STEP_OF: Record<string, QuoteStepId> = {
  start: 'client',
  client: 'client',
  loadingOptions: 'client',
  optionsFailed: 'client',
  type: 'type',
  loadingMaterials: 'type',
  materialsFailed: 'type',
  materialsEmpty: 'type',
  form: 'form',
  submitting: 'form',
  done: 'done',
};

/** Which WizardSteps step a state belongs to: a load, its failure and a submit belong to the step whose button started them. */
export function stepOf(snapshot: Pick<SnapshotFrom<typeof quoteMachine>, 'value'>): QuoteStepId {
  return STEP_OF[String(snapshot.value)] ?? 'client';
}
