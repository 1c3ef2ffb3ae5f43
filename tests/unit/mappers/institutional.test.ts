import { describe, expect, it } from 'vitest';
import {
  couponTypeOf,
  mapInstitutionalDocument,
  mapQuote,
  quoteFieldErrors,
  quotePayload,
  quoteTypeOf,
  readAddresses,
  readPaymentMethods,
  toQuoteRequest,
} from '../../../gateway/mappers/institutional';
import { readPesos, rowsOf } from '../../../gateway/mappers/rows';
import { QUOTE_FAILED } from '../../../machines/rules/quote-rules';

describe("Envasado Institucional's readers (spec 3 §3, §7)", () => {
  it('reads pesos in every form, a lone dot before three digits being thousands', () => {
    expect([12345, '12.345', '12345.00', '12345,5', '$ 1.234.567', '1.234,5', '12.5', 'NO DISPONIBLE', '', null].map(readPesos)).toEqual([
      12345,
      12345,
      12345,
      12345.5,
      1234567,
      1234.5,
      12.5,
      null,
      null,
      null,
    ]);
  });

  it('names the quote and coupon types by their numbers or their names, in any case or accent', () => {
    expect([1, '2', 'Cupones', 'CUPÓN', 'Garantías', 'garantia', 'warranties', 'otros'].map(quoteTypeOf)).toEqual([
      'COUPONS',
      'WARRANTIES',
      'COUPONS',
      'COUPONS',
      'WARRANTIES',
      'WARRANTIES',
      'WARRANTIES',
      null,
    ]);
    expect([1, 'Físico', 'F', 2, 'digital', 'D', 3].map(couponTypeOf)).toEqual([
      'PHYSICAL',
      'PHYSICAL',
      'PHYSICAL',
      'DIGITAL',
      'DIGITAL',
      'DIGITAL',
      null,
    ]);
  });

  it('reads payment methods and addresses as maps, lists of rows or lists of texts', () => {
    expect(readPaymentMethods({ '01': 'Contado', '02': { description: 'Crédito' } })).toEqual([
      { code: '01', name: 'Contado' },
      { code: '02', name: 'Crédito' },
    ]);
    expect(readPaymentMethods([{ id: 3, label: 'Transferencia' }, 'Vale vista', { code: '03' }])).toEqual([
      { code: '3', name: 'Transferencia' },
      { code: 'Vale vista', name: 'Vale vista' },
      { code: '03', name: '03' },
    ]);
    expect(readAddresses(['Av. Grecia 12', { code: '0060000001', name: 'Los Leones 4' }, { id: 7 }, 5.5, null])).toEqual([
      { id: 'Av. Grecia 12', label: 'Av. Grecia 12' },
      { id: '0060000001', label: 'Los Leones 4' },
      { id: '7', label: '7' },
      { id: '5.5', label: '5.5' },
    ]);
    expect(readAddresses({ '0060000002': 'Av. España 9' })).toEqual([{ id: '0060000002', label: 'Av. España 9' }]);
  });

  it('finds the rows of a list however it is wrapped, and says when data is no list at all', () => {
    expect(rowsOf([{ a: 1 }, 'x'], [])).toEqual([{ a: 1 }]);
    expect(rowsOf({ quotes: [{ a: 1 }] }, ['quotes'])).toEqual([{ a: 1 }]);
    expect(rowsOf({ data: { quotes: [{ a: 1 }] } }, ['quotes', 'data'])).toEqual([{ a: 1 }]);
    expect(rowsOf({ quote_number: 5 }, ['quotes'], 'quote_number')).toEqual([{ quote_number: 5 }]);
    expect(rowsOf(undefined, [])).toEqual([]);
    expect(rowsOf({}, [])).toEqual([]);
    expect(rowsOf('sin datos', [])).toBeNull();
    expect(rowsOf({ total: 3 }, [])).toBeNull();
  });

  it('reads a quote saved for later by its flag or by its state, its total from its lines when not given', () => {
    const quote = mapQuote(
      { quote_number: 9, state: 'Pendiente de envío', quote: [{ material_code: 'A', price: '1.000', quantity: '3' }] },
      '123',
    );
    expect(quote).toMatchObject({ quoteNumber: '9', incomplete: true, total: 3000, clientCode: '123' });
    expect(mapQuote({ state: 'Enviada', incomplete: '0' }).incomplete).toBe(false);
    expect(mapQuote({ state: 'Borrador' }).incomplete).toBe(true);
  });

  it('reads a document with the client, number and year it was asked with when it does not repeat them', () => {
    expect(mapInstitutionalDocument({ issue_date: '03-02-2026', value: '150.000' }, { clientCode: '1', docNumber: '9' })).toMatchObject({
      docNumber: '9',
      docYear: '2026',
      clientCode: '1',
      value: 150_000,
      hasDetail: true,
    });
  });
});

describe("quote/create's payload and answer", () => {
  const lines = [
    { materialCode: 'A', price: 10, quantity: 0 },
    { materialCode: 'B', price: 20, quantity: 2 },
  ];

  it('sends the coupon type only for coupons, the purchase order trimmed or null, the file without its data: prefix', () => {
    const input = {
      clientCode: ' 123 ',
      quoteType: 'WARRANTIES' as const,
      paymentCode: '01',
      couponType: 'DIGITAL' as const,
      purchaseOrder: '  ',
      address: ' 0060000001 ',
      lines,
      incomplete: false,
      file: { name: 'a.pdf', base64: 'data:application/pdf;base64,JVBER\ni0=' },
      quoteNumber: ' 7000101 ',
    };
    expect(toQuoteRequest(input)).toEqual({
      coupon_type: null,
      purchase_order: null,
      quote_type: 2,
      client_cod: '123',
      quote: [
        { material_code: 'A', price: 10, quantity: 0 },
        { material_code: 'B', price: 20, quantity: 2 },
      ],
      payment_code: '01',
      address: '0060000001',
      incomplete: 0,
      file: 'JVBERi0=',
      quote_number: '7000101',
    });
    expect(
      toQuoteRequest({ ...input, quoteType: 'COUPONS', purchaseOrder: ' OC 1 ', incomplete: true, file: null, quoteNumber: null }),
    ).toMatchObject({
      coupon_type: 'Digital',
      purchase_order: 'OC 1',
      incomplete: 1,
      file: null,
    });
  });

  it("puts each field's first message under the form's name, a line's under its material's quantity", () => {
    expect(
      quoteFieldErrors(
        { payment_code: ['Uno', 'Dos'], 'quote.1.quantity': 'Tres', 'quote[0][price]': ['Cuatro'], 'quote.9': ['Cinco'], other: ['Seis'] },
        lines,
      ),
    ).toEqual({
      fieldErrors: [
        { field: 'paymentCode', message: 'Uno' },
        { field: 'quantity.B', message: 'Tres' },
        { field: 'quantity.A', message: 'Cuatro' },
        { field: 'lines', message: 'Cinco' },
      ],
      other: 'Seis',
    });
  });

  it('reads ok with or without a status, and a refusal without a message as the general failure', () => {
    expect(quotePayload({ status: 'ok', data: { quote_number: 55 } }, { lines })).toEqual({
      ok: true,
      quoteNumber: '55',
      message: null,
      fieldErrors: [],
    });
    expect(quotePayload({ status: 'success' }, { lines, quoteNumber: '7' })).toMatchObject({ ok: true, quoteNumber: '7' });
    expect(quotePayload({ errors: { address: ['Mala'] } }, { lines })).toMatchObject({
      ok: false,
      fieldErrors: [{ field: 'address', message: 'Mala' }],
    });
    expect(quotePayload({ status: 'error' }, { lines })).toEqual({ ok: false, quoteNumber: null, message: QUOTE_FAILED, fieldErrors: [] });
  });
});
