import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  quoteMachine,
  stepOf,
  typeOptionOf,
  type QuoteContext,
  type QuoteEvent,
  type SavedQuote,
} from '../../machines/institutional-quote.machine';
import {
  ADDRESS_REQUIRED,
  CLIENT_REQUIRED,
  MATERIAL_REQUIRED,
  MATERIALS_EMPTY,
  MATERIALS_FAILED,
  OPTIONS_FAILED,
  PAYMENT_REQUIRED,
  QUANTITY_NOT_WHOLE,
  QUOTE_FAILED,
  QUOTE_TYPE_REQUIRED,
} from '../../machines/rules/quote-rules';
import { ATTACHMENT_TOO_LARGE } from '../../machines/rules/request-rules';
import type { QuoteInput, QuoteMaterial, QuoteOptions, QuotePayload } from '../../schema/generated/types';
import { replayGraph, snapshotsAfter, type GraphRun } from '../support/machine-graph';

type Run = GraphRun<typeof quoteMachine>;
type Snapshot = SnapshotFrom<typeof quoteMachine>;

const options: QuoteOptions = {
  types: [
    {
      type: 'COUPONS',
      label: 'Cupones',
      paymentMethods: [
        { code: 'E', name: 'Efectivo' },
        { code: 'T', name: 'Transferencia' },
      ],
      addresses: [
        { id: 'A1', label: 'Av. Uno 100' },
        { id: 'A2', label: 'Calle Dos 200' },
      ],
    },
    {
      type: 'WARRANTIES',
      label: 'Garantías',
      paymentMethods: [{ code: 'E', name: 'Efectivo' }],
      addresses: [{ id: 'W1', label: 'Bodega 3' }],
    },
  ],
};
/** another client's (or a later day's) options: Cupones by transfer only, delivered to A2 */
const couponsOnly: QuoteOptions = {
  types: [
    {
      type: 'COUPONS',
      label: 'Cupones',
      paymentMethods: [{ code: 'T', name: 'Transferencia' }],
      addresses: [{ id: 'A2', label: 'Calle Dos 200' }],
    },
  ],
};
/** Cupones with no delivery address to choose */
const noAddress: QuoteOptions = {
  types: [{ type: 'COUPONS', label: 'Cupones', paymentMethods: [{ code: 'E', name: 'Efectivo' }], addresses: [] }],
};

const materials: QuoteMaterial[] = [
  { materialCode: 'M15', name: 'Cilindro 15 kg', price: 18_000, count: 2 },
  { materialCode: 'M45', name: 'Cilindro 45 kg', price: 52_000.5, count: 0 },
  // no price: shown, never quoted
  { materialCode: 'M05', name: 'Cilindro 5 kg', price: null, count: 0 },
];
/** another payment method's list: 45 kg still there, 15 kg gone, 11 kg new */
const otherMaterials: QuoteMaterial[] = [
  { materialCode: 'M45', name: 'Cilindro 45 kg', price: 51_000, count: 0 },
  { materialCode: 'M11', name: 'Cilindro 11 kg', price: 14_000, count: 1 },
];

const accepted: QuotePayload = { ok: true, quoteNumber: '5001', message: null, fieldErrors: [] };
const refusedFields: QuotePayload = {
  ok: false,
  quoteNumber: null,
  message: null,
  fieldErrors: [
    { field: 'purchaseOrder', message: 'La orden de compra es demasiado larga' },
    { field: 'purchaseOrder', message: 'Segundo mensaje' },
    { field: 'quantity.M45', message: 'Cantidad no disponible' },
  ],
};
const refusedMessage: QuotePayload = { ok: false, quoteNumber: null, message: 'Servicio no disponible', fieldErrors: [] };
const refusedBare: QuotePayload = { ok: false, quoteNumber: null, message: null, fieldErrors: [] };

const line = (materialCode: string, quantity: number) => ({ materialCode, name: null, price: null, quantity, subtotal: null });
const saved: SavedQuote = {
  quoteNumber: '4001',
  clientCode: 'C7',
  type: 'COUPONS',
  paymentCode: 'E',
  couponType: 'DIGITAL',
  purchaseOrder: 'OC-1',
  addressId: 'A2',
  lines: [line('M45', 4), line('M15', 0)],
};
const savedWarranty: SavedQuote = {
  ...saved,
  quoteNumber: '4002',
  type: 'WARRANTIES',
  couponType: 'PHYSICAL',
  addressId: 'W1',
  lines: [line('M15', 1)],
};
/** its payment method is no longer offered */
const savedStale: SavedQuote = { ...saved, quoteNumber: '4003', paymentCode: 'X' };
const savedNoClient: SavedQuote = { ...saved, quoteNumber: '4004', clientCode: null };

const EMPTY_CONTEXT: QuoteContext = {
  clientCode: null,
  options: null,
  quoteType: null,
  paymentCode: null,
  materials: null,
  form: { couponType: null, purchaseOrder: '', quantities: {}, addressId: null, file: null },
  quoteNumber: null,
  errors: [],
  message: null,
  outcome: null,
  incomplete: false,
  reopening: false,
};

const DONE = (state: string) => `xstate.done.actor.0.institutionalQuote.${state}`;
const ERROR = (state: string) => `xstate.error.actor.0.institutionalQuote.${state}`;
const steps = (...runs: Run[]) => runs.flatMap((run) => run.paths.flatMap((p) => p.steps));
const calls = (src: string, ...runs: Run[]) => runs.flatMap((run) => run.paths.flatMap((p) => p.calls.filter((c) => c.src === src)));
/** each event with the snapshots before and after it (the user's events as the machine types them) */
const moves = (...runs: Run[]) =>
  runs.flatMap((run) =>
    run.paths.flatMap((p) =>
      p.steps.slice(1).map((s, i) => ({ event: s.event as QuoteEvent, before: p.steps[i]!.snapshot, after: s.snapshot })),
    ),
  );
const BIG = 3_072_001;
const isBigFile = (event: QuoteEvent) => event.type === 'file.select' && event.file?.size === BIG;

describe('institutional quote machine, every path of its graph', async () => {
  /** the steps and their loads, from a client given: choices made, changed, gone back to */
  const flow = await replayGraph(quoteMachine, {
    inputs: [{ clientCode: 'C7' }],
    events: [
      { type: 'client.select', clientCode: 'C7' },
      { type: 'client.select', clientCode: 'C9' },
      { type: 'client.submit' },
      { type: 'type.select', quoteType: 'COUPONS' },
      { type: 'type.select', quoteType: 'WARRANTIES' },
      { type: 'payment.select', paymentCode: 'E' },
      { type: 'payment.select', paymentCode: 'T' },
      { type: 'type.submit' },
      { type: 'options.retry' },
      { type: 'materials.retry' },
      { type: 'step.go', step: 'client' },
      { type: 'step.go', step: 'type' },
      { type: 'quote.send' },
    ],
    outputs: {
      loadOptions: [options, couponsOnly],
      loadMaterials: [materials, otherMaterials, []],
      submitQuote: [accepted],
    },
    // the answers are the next run's
    stopWhen: (s) => s.matches('done') || s.context.message === QUOTE_FAILED,
  });

  /** back from a reopened quote (45 kg typed) to another payment method, whose list has 45 kg and 11 kg */
  const reload = await replayGraph(quoteMachine, {
    inputs: [{ saved }],
    events: [
      { type: 'step.go', step: 'type' },
      { type: 'payment.select', paymentCode: 'T' },
      { type: 'payment.select', paymentCode: 'E' },
      { type: 'type.submit' },
    ],
    outputs: { loadOptions: [options], loadMaterials: [materials, otherMaterials] },
  });

  /** the server's answers to a reopened quote, and finishing */
  const answers = await replayGraph(quoteMachine, {
    inputs: [{ saved }],
    events: [
      { type: 'quote.send' },
      { type: 'quote.save' },
      { type: 'purchaseOrder.edit', value: 'OC-9' },
      { type: 'step.go', step: 'type' },
      { type: 'type.submit' },
      { type: 'quote.finish' },
    ],
    outputs: { loadOptions: [options], loadMaterials: [materials], submitQuote: [accepted, refusedFields, refusedMessage, refusedBare] },
    // one detour at a time keeps the graph small: nothing more after the server's message or a purchase order typed
    stopWhen: (s) => s.matches('form') && (s.context.message !== null || s.context.form.purchaseOrder === 'OC-9'),
  });

  /** reopening a quote saved for later */
  const reopen = await replayGraph(quoteMachine, {
    inputs: [{ saved }, { saved: savedStale }, { saved: savedNoClient }, { clientCode: 'C7', saved: savedWarranty }],
    events: [{ type: 'client.select', clientCode: 'C7' }, { type: 'client.submit' }, { type: 'options.retry' }, { type: 'quote.send' }],
    outputs: { loadOptions: [options, couponsOnly], loadMaterials: [materials], submitQuote: [accepted] },
    stopWhen: (s) => s.matches('done'),
  });

  /** step 3's own checks, on a reopened quote (its options, or the same without an address) */
  const checks = await replayGraph(quoteMachine, {
    inputs: [{ saved }],
    events: [
      { type: 'quantity.edit', materialCode: 'M15', value: '1.5' },
      { type: 'quantity.edit', materialCode: 'M15', value: '' },
      { type: 'quantity.edit', materialCode: 'M45', value: '' },
      { type: 'quote.save' },
      { type: 'quote.send' },
    ],
    outputs: { loadOptions: [options, noAddress], loadMaterials: [materials], submitQuote: [accepted] },
    // what is sent is what matters here; the answers are another run's
    stopWhen: (s) => s.matches('submitting') || s.matches('type'),
  });

  /** step 3's other fields, on a reopened quote of each type */
  const form = await replayGraph(quoteMachine, {
    inputs: [{ saved }, { saved: savedWarranty }],
    events: [
      { type: 'coupon.select', couponType: 'PHYSICAL' },
      { type: 'coupon.select', couponType: null },
      { type: 'purchaseOrder.edit', value: '  OC-77 ' },
      { type: 'purchaseOrder.edit', value: '   ' },
      { type: 'address.select', addressId: 'A1' },
      { type: 'file.select', file: { name: 'oc.pdf', size: 2_000, base64: 'JVBERi0=' } },
      { type: 'file.select', file: { name: 'grande.pdf', size: BIG, base64: 'JVBERi0=' } },
      { type: 'file.select', file: null },
      { type: 'quote.send' },
    ],
    outputs: { loadOptions: [options], loadMaterials: [materials], submitQuote: [accepted] },
    stopWhen: (s) => s.matches('submitting'),
  });

  const all = [flow, reload, answers, reopen, checks, form];
  const sent = calls('submitQuote', ...all).map((c) => c.input as QuoteInput);

  it('reaches every state and takes every transition', () => {
    const missing = all.reduce((left, run) => left.filter((m) => run.missing.includes(m)), flow.missing);
    expect(missing).toEqual([]);
  });

  it("asks for a client, then a type and a payment method, with the spec's messages cleared by choosing", () => {
    const refused = (state: 'client' | 'type', event: string) =>
      [...snapshotsAfter(flow, event), ...snapshotsAfter(reopen, event)].filter((s) => s.matches(state)).map((s) => s.context.errors);
    expect(refused('client', 'client.submit')).toContainEqual([{ field: 'clientCode', message: CLIENT_REQUIRED }]);
    const typeRefusals = refused('type', 'type.submit');
    expect(typeRefusals).toContainEqual([
      { field: 'quoteType', message: QUOTE_TYPE_REQUIRED },
      { field: 'paymentCode', message: PAYMENT_REQUIRED },
    ]);
    expect(typeRefusals).toContainEqual([{ field: 'paymentCode', message: PAYMENT_REQUIRED }]);
    for (const s of [...snapshotsAfter(flow, 'client.select'), ...snapshotsAfter(reopen, 'client.select')])
      expect(s.context.errors.map((e) => e.field)).not.toContain('clientCode');
    for (const s of snapshotsAfter(flow, 'type.select')) expect(s.context.errors.map((e) => e.field)).not.toContain('quoteType');
    for (const s of snapshotsAfter(flow, 'payment.select')) expect(s.context.errors.map((e) => e.field)).not.toContain('paymentCode');
  });

  it('clears a payment method the new type does not offer, and preselects the type’s first address', () => {
    const changes = moves(flow).filter(({ event, before }) => event.type === 'type.select' && before.context.quoteType !== null);
    const toWarranty = changes.filter(
      ({ before, after }) => before.context.paymentCode === 'T' && after.context.quoteType === 'WARRANTIES',
    );
    expect(toWarranty.length).toBeGreaterThan(0);
    for (const { after } of toWarranty) expect(after.context.paymentCode).toBeNull();
    for (const { after } of changes.filter(({ after }) => after.context.quoteType === 'WARRANTIES'))
      expect(after.context.form.addressId).toBe('W1');
    for (const { after } of changes.filter(
      ({ after, before }) => after.context.quoteType === 'COUPONS' && before.context.quoteType !== 'COUPONS',
    ))
      expect(after.context.form.addressId).toBe('A1');
    // in step 3 the address is always one of the type's (none when the type has none)
    for (const s of steps(...all).map((step) => step.snapshot)) {
      if (!s.matches('form')) continue;
      const ids = typeOptionOf(s.context)?.addresses.map((a) => a.id) ?? [];
      if (ids.length) expect(ids).toContain(s.context.form.addressId);
      else expect(s.context.form.addressId).toBeNull();
    }
  });

  it('shows a failed load with its message and a retry, and an empty material list without any line', () => {
    for (const s of snapshotsAfter(flow, ERROR('loadingOptions')))
      expect(s.matches('optionsFailed') && s.context.message).toBe(OPTIONS_FAILED);
    for (const s of snapshotsAfter(flow, ERROR('loadingMaterials')))
      expect(s.matches('materialsFailed') && s.context.message).toBe(MATERIALS_FAILED);
    const empty = steps(flow)
      .map((step) => step.snapshot)
      .filter((s) => s.matches('materialsEmpty'));
    expect(empty.length).toBeGreaterThan(0);
    for (const s of empty) expect(s.context).toMatchObject({ materials: [], message: MATERIALS_EMPTY });
    // no form is ever shown without materials, and nothing sent holds a material not listed (no placeholder)
    for (const s of steps(...all).map((step) => step.snapshot))
      if (s.matches('form')) expect(s.context.materials?.length).toBeGreaterThan(0);
    const listed = new Set([...materials, ...otherMaterials].filter((m) => m.price !== null).map((m) => m.materialCode));
    expect(sent.length).toBeGreaterThan(0);
    for (const input of sent) {
      expect(input.lines.length).toBeGreaterThan(0);
      for (const l of input.lines) expect(listed.has(l.materialCode)).toBe(true);
    }
  });

  it('keeps everything typed through the back links; another payment reloads the materials, keeping the quantities still listed', () => {
    for (const { before, after } of moves(...all).filter((m) => m.event.type === 'step.go' && m.before !== m.after)) {
      expect(after.context.form).toEqual(before.context.form);
      expect(after.context).toMatchObject({ clientCode: before.context.clientCode, quoteType: before.context.quoteType, errors: [] });
    }
    const reloads = moves(flow, reload).filter(({ event, after }) => event.type === DONE('loadingMaterials') && after.matches('form'));
    const relisted = reloads.filter(({ before }) => 'M15' in before.context.form.quantities && before.context.materials === null);
    expect(relisted.length).toBeGreaterThan(0);
    for (const { before, after } of reloads) {
      const listed = (after.context.materials ?? []).map((m) => m.materialCode);
      expect(Object.keys(after.context.form.quantities).sort()).toEqual([...listed].sort());
      for (const code of listed)
        if (code in before.context.form.quantities) expect(after.context.form.quantities[code]).toBe(before.context.form.quantities[code]);
    }
    // a new material starts at the backend's suggestion
    expect(reloads.map(({ after }) => after.context.form.quantities)).toContainEqual({ M45: '', M11: '1' });
    expect(reloads.map(({ after }) => after.context.form.quantities)).toContainEqual({ M45: '4', M11: '1' });
    expect(reloads.map(({ after }) => after.context.form.quantities)).toContainEqual({ M15: '2', M45: '', M05: '' });
    // going back and on with the same choices reads nothing again
    for (const { event, before, after } of moves(flow))
      if (event.type === 'type.submit' && after.matches('form')) expect(after.context.materials).toBe(before.context.materials);
    const materialCalls = calls('loadMaterials', flow).map((c) => c.input);
    expect(materialCalls).toContainEqual({ clientCode: 'C7', quoteType: 'COUPONS', paymentCode: 'T' });
    expect(materialCalls).toContainEqual({ clientCode: 'C7', quoteType: 'WARRANTIES', paymentCode: 'E' });
  });

  it('reloads the options for another client, clearing a type or payment method it does not offer', () => {
    const optionCalls = calls('loadOptions', flow).map((c) => c.input);
    expect(optionCalls).toContainEqual({ clientCode: 'C9' });
    const changed = moves(flow).filter(
      ({ event, before }) =>
        event.type === DONE('loadingOptions') && before.context.quoteType === 'COUPONS' && before.context.paymentCode === 'E',
    );
    const cleared = changed.filter(({ after }) => after.context.options === couponsOnly);
    expect(cleared.length).toBeGreaterThan(0);
    for (const { after } of cleared) expect(after.context).toMatchObject({ quoteType: 'COUPONS', paymentCode: null, materials: null });
    const warrantiesGone = moves(flow).filter(
      ({ event, before, after }) =>
        event.type === DONE('loadingOptions') && before.context.quoteType === 'WARRANTIES' && after.context.options === couponsOnly,
    );
    expect(warrantiesGone.length).toBeGreaterThan(0);
    for (const { after } of warrantiesGone)
      expect(after.context).toMatchObject({ quoteType: null, paymentCode: null, form: { addressId: null } });
    // the same client again goes straight on to step 2
    for (const { event, before, after } of moves(flow))
      if (event.type === 'client.submit' && before.context.options) expect(after.matches('type')).toBe(true);
  });

  it('refuses in step 3 before sending: quantities, at least one material to send, an address', () => {
    const refusals = moves(checks).filter(
      ({ event, after }) => (event.type === 'quote.send' || event.type === 'quote.save') && after.matches('form'),
    );
    const errors = refusals.map(({ after }) => after.context.errors);
    expect(errors).toContainEqual([{ field: 'quantity.M15', message: QUANTITY_NOT_WHOLE }]);
    expect(errors).toContainEqual([{ field: 'lines', message: MATERIAL_REQUIRED }]);
    expect(errors).toContainEqual([{ field: 'address', message: ADDRESS_REQUIRED }]);
    // saving for later takes a quote without quantities
    for (const { event, after } of refusals)
      if (event.type === 'quote.save') expect(after.context.errors.map((e) => e.field)).not.toContain('lines');
    expect(sent.some((input) => input.incomplete && input.lines.every((l) => l.quantity === 0))).toBe(true);
    // editing a field clears its error
    for (const { event, after } of moves(checks, form)) {
      const fields = after.context.errors.map((e) => e.field);
      if (event.type === 'quantity.edit') {
        expect(fields).not.toContain(`quantity.${event.materialCode}`);
        expect(fields).not.toContain('lines');
      }
      if (event.type === 'address.select') expect(fields).not.toContain('address');
    }
    expect(snapshotsAfter(answers, 'purchaseOrder.edit').length).toBeGreaterThan(0);
    for (const s of snapshotsAfter(answers, 'purchaseOrder.edit'))
      expect(s.context.errors.map((e) => e.field)).not.toContain('purchaseOrder');
  });

  it('refuses a file over 3 MB at once, keeping no file', () => {
    const picks = moves(form).filter(({ event }) => event.type === 'file.select');
    const big = picks.filter(({ event }) => isBigFile(event));
    expect(big.some(({ before }) => before.context.form.file !== null)).toBe(true);
    for (const { after } of big) {
      expect(after.context.form.file).toBeNull();
      expect(after.context.errors).toContainEqual({ field: 'file', message: ATTACHMENT_TOO_LARGE });
    }
    for (const { event, after } of picks) if (!isBigFile(event)) expect(after.context.errors.map((e) => e.field)).not.toContain('file');
    expect(sent).toContainEqual(expect.objectContaining({ file: { name: 'oc.pdf', base64: 'JVBERi0=' } }));
  });

  it('sends what the steps gathered: blank quantities as 0, the purchase order trimmed or null, no coupon for warranties', () => {
    expect(sent.some((i) => i.incomplete)).toBe(true);
    expect(sent.some((i) => !i.incomplete)).toBe(true);
    expect(sent.map((i) => i.purchaseOrder)).toEqual(expect.arrayContaining(['OC-77', null, 'OC-1']));
    for (const input of sent) {
      // the material without a price is never sent
      expect(input.lines.map((l) => l.materialCode)).not.toContain('M05');
      if (input.quoteType === 'WARRANTIES') expect(input.couponType).toBeNull();
      expect(input.purchaseOrder ?? null).toBe(input.purchaseOrder?.trim() || null);
    }
    expect(sent).toContainEqual(
      expect.objectContaining({
        clientCode: 'C7',
        quoteType: 'COUPONS',
        paymentCode: 'E',
        address: 'A2',
        couponType: 'DIGITAL',
        quoteNumber: '4001',
        lines: [
          { materialCode: 'M15', price: 18_000, quantity: 0 },
          { materialCode: 'M45', price: 52_000.5, quantity: 4 },
        ],
      }),
    );
    expect(sent).toContainEqual(expect.objectContaining({ quoteType: 'WARRANTIES', couponType: null, quoteNumber: '4002', address: 'W1' }));
    // a quote not reopened completes nothing
    for (const c of calls('submitQuote', flow)) expect((c.input as QuoteInput).quoteNumber).toBeNull();
  });

  it('ends on the confirmation, sent or saved; any refusal goes back to the form with what was typed', () => {
    const answered = moves(answers).filter(({ event }) => event.type === DONE('submitting'));
    const done = answered.filter(({ after }) => after.matches('done'));
    expect(done.map(({ after }) => after.context.outcome).sort()).toEqual(expect.arrayContaining(['SAVED', 'SENT']));
    for (const { before, after } of done) expect(after.context.outcome).toBe(before.context.incomplete ? 'SAVED' : 'SENT');
    const back = [
      ...answered.filter(({ after }) => after.matches('form')),
      ...moves(answers).filter(({ event }) => event.type === ERROR('submitting')),
    ];
    for (const { before, after } of back) expect(after.context.form).toEqual(before.context.form);
    const shown = back.map(({ after }) => ({ errors: after.context.errors, message: after.context.message }));
    expect(shown).toContainEqual({
      errors: [
        { field: 'purchaseOrder', message: 'La orden de compra es demasiado larga' },
        { field: 'quantity.M45', message: 'Cantidad no disponible' },
      ],
      message: null,
    });
    expect(shown).toContainEqual({ errors: [], message: 'Servicio no disponible' });
    expect(shown).toContainEqual({ errors: [], message: QUOTE_FAILED });
    for (const { after } of moves(answers).filter(({ event }) => event.type === ERROR('submitting')))
      expect(after.context.message).toBe(QUOTE_FAILED);
  });

  it('starts again from nothing after finishing, not even the client', () => {
    const finished = snapshotsAfter(answers, 'quote.finish');
    expect(finished.length).toBeGreaterThan(0);
    for (const s of finished) {
      expect(s.matches('client')).toBe(true);
      expect(s.context).toEqual(EMPTY_CONTEXT);
    }
  });

  it('preselects a client given, and reopens a saved quote in step 3, prefilled, or in step 2 when its choices are gone', () => {
    const start = (run: Run, input: unknown) => run.paths.find((p) => p.input === input)!.steps[0]!.snapshot;
    const given = flow.paths[0]!.steps[0]!.snapshot;
    expect(given.matches('client')).toBe(true);
    expect(given.context.clientCode).toBe('C7');
    expect(start(reopen, reopen.paths[0]!.input).matches('loadingOptions')).toBe(true);
    const landed = snapshotsAfter(reopen, DONE('loadingMaterials')).filter((s) => s.context.quoteNumber === '4001');
    expect(landed.length).toBeGreaterThan(0);
    for (const s of landed)
      expect(s.context).toMatchObject({
        clientCode: 'C7',
        quoteType: 'COUPONS',
        paymentCode: 'E',
        form: { couponType: 'DIGITAL', purchaseOrder: 'OC-1', addressId: 'A2', quantities: { M45: '4', M15: '', M05: '' } },
      });
    expect(calls('loadMaterials', reopen).map((c) => c.input)).toContainEqual({ clientCode: 'C7', quoteType: 'COUPONS', paymentCode: 'E' });
    // its payment method gone (or its type and payment, with the other options): step 2, without them
    const stale = snapshotsAfter(reopen, DONE('loadingOptions')).filter(
      (s) => s.context.quoteNumber === '4003' || s.context.options === couponsOnly,
    );
    expect(stale.length).toBeGreaterThan(0);
    for (const s of stale) {
      expect(s.matches('type')).toBe(true);
      expect(s.context.paymentCode).toBeNull();
    }
    // without its client, step 1 first, then straight on
    const noClient = reopen.paths.filter((p) => (p.input as { saved: SavedQuote }).saved === savedNoClient);
    expect(noClient[0]!.steps[0]!.snapshot.matches('client')).toBe(true);
    expect(noClient.some((p) => p.steps.some((step) => step.snapshot.matches('form')))).toBe(true);
  });

  it('tells the step of every state, and offers the back links to earlier steps only', () => {
    const seen = new Map<string, Snapshot>();
    for (const s of steps(...all).map((step) => step.snapshot)) seen.set(String(s.value), s);
    const stepsOf = Object.fromEntries([...seen].map(([value, s]) => [value, stepOf(s)]));
    expect(stepsOf).toEqual({
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
    });
    const order = ['client', 'type', 'form', 'done'] as const;
    for (const [, s] of seen)
      for (const target of ['client', 'type'] as const) {
        const earlier = order.indexOf(target) < order.indexOf(stepOf(s));
        const busy = s.matches('submitting') || s.matches('done');
        expect(s.can({ type: 'step.go', step: target }), `${String(s.value)} → ${target}`).toBe(earlier && !busy);
      }
  });
});
