import { describe, expect, it } from 'vitest';
import type { BackendCylinderOrder } from '../../../gateway/backend/contract';
import { mismatches } from '../../../gateway/backend/shape';
import { cylinderOrderListShape, cylinderOrderShape } from '../../../gateway/backend/shapes/cylinder';
import { cylinderState, filterOrders, mapCylinderDiscount, mapCylinderOrder, mapCylinderPrice } from '../../../gateway/mappers/cylinder';

const raw: BackendCylinderOrder = {
  orderNumber: '31234567',
  creationDateTime: '20.11.2026 - 09:15',
  scheduledDate: '21.11.2026',
  scheduledTime: '10:00',
  actuallyDeliveredDate: null,
  amount: '55.800,0',
  state: ' Camino ',
  descriptionCode: 'CAMINO',
  truck_code: ' CIL-123 ',
  clientCode: '900123',
  address: null,
  street: 'LOS ALERCES',
  number: '120',
  block: '',
  dept: '34',
  location: null,
  comune: 'Ñuñoa',
  region: '13',
  address_latitude: '-33.45',
  address_longitude: '-70.6',
  quantityUnits: [
    { producto: 'Cilindro 15 kg', cantidad: '2', monto_total_prod: '55800' },
    { producto: 'Cilindro 5 kg', cantidad: 1, monto_total_prod: 'NO DISPONIBLE' },
  ],
  cancel_order: '1',
  claimDelay: 0,
  hasClaim: false,
  is_canceled: '0',
};

describe('cylinder mappers', () => {
  it('reads an order: dates, comma amounts, products, address parts and flags', () => {
    expect(mapCylinderOrder(raw)).toEqual({
      orderNumber: '31234567',
      createdAt: '2026-11-20T09:15:00',
      scheduledDate: '2026-11-21',
      scheduledTime: '10:00',
      deliveredDate: null,
      state: 'CAMINO',
      stateLabel: 'Camino',
      amount: 55800,
      products: [
        { product: 'Cilindro 15 kg', quantity: 2, amount: 55800 },
        { product: 'Cilindro 5 kg', quantity: 1, amount: null },
      ],
      productSummary: '2 × Cilindro 15 kg, 1 × Cilindro 5 kg',
      address: 'LOS ALERCES 120, depto. 34',
      commune: 'Ñuñoa',
      region: '13',
      clientCode: '900123',
      truckCode: 'CIL-123',
      location: { latitude: -33.45, longitude: -70.6 },
      streetAddress: 'LOS ALERCES 120',
      canCancel: true,
      isCanceled: false,
      canClaim: false,
      hasClaim: false,
    });
  });

  it('reads a sample that has the shape `npm run contract:check` holds a backend to, and names a renamed field', () => {
    expect(mismatches(cylinderOrderListShape, { status: 'ok', data: [raw] })).toEqual([]);
    const { clientCode, ...renamed } = raw;
    expect(mismatches(cylinderOrderShape, { ...renamed, client_code: clientCode })).toEqual([
      { at: 'clientCode', expected: 'string', got: 'nada (campo ausente)' },
    ]);
  });

  it('searches the map for the street and number, or the whole address line the backend wrote; none without either', () => {
    expect(mapCylinderOrder({ ...raw, address: ' Av. Grecia 1200, Ñuñoa ' }).streetAddress).toBe('Av. Grecia 1200, Ñuñoa');
    expect(mapCylinderOrder({ ...raw, street: ' ', number: null }).streetAddress).toBeNull();
  });

  it('offers no cancellation once one was requested', () => {
    expect(mapCylinderOrder({ ...raw, is_canceled: 1 }).canCancel).toBe(false);
  });

  it('reads the four states without case or accents mattering; an unknown one is a problem', () => {
    expect(['camino', 'ENTREGADO', 'Anulado', 'Problema', 'raro', null].map(cylinderState)).toEqual([
      'CAMINO',
      'ENTREGADO',
      'ANULADO',
      'PROBLEMA',
      'PROBLEMA',
      'PROBLEMA',
    ]);
  });

  it('keeps orders at most the period old, or the exact number', () => {
    const at = (createdAt: string, orderNumber = createdAt) => ({ ...mapCylinderOrder(raw), createdAt, orderNumber });
    const list = [at('2026-11-23T08:00:00'), at('2026-10-24T08:00:00'), at('2026-10-23T08:00:00')];
    expect(filterOrders(list, { days: 30, orderNumber: '' }, '2026-11-23').map((o) => o.createdAt)).toEqual([
      '2026-11-23T08:00:00',
      '2026-10-24T08:00:00',
    ]);
    expect(filterOrders(list, { days: 30, orderNumber: '2026-10-23T08:00:00' }, '2026-11-23')).toHaveLength(1);
    expect(filterOrders(list, { days: 30, orderNumber: '2026-10' }, '2026-11-23')).toHaveLength(0);
  });

  it('reads prices and discounts', () => {
    expect(mapCylinderPrice({ type_code: '11', type: 'Cilindro 11 kg', price: '21400' })).toEqual({
      typeCode: '11',
      type: 'Cilindro 11 kg',
      price: 21400,
    });
    expect(mapCylinderDiscount({ type_code: '15', type: 'Cilindro 15 kg', discount: '3000', valid_until: '31.12.2026' })).toEqual({
      typeCode: '15',
      type: 'Cilindro 15 kg',
      discount: 3000,
      validUntil: '2026-12-31',
    });
  });
});
