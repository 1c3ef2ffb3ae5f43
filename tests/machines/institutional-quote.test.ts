import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { firstPerField, quoteInputOf, quoteMachine, type QuoteContext } from '../../machines/institutional-quote.machine';
import { QUOTE_SENT } from '../../machines/rules/quote-rules';
import type { QuoteInput, QuoteMaterial, QuoteOptions, QuotePayload } from '../../schema/generated/types';

const materials: QuoteMaterial[] = [
  { materialCode: 'M15', name: 'Cilindro 15 kg', price: 18_000, count: 0 },
  { materialCode: 'M45', name: 'Cilindro 45 kg', price: 52_000, count: 0 },
  { materialCode: 'M05', name: 'Cilindro 5 kg', price: null, count: 3 },
];
const context: QuoteContext = {
  clientCode: 'C7',
  options: null,
  quoteType: 'COUPONS',
  paymentCode: 'E',
  materials,
  form: { couponType: 'PHYSICAL', purchaseOrder: '  OC 12  ', quantities: { M15: ' 3 ', M45: '' }, addressId: 'A1', file: null },
  quoteNumber: null,
  errors: [],
  message: null,
  outcome: null,
  incomplete: false,
  reopening: false,
};

describe('quoteInputOf', () => {
  it('sends every priced material with its quantity (blank is 0), the purchase order trimmed', () => {
    expect(quoteInputOf(context)).toEqual({
      clientCode: 'C7',
      quoteType: 'COUPONS',
      paymentCode: 'E',
      couponType: 'PHYSICAL',
      purchaseOrder: 'OC 12',
      address: 'A1',
      lines: [
        { materialCode: 'M15', price: 18_000, quantity: 3 },
        { materialCode: 'M45', price: 52_000, quantity: 0 },
      ],
      file: null,
      incomplete: false,
      quoteNumber: null,
    });
  });

  it('sends an empty purchase order as null, no coupon type for warranties, the file without its size, the quote it completes', () => {
    const input = quoteInputOf({
      ...context,
      quoteType: 'WARRANTIES',
      incomplete: true,
      quoteNumber: '4001',
      form: { ...context.form, purchaseOrder: '   ', file: { name: 'oc.pdf', size: 10, base64: 'JVBERi0=' } },
    });
    expect(input).toMatchObject({ couponType: null, purchaseOrder: null, incomplete: true, quoteNumber: '4001' });
    expect(input.file).toEqual({ name: 'oc.pdf', base64: 'JVBERi0=' });
  });

  it('keeps the first message of each field', () => {
    expect(
      firstPerField([
        { field: 'address', message: 'uno' },
        { field: 'address', message: 'dos' },
        { field: 'lines', message: 'tres' },
      ]),
    ).toEqual([
      { field: 'address', message: 'uno' },
      { field: 'lines', message: 'tres' },
    ]);
  });
});

describe('a quote from start to finish', () => {
  it('goes through the four steps and starts again empty', async () => {
    const options: QuoteOptions = {
      types: [
        {
          type: 'COUPONS',
          label: 'Cupones',
          paymentMethods: [{ code: 'E', name: 'Efectivo' }],
          addresses: [{ id: 'A1', label: 'Av. Uno 100' }],
        },
      ],
    };
    const sent: QuoteInput[] = [];
    const actor = createActor(
      quoteMachine.provide({
        actors: {
          loadOptions: fromPromise(async () => options),
          loadMaterials: fromPromise(async () => materials),
          submitQuote: fromPromise<QuotePayload, QuoteInput>(async ({ input }) => {
            sent.push(input);
            return { ok: true, quoteNumber: '5001', message: QUOTE_SENT, fieldErrors: [] };
          }),
        },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'client.select', clientCode: 'C7' });
    actor.send({ type: 'client.submit' });
    await waitFor(actor, (s) => s.matches('type'));
    actor.send({ type: 'type.select', quoteType: 'COUPONS' });
    actor.send({ type: 'payment.select', paymentCode: 'E' });
    actor.send({ type: 'type.submit' });
    await waitFor(actor, (s) => s.matches('form'));
    expect(actor.getSnapshot().context.form.addressId).toBe('A1');
    actor.send({ type: 'quantity.edit', materialCode: 'M45', value: '2' });
    actor.send({ type: 'quote.send' });
    const done = await waitFor(actor, (s) => s.matches('done'));
    expect(done.context).toMatchObject({ outcome: 'SENT', quoteNumber: '5001' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.lines).toEqual([
      { materialCode: 'M15', price: 18_000, quantity: 0 },
      { materialCode: 'M45', price: 52_000, quantity: 2 },
    ]);
    actor.send({ type: 'quote.finish' });
    expect(actor.getSnapshot().matches('client')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      clientCode: null,
      options: null,
      materials: null,
      quoteNumber: null,
      outcome: null,
    });
    actor.stop();
  });
});
