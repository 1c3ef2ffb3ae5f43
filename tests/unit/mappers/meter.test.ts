import { describe, expect, it } from 'vitest';
import {
  agreementLabel,
  isoDay,
  mapAgreement,
  mapAgreementDetail,
  mapBills,
  mapDebt,
  mapPayments,
  mapReadingChart,
  mapReadings,
  mapSimulationAmount,
  mapSubscriptionContacts,
  mapSubscriptionUpdate,
  meterPortal,
  readingMonth,
  toRegisterContacts,
} from '../../../gateway/mappers/meter';
import { mismatches } from '../../../gateway/backend/shape';
import { billShape, listShape } from '../../../gateway/backend/shapes/meter';

/** a bill as the backend writes it: comma decimals, 'NO DISPONIBLE', DD.MM.YYYY, '0'/'1' */
const backendBill = {
  ticket_number: '555',
  doc_type: 'BOLETA',
  broadcast_date: '05.10.2026',
  prev_amount: 'NO DISPONIBLE',
  current_amount: '18540',
  amount: '1.234,5',
  expiration_date: '25.10.2026',
  consumption: '12,3',
  pdfAvailable: '0' as const,
};

const portal = meterPortal('/portal', { contractCode: '123', email: 'a@b.cl', phone: '987654321', blocked: true });

describe('meter mappers', () => {
  it('are tested on a bill of the shape npm run contract:check holds a backend to, quirks included', () => {
    expect(mismatches(listShape(billShape), { status: 'ok', data: [backendBill] })).toEqual([]);
    // the spec names the bill's fields without their forms: an ISO date, numbers as numbers, a boolean flag all fit
    expect(
      mismatches(billShape, { ...backendBill, ticket_number: 555, broadcast_date: '2026-10-05', amount: 12.5, pdfAvailable: true }),
    ).toEqual([]);
    // what no form reads does not
    expect(mismatches(billShape, { ...backendBill, broadcast_date: '5 de octubre' })[0]?.at).toBe('broadcast_date');
    expect(mismatches(billShape, { ...backendBill, amount: '12.5x' })[0]?.at).toBe('amount');
  });

  it("reads a bill's amounts: 'NO DISPONIBLE' is null, never 0; comma decimals are numbers; dates are ISO", () => {
    const [bill] = mapBills({ status: 'ok', data: [backendBill] });
    expect(bill).toEqual({
      ticketNumber: '555',
      docType: 'BOLETA',
      issuedOn: '2026-10-05',
      previousAmount: null,
      currentAmount: 18540,
      amount: 1234.5,
      dueOn: '2026-10-25',
      consumption: 12.3,
      pdfAvailable: false,
    });
  });

  it('reads an empty list as none and fails on an error status with the server message', () => {
    expect(mapBills({ status: 'empty' })).toEqual([]);
    expect(() => mapPayments({ status: 'error', message: 'Servicio caído' })).toThrow('Servicio caído');
    expect(() => mapReadings({ status: 'ok', data: 'nope' as never })).toThrow();
  });

  it("turns reading months 'MM-YYYY' into 'YYYY-MM' and sorts the chart, leaving out months without a number", () => {
    expect(readingMonth('03-2026')).toBe('2026-03');
    expect(readingMonth('2026-03')).toBe('2026-03');
    expect(
      mapReadingChart({
        status: 'ok',
        data: [
          { reading_month: '11-2026', reading_consumption: '10,5' },
          { reading_month: '10-2026', reading_consumption: 'NO DISPONIBLE' },
          { reading_month: '09-2026', reading_consumption: '8' },
        ],
      }),
    ).toEqual([
      { month: '2026-09', consumption: 8 },
      { month: '2026-11', consumption: 10.5 },
    ]);
  });

  it("reads payments' upper-case fields", () => {
    expect(
      mapPayments({ status: 'ok', data: [{ XBLNR: '9', FECHA_PAGO: '01.02.2026', MONTO: '15000', TXT_RECAUDADOR: 'Webpay' }] }),
    ).toEqual([{ billNumber: '9', paidOn: '2026-02-01', amount: 15000, collector: 'Webpay' }]);
  });

  it("reads the debt's DD-MM-YYYY last payment and documents; empty is no debt; error keeps the server's message", () => {
    const debt = mapDebt(
      {
        status: 'ok',
        data: {
          amount: '30000',
          previous_amount: '10000',
          last_bill: '20000',
          last_payment: '15-09-2026',
          bills_documents: [{ bill_number: '1', bill_expire_date: '25-10-2026', bill_payment_day: '25', amount: '20000' }],
        },
      },
      portal,
    );
    expect(debt).toMatchObject({
      amount: 30000,
      lastPayment: '2026-09-15',
      documents: [{ billNumber: '1', dueOn: '2026-10-25', paymentDay: '25', amount: 20000 }],
    });
    expect(mapDebt({ status: 'empty' }, portal)).toMatchObject({ amount: 0, documents: [] });
    expect(() => mapDebt({ status: 'error', message: 'Deuda en proceso' }, portal)).toThrow('Deuda en proceso');
    expect(() => mapDebt({ status: 'error' }, portal)).toThrow(
      'En este momento no es posible obtener la información. Por favor intenta más tarde',
    );
  });

  it('builds the payment portal form with reposicion for a blocked meter', () => {
    expect(portal.fields).toEqual([
      { name: 'codCliente', value: '123' },
      { name: 'email', value: 'a@b.cl' },
      { name: 'movil', value: '987654321' },
      { name: 'reposicion', value: '1' },
    ]);
  });

  it('labels agreement statuses as the table of spec 2 §4, and an invalid one as Solicitud Rechazada', () => {
    expect(agreementLabel('CONVENIO CREADO SAP', true)).toBe('Convenio Creado');
    expect(agreementLabel('PAGADO', true)).toBe('Pago pie en verificación');
    expect(agreementLabel('ERROR CREACIÓN CONVENIO', true)).toBe('Pago pie en verificación');
    for (const s of ['CREADO SAP', 'ANULADO', 'ERROR ANULACIÓN', 'PENDIENTE CREACIÓN SAP'])
      expect(agreementLabel(s, true)).toBe('Pago pie pendiente');
    expect(agreementLabel('PENDIENTE APROBACIÓN', true)).toBe('En revisión');
    expect(agreementLabel('RECHAZADO', true)).toBe('Rechazado');
    expect(agreementLabel('OTRA COSA', true)).toBe('');
    expect(agreementLabel('CONVENIO CREADO SAP', false)).toBe('Solicitud Rechazada');
    expect(
      mapAgreement({
        id: 4,
        created_at: '02.03.2026 - 10:15',
        request_crm_id: 'X',
        current_debt: '100000',
        down_payment: '20000',
        payments: '12',
        status: 'PAGADO',
        is_agreement_valid: 1,
      }),
    ).toMatchObject({ id: '4', createdAt: '2026-03-02T10:15:00', instalments: 12, label: 'Pago pie en verificación' });
  });

  it("reads an agreement detail's product-named fields and totals each instalment; empty is null", () => {
    const detail = mapAgreementDetail('7', {
      status: 'ok',
      data: {
        meter_contract_id: '300123',
        agreement_meter_id: 4400,
        sap_check_number: '77',
        agreement_sap_creation_time: '2026-05-04',
        dues: [{ due_number: '1', due_amount: '10000', interest: '150,5', status: 'Pagada' }],
      },
    });
    expect(detail).toEqual({
      id: '7',
      clientCode: '300123',
      voucher: '77',
      createdOn: '2026-05-04',
      agreementNumber: '4400',
      instalments: [{ number: 1, amount: 10000, interest: 150.5, total: 10150.5, status: 'Pagada' }],
    });
    expect(mapAgreementDetail('7', { status: 'empty' })).toBeNull();
    expect(() => mapAgreementDetail('7', { status: 'error', message: 'No existe' })).toThrow('No existe');
  });

  it('reads the simulation amount: empty is 0, a text that is no number is malformed', () => {
    expect(mapSimulationAmount({ status: 'ok', data: { amount: '125.300,0' } })).toBe(125300);
    expect(mapSimulationAmount({ status: 'empty' })).toBe(0);
    expect(() => mapSimulationAmount({ status: 'ok', data: { amount: 'NO DISPONIBLE' } })).toThrow();
  });

  it('maps subscription contacts and their categories both ways', () => {
    const [c] = mapSubscriptionContacts({
      status: 'ok',
      data: [
        { id: 3, meter_client_id: 10, meter_contract_id: '555', suscribed: 1, suscriber_type: '', doc_type: 'factura', address: 'X 1' },
      ],
    });
    expect(c).toEqual({
      id: '3',
      clientId: 10,
      contractCode: '555',
      address: 'X 1',
      subscribed: true,
      category: null,
      documentType: 'FACTURA',
    });
    const listed = [
      { id: 3, meter_client_id: 77, meter_contract_id: '555', address: 'X 1', suscribed: 1, suscriber_type: 'DUEÑO', doc_type: 'factura' },
    ];
    expect(toRegisterContacts([{ id: '3', subscribed: false, category: 'TENANT' }], listed)).toEqual([
      { id: 3, meter_client_id: 77, meter_contract_id: '555', suscribed: 0, suscriber_type: 'ARRENDATARIO', doc_type: 'FACTURA' },
    ]);
    expect(() => toRegisterContacts([{ id: '4', subscribed: true, category: 'OWNER' }], listed)).toThrow('Contacto no válido');
  });

  it('maps every outcome of the subscription update', () => {
    expect(mapSubscriptionUpdate({ status: 'ok', remaining_contacts: ['x@y.cl'] })).toMatchObject({
      outcome: 'OK',
      remainingContacts: ['x@y.cl'],
    });
    expect(
      mapSubscriptionUpdate({
        status: 'some_ok',
        new_requirement_suscriptions: [{ NumeroContrato: '1', Direccion: 'A', NroRequerimiento: 'R1', FechaPlazo: '02-12-2026' }],
        has_requirement_suscriptions: [{ NumeroContrato: '2' }],
        error_requirement_suscriptions: [{ NumeroContrato: '3' }],
      }),
    ).toMatchObject({
      outcome: 'SOME_OK',
      inReview: [{ contractCode: '1', address: 'A', requirementNumber: 'R1', dueOn: '2026-12-02' }],
      inProgress: [{ contractCode: '2' }],
      failed: [{ contractCode: '3' }],
    });
    expect(mapSubscriptionUpdate({ status: 'error', message: 'Máximo alcanzado' })).toMatchObject({
      outcome: 'ERROR',
      message: 'Máximo alcanzado',
    });
    expect(mapSubscriptionUpdate({ status: 'error' }).message).toBe(
      'Ha ocurrido un error al intentar actualizar los datos, inténtelo más tarde.',
    );
  });

  it('reads dates in the shapes the backend writes', () => {
    expect(isoDay('05.10.2026')).toBe('2026-10-05');
    expect(isoDay('05-10-2026')).toBe('2026-10-05');
    expect(isoDay('2026-10-05')).toBe('2026-10-05');
    expect(isoDay('ayer')).toBeNull();
  });

  it('reads every form of the table: figures as numbers or text, flags as booleans, 0/1 or text, dates in every form (issue 37)', () => {
    const bill = (over: Record<string, unknown>) =>
      mapBills({ status: 'ok', data: [{ ...backendBill, ...over } as typeof backendBill] })[0]!;
    expect([bill({ amount: '1.234,5' }), bill({ amount: 12.5 }), bill({ amount: '12.5' })].map((b) => b.amount)).toEqual([
      1234.5, 12.5, 12.5,
    ]);
    for (const yes of [true, 1, '1']) expect(bill({ pdfAvailable: yes }).pdfAvailable).toBe(true);
    for (const no of [false, 0, '0']) expect(bill({ pdfAvailable: no }).pdfAvailable).toBe(false);
    expect(
      ['2026-03-14', '14.03.2026', '14-03-2026 09:30', '14.03.2026 - 09:30'].map((broadcast_date) => bill({ broadcast_date }).issuedOn),
    ).toEqual(['2026-03-14', '2026-03-14', '2026-03-14', '2026-03-14']);
    // ids are kept as text, leading zeros intact; a number is written as one
    expect(bill({ ticket_number: '000555' }).ticketNumber).toBe('000555');
    expect(bill({ ticket_number: 555 }).ticketNumber).toBe('555');
  });

  it('maps a bill without its number or document type with no PDF, and every other field as it is', () => {
    const { ticket_number: _number, ...numberless } = { ...backendBill, pdfAvailable: '1' };
    const [bill] = mapBills({ status: 'ok', data: [numberless as typeof backendBill] });
    expect(bill).toMatchObject({ ticketNumber: null, pdfAvailable: false, amount: 1234.5, issuedOn: '2026-10-05' });
    expect(JSON.stringify(bill)).not.toContain('undefined');
  });

  it('reads readings, payments and the debt field by field: what is absent is null, never the block', () => {
    const [reading] = mapReadings({ status: 'ok', data: [{ reading_date: '2026-03-14', reading_value: 120.5 } as never] });
    expect(reading).toEqual({ date: '2026-03-14', value: 120.5, consumption: null, status: null, month: '2026-03' });
    expect(readingMonth('2026-03')).toBe('2026-03');
    expect(readingMonth('3-2026')).toBe('2026-03');
    expect(readingMonth('2026-03-14T00:00:00')).toBe('2026-03');
    expect(readingMonth(undefined)).toBeNull();
    const [payment] = mapPayments({ status: 'ok', data: [{ FECHA_PAGO: '14-03-2026', MONTO: 12.5 } as never] });
    expect(payment).toEqual({ billNumber: null, paidOn: '2026-03-14', amount: 12.5, collector: null });
    const debt = mapDebt({ status: 'ok', data: { amount: '1.234,5', last_payment: '2026-03-14' } as never }, portal);
    expect(debt).toMatchObject({ amount: 1234.5, previousAmount: null, lastBill: null, lastPayment: '2026-03-14', documents: [] });
    expect(mapDebt({ status: 'ok', data: { amount: 'x', bills_documents: [{ bill_number: 7 }] } as never }, portal)).toMatchObject({
      amount: null,
      documents: [{ billNumber: '7', dueOn: null, paymentDay: null, amount: null }],
    });
  });

  it('fails only the block of a list whose envelope is wrong', () => {
    const reasonOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as { extensions?: { reason?: string } }).extensions?.reason;
      }
      return 'no error';
    };
    expect(reasonOf(() => mapBills({ status: 'ok', data: { bills: [] } as never }))).toBe('MALFORMED');
    expect(reasonOf(() => mapDebt({ status: 'ok', data: { amount: 1, bills_documents: 'x' } as never }, portal))).toBe('MALFORMED');
    expect(mapBills({ status: 'ok' })).toEqual([]);
  });

  it('maps an agreement without its id (no detail) and reads is_agreement_valid in any form', () => {
    const base = {
      id: 4,
      created_at: '2026-03-14T09:30:00',
      request_crm_id: null,
      current_debt: 1000,
      down_payment: '200',
      payments: '12',
      status: 'CONVENIO CREADO SAP',
      is_agreement_valid: true,
    };
    expect(mapAgreement(base)).toMatchObject({ id: '4', createdAt: '2026-03-14T09:30:00', label: 'Convenio Creado', instalments: 12 });
    expect(mapAgreement({ ...base, is_agreement_valid: 'false' }).label).toBe('Solicitud Rechazada');
    const { id: _id, ...idless } = base;
    expect(mapAgreement(idless)).toMatchObject({ id: null, label: 'Convenio Creado' });
  });

  it('keeps subscription contacts ids as written, leaves out one without its id, and sends each back as listed', () => {
    const listed = [
      {
        id: '0042',
        meter_client_id: '000123',
        meter_contract_id: '0099',
        suscribed: true,
        suscriber_type: null,
        doc_type: null,
        address: null,
      },
      { meter_client_id: 5, meter_contract_id: 6, suscribed: 1, suscriber_type: 'DUEÑO', doc_type: 'FACTURA', address: 'x' },
    ];
    const contacts = mapSubscriptionContacts({ status: 'ok', data: listed as never });
    expect(contacts).toEqual([
      { id: '0042', clientId: 123, contractCode: '0099', address: null, subscribed: true, category: null, documentType: 'BOLETA' },
    ]);
    expect(toRegisterContacts([{ id: '0042', subscribed: false, category: 'OWNER' }], listed as never)).toEqual([
      { id: '0042', meter_client_id: '000123', meter_contract_id: '0099', suscribed: 0, suscriber_type: 'DUEÑO', doc_type: 'BOLETA' },
    ]);
  });
});
