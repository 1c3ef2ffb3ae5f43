import { describe, expect, it } from 'vitest';
import type { BackendCylinderOrder } from '../../../gateway/backend/contract';
import { mismatches } from '../../../gateway/backend/shape';
import { cylinderOrderListShape, cylinderOrderShape } from '../../../gateway/backend/shapes/cylinder';
import {
  cylinderState,
  filterOrders,
  mapCylinderDiscount,
  mapCylinderOrder,
  mapCylinderOrders,
  mapCylinderPrice,
  mapCylinderPrices,
} from '../../../gateway/mappers/cylinder';
import type { CylinderOrder } from '../../../gateway/resolvers/parents';

/** the order mapped; these samples all carry their number */
const mapped = (o: BackendCylinderOrder): CylinderOrder => {
  const order = mapCylinderOrder(o);
  if (!order) throw new Error('the sample has its order number');
  return order;
};

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
      { at: 'clientCode', expected: 'id (texto o número entero)', got: 'nada (campo ausente)' },
    ]);
  });

  it('searches the map for the street and number, or the whole address line the backend wrote; none without either', () => {
    expect(mapped({ ...raw, address: ' Av. Grecia 1200, Ñuñoa ' }).streetAddress).toBe('Av. Grecia 1200, Ñuñoa');
    expect(mapped({ ...raw, street: ' ', number: null }).streetAddress).toBeNull();
  });

  it('offers no cancellation once one was requested', () => {
    expect(mapped({ ...raw, is_canceled: 1 }).canCancel).toBe(false);
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
    const at = (createdAt: string, orderNumber = createdAt) => ({ ...mapped(raw), createdAt, orderNumber });
    const list = [at('2026-11-23T08:00:00'), at('2026-10-24T08:00:00'), at('2026-10-23T08:00:00')];
    expect(filterOrders(list, { days: 30, orderNumber: '' }, '2026-11-23').map((o) => o.createdAt)).toEqual([
      '2026-11-23T08:00:00',
      '2026-10-24T08:00:00',
    ]);
    expect(filterOrders(list, { days: 30, orderNumber: '2026-10-23T08:00:00' }, '2026-11-23')).toHaveLength(1);
    expect(filterOrders(list, { days: 30, orderNumber: '2026-10' }, '2026-11-23')).toHaveLength(0);
  });

  it('reads an order in the other forms the spec allows: number ids, ISO dates, dot decimals, boolean flags', () => {
    const order = mapped({
      ...raw,
      orderNumber: 31234567,
      clientCode: 900123,
      creationDateTime: '2026-11-20T09:15:00',
      scheduledDate: '21-11-2026',
      amount: 55800.5,
      quantityUnits: [{ producto: 'Cilindro 15 kg', cantidad: '2,0', monto_total_prod: '55800.5' }],
      cancel_order: true,
      claimDelay: '1',
      hasClaim: 'false',
      is_canceled: false,
    });
    expect(order).toMatchObject({
      orderNumber: '31234567',
      clientCode: '900123',
      createdAt: '2026-11-20T09:15:00',
      scheduledDate: '2026-11-21',
      amount: 55800.5,
      products: [{ product: 'Cilindro 15 kg', quantity: 2, amount: 55800.5 }],
      canCancel: true,
      canClaim: true,
      hasClaim: false,
    });
  });

  it('fails per field: what is absent or unreadable is null; an order without its number is left out, the rest shows', () => {
    const { state, clientCode, amount, quantityUnits, ...bare } = raw;
    void [state, clientCode, amount, quantityUnits];
    const partial = mapped({ ...bare, creationDateTime: 'ayer', quantityUnits: [{ producto: 'Cilindro 5 kg' }] } as never);
    expect(partial).toMatchObject({
      createdAt: null,
      stateLabel: null,
      state: 'PROBLEMA',
      amount: null,
      clientCode: null,
      products: [{ product: 'Cilindro 5 kg', quantity: null, amount: null }],
      productSummary: '– × Cilindro 5 kg',
    });
    const { orderNumber, ...numberless } = raw;
    void orderNumber;
    expect(mapCylinderOrders([numberless, raw, null]).map((o) => o.orderNumber)).toEqual(['31234567']);
  });

  it('leaves out a price without its product code; a price in any form, or unreadable, is read or null', () => {
    expect(
      mapCylinderPrices([
        { type: 'Sin código', price: '1' },
        { type_code: 5, type: 'Cilindro 5 kg', price: 9800.5 },
        { type_code: '05', type: null, price: 'consultar' },
      ]),
    ).toEqual([
      { typeCode: '5', type: 'Cilindro 5 kg', price: 9800.5 },
      { typeCode: '05', type: null, price: null },
    ]);
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
