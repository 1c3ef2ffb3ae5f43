import { describe, expect, it } from 'vitest';
import type { BackendBulkOrder } from '../../../gateway/backend/contract';
import { mismatches } from '../../../gateway/backend/shape';
import { bulkOrderShape, orderSearchShape } from '../../../gateway/backend/shapes/bulk';
import {
  observation,
  bulkPortalFields,
  debtTotal,
  mapDebtItem,
  mapDocument,
  mapOrder,
  mapPoint,
  mapTank,
  mapTankReading,
  mapTelemetryClient,
  orderActionPayload,
  orderState,
  refreshMinutes,
} from '../../../gateway/mappers/bulk';

const order: BackendBulkOrder = {
  orderNumber: '12345678',
  creationDateTime: '03.11.2026 - 09:15',
  scheduledDate: '05.11.2026',
  scheduledTime: '11:30',
  state: 'Entregado',
  liters: '250,5',
  litersActuallyDelivered: '240',
  amount: '250500',
  actuallyDeliveredAmount: '240000',
  actuallyDeliveredDate: '05.11.2026',
  address: null,
  street: 'Los Leones',
  number: '20',
  block: '',
  dept: '502',
  location: null,
  commune: 'Providencia',
  region: 'RM',
  clientCode: '13721383',
  truck_code: 'CAM-1',
  patent: 'ABCD12',
  driver: 'Juan Pérez',
  address_latitude: '-33.42',
  address_longitude: '-70.61',
  cancel_order: '1',
  is_canceled: 0,
  claimDelay: 0,
  hasClaim: '1',
};

describe('bulk mappers', () => {
  it('sends an observation trimmed under its field, and leaves the field out when it is empty (spec 2 §5)', () => {
    expect(observation('reason', '  ya no lo necesito ')).toEqual({ reason: 'ya no lo necesito' });
    expect(observation('commentary', '   ')).toEqual({});
    expect(observation('comment', null)).toEqual({});
  });

  it('are tested on an order of the shape npm run contract:check holds a backend to', () => {
    expect(mismatches(orderSearchShape, { status: 'ok', data: [order] })).toEqual([]);
    const { clientCode: _dropped, ...renamed } = order;
    expect(mismatches(bulkOrderShape, { ...renamed, client_code: '13721383' })).toEqual([
      { at: 'clientCode', expected: 'id (texto o número entero)', got: 'nada (campo ausente)' },
    ]);
  });

  it('maps an order: dates to ISO, comma decimals, the address joined, the flags', () => {
    expect(mapOrder(order)).toMatchObject({
      createdAt: '2026-11-03T09:15:00',
      scheduledDate: '2026-11-05',
      state: 'ENTREGADO',
      liters: 250.5,
      deliveredLiters: 240,
      address: 'Los Leones 20, depto. 502',
      location: { latitude: -33.42, longitude: -70.61 },
      canCancel: true,
      hasClaim: true,
      canClaim: false,
    });
    expect(mapOrder({ ...order, is_canceled: '1' }).canCancel).toBe(false);
  });

  it("shows a state the backend writes in lower case as the others are ('realizado' is 'Realizado')", () => {
    expect(mapOrder({ ...order, state: 'realizado' })).toMatchObject({ state: 'REALIZADO', stateLabel: 'Realizado' });
    expect(mapOrder({ ...order, state: 'En Ruta' }).stateLabel).toBe('En Ruta');
  });

  it('reads an order written in the forms the spec allows: ISO dates, numbers as numbers, booleans, ids with leading zeros', () => {
    const spec = {
      ...order,
      orderNumber: '000410023',
      creationDateTime: '2026-03-14T09:30:00',
      scheduledDate: '2026-03-16',
      liters: 250.5,
      litersActuallyDelivered: '1.234,5',
      amount: '12.5',
      actuallyDeliveredAmount: 12.5,
      actuallyDeliveredDate: '16-03-2026',
      clientCode: 13721383,
      number: 20,
      address_latitude: -33.42,
      address_longitude: '-70,61',
      cancel_order: true,
      is_canceled: false,
      claimDelay: 1,
      hasClaim: '0',
    };
    expect(mismatches(bulkOrderShape, spec)).toEqual([]);
    expect(mapOrder(spec)).toMatchObject({
      orderNumber: '000410023',
      createdAt: '2026-03-14T09:30:00',
      scheduledDate: '2026-03-16',
      liters: 250.5,
      deliveredLiters: 1234.5,
      amount: 12.5,
      deliveredAmount: 12.5,
      deliveredDate: '2026-03-16',
      clientCode: '13721383',
      address: 'Los Leones 20, depto. 502',
      location: { latitude: -33.42, longitude: -70.61 },
      canCancel: true,
      isCanceled: false,
      canClaim: true,
      hasClaim: false,
    });
  });

  it('reads each date form: ISO, DD.MM.YYYY, DD-MM-YYYY with a time, DD.MM.YYYY - hh:mm', () => {
    const at = (creationDateTime: string, scheduledDate: string) => {
      const mapped = mapOrder({ ...order, creationDateTime, scheduledDate });
      return [mapped.createdAt, mapped.scheduledDate];
    };
    expect(at('2026-03-14', '14.03.2026')).toEqual(['2026-03-14', '2026-03-14']);
    expect(at('14-03-2026 09:30', '14-03-2026')).toEqual(['2026-03-14T09:30:00', '2026-03-14']);
    expect(at('14.03.2026 - 09:30', '2026-03-14T00:00:00')).toEqual(['2026-03-14T09:30:00', '2026-03-14']);
    expect(at('pronto', '')).toEqual([null, null]);
  });

  it('reads each flag form: true, 1 and "1" are yes; false, 0 and "0" no; anything else no', () => {
    for (const yes of [true, 1, '1'] as const) expect(mapOrder({ ...order, claimDelay: yes }).canClaim).toBe(true);
    for (const no of [false, 0, '0', 'quizás'] as const) expect(mapOrder({ ...order, claimDelay: no }).canClaim).toBe(false);
  });

  it('maps a list with an order without its number: the others as they are, that one unusable and never "undefined"', () => {
    const { orderNumber: _none, ...numberless } = order;
    const rows = [order, numberless as BackendBulkOrder, { ...order, orderNumber: '00012' }].map(mapOrder);
    expect(rows.map((r) => r.orderNumber)).toEqual(['12345678', null, '00012']);
    expect(rows[1]).toMatchObject({ orderNumber: null, canCancel: false, isCanceled: false, canClaim: false, liters: 250.5 });
    expect(rows[0]).toMatchObject({ canCancel: true });
    expect(JSON.stringify(rows)).not.toContain('undefined');
  });

  it('maps an order whose other fields are absent or unreadable field by field: null, never a failed row', () => {
    const sparse = { orderNumber: 7, state: 'En Ruta', liters: 'NO DISPONIBLE', address_latitude: 'x' } as unknown as BackendBulkOrder;
    expect(mapOrder(sparse)).toEqual({
      orderNumber: '7',
      createdAt: null,
      scheduledDate: null,
      scheduledTime: null,
      state: 'EN_RUTA',
      stateLabel: 'En Ruta',
      liters: null,
      deliveredLiters: null,
      amount: null,
      deliveredAmount: null,
      deliveredDate: null,
      address: null,
      commune: null,
      region: null,
      clientCode: null,
      truckCode: null,
      patent: null,
      driver: null,
      location: null,
      canCancel: false,
      isCanceled: false,
      canClaim: false,
      hasClaim: false,
    });
  });

  it('reads documents and debt items with their figures and ids in any form; one without its bill number cannot be paid', () => {
    const item = {
      bill_number: 1001,
      doc_number: '000123',
      expiration_date: '2026-03-14',
      amount: '1.234,5',
      interest: 10,
      spented: '0',
      pdf_document: null,
    };
    expect(mapDebtItem(item)).toEqual({
      billNumber: '1001',
      docNumber: '000123',
      dueDate: '2026-03-14',
      amount: 1234.5,
      interest: 10,
      collectionCost: 0,
      document: null,
    });
    const { bill_number: _none, ...billless } = item;
    expect(mapDebtItem(billless as typeof item).billNumber).toBeNull();
    const backendDocument = {
      doc_number: '000123',
      doc_year: 2026,
      folio_number: null,
      class_description: 'FACTURA',
      issue_date: '14.03.2026',
      expiration_date: '2026-04-14',
      value: 12.5,
      late_payment: '3',
      payment_condition_desc: null,
      payment_date: null,
      client_cod: '0013721383',
      pdf_document: { pdf_number: 55, class_description: 'FACTURA' },
      pdf_guide: null,
    };
    const document = mapDocument(backendDocument);
    expect(document).toMatchObject({
      docNumber: '000123',
      docYear: '2026',
      issueDate: '2026-03-14',
      clientCode: '0013721383',
      value: 12.5,
      lateDays: 3,
      hasDetail: true,
    });
    expect(document.document).toEqual({ pdfNumber: '55', classDescription: 'FACTURA' });
    // without its number the document still shows, but its detail (linked by number, year and client) is not offered
    const { doc_number: _number, ...numberless } = backendDocument;
    expect(mapDocument(numberless as typeof backendDocument)).toMatchObject({ docNumber: null, hasDetail: false, value: 12.5 });
  });

  it('reads the state without case or accents; an unknown state is the first step', () => {
    expect(orderState('En Camión')).toBe('EN_CAMION');
    expect(orderState(' EN  RUTA ')).toBe('EN_RUTA');
    expect(orderState('realizado')).toBe('REALIZADO');
    expect(orderState('???')).toBe('REALIZADO');
  });

  it('drops a position that is missing or off the globe', () => {
    expect(mapPoint(null, '-70')).toBeNull();
    expect(mapPoint('-120', '-70')).toBeNull();
    expect(mapPoint(-33.4, -70.6)).toEqual({ latitude: -33.4, longitude: -70.6 });
  });

  it('reads the refresh interval, ignoring nonsense', () => {
    expect(refreshMinutes('2')).toBe(2);
    expect(refreshMinutes('0')).toBeNull();
    expect(refreshMinutes('x')).toBeNull();
  });

  it('tells a sent action from an already requested cancellation and a failure', () => {
    expect(orderActionPayload({ status: 'ok' }).outcome).toBe('SENT');
    expect(orderActionPayload({ status: 'duplicated', message: 'Ya solicitaste anular este pedido' })).toEqual({
      outcome: 'ALREADY_REQUESTED',
      message: 'Ya solicitaste anular este pedido',
    });
    expect(orderActionPayload({ status: 'error', message: 'x' }).outcome).toBe('FAILED');
  });

  it('shows days late only above 0 and a detail only for FACTURA and NOTA DE CREDITO', () => {
    const base = {
      doc_number: '1',
      doc_year: '2026',
      folio_number: '9',
      class_description: 'FACTURA',
      issue_date: '01.10.2026',
      expiration_date: '31.10.2026',
      value: '1000',
      late_payment: '-2',
      payment_condition_desc: '30 días',
      payment_date: null,
      client_cod: '1',
      pdf_document: null,
      pdf_guide: { pdf_number: 'G1', class_description: 'FACTURA' },
    };
    expect(mapDocument(base)).toMatchObject({ lateDays: 0, hasDetail: true, document: null, guide: { pdfNumber: 'G1' } });
    expect(mapDocument({ ...base, late_payment: 4, class_description: 'NOTA DE DEBITO' })).toMatchObject({ lateDays: 4, hasDetail: false });
  });

  it('totals amount and interest, and collection costs only when not 0', () => {
    expect(
      debtTotal([
        { amount: 1000, interest: 50, collectionCost: 0 },
        { amount: 2000, interest: 0, collectionCost: 1500 },
      ]),
    ).toBe(4550);
  });

  it("joins the bill numbers with '|' for the payment portal", () => {
    const fields = bulkPortalFields({ clientCode: 'C1', email: 'a@b.cl', phone: '9', billNumbers: ['1', '2'] });
    expect(fields).toContainEqual({ name: 'documentos', value: '1|2' });
    expect(fields).toContainEqual({ name: 'cantidadDocumentos', value: '2' });
  });

  it('reads a telemetry client by client_address where address is not given, and a tank whose reading date has its time', () => {
    expect(mapTelemetryClient({ client_cod: '000777', client_address: 'Av. Uno 1', telemetry_activated: true })).toEqual({
      clientCode: '000777',
      address: 'Av. Uno 1',
      active: true,
    });
    expect(mapTelemetryClient({})).toEqual({ clientCode: null, address: null, active: false });
    const tank = mapTank(
      {
        meter_code: 42,
        reading_date: '2026-11-20T06:00:00',
        reading_time: null,
        percentage: 42.5,
        capacity: '2000',
        days_empty_meter: '10',
        average_consumption: null,
      },
      '2026-11-23',
    );
    expect(tank).toMatchObject({
      code: '42',
      readAt: '2026-11-20T06:00:00',
      litersLeft: 850,
      emptyBy: '2026-12-03',
      averageMonthlyConsumption: null,
    });
  });

  it('computes a tank’s litres left and the day it runs out', () => {
    const tank = mapTank(
      {
        meter_code: 'TK1',
        reading_date: '20.11.2026',
        reading_time: '06:00',
        percentage: '42,5',
        capacity: 2000,
        days_empty_meter: 10,
        average_consumption: '300',
      },
      '2026-11-23',
    );
    expect(tank).toMatchObject({ litersLeft: 850, emptyBy: '2026-12-03', readAt: '2026-11-20T06:00:00' });
    expect(mapTankReading({ date: '2026-01-02', percentage_level: '50', stock_days: null, daily_consumption: null })).toEqual({
      date: '2026-01-02',
      percentage: 50,
      daysToEmpty: null,
      dailyConsumption: null,
    });
  });
});
