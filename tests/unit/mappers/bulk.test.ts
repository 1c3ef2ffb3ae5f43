import { describe, expect, it } from 'vitest';
import type { BackendBulkOrder } from '../../../gateway/backend/contract';
import { mismatches } from '../../../gateway/backend/shape';
import { bulkOrderShape, orderSearchShape } from '../../../gateway/backend/shapes/bulk';
import {
  observation,
  bulkPortalFields,
  debtTotal,
  mapDocument,
  mapOrder,
  mapPoint,
  mapTank,
  mapTankReading,
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
      { at: 'clientCode', expected: 'string', got: 'nada (campo ausente)' },
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
