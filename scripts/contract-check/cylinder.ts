/** The cylinder calls an account with a cylinder service can be answered (spec 2 §7). */
import * as cylinder from '../../gateway/backend/shapes/cylinder';
import { dataList, given, none, type Check } from './check';

export const CYLINDER_CHECKS: Check[] = [
  {
    path: '/cylinder/order_search',
    shape: cylinder.cylinderOrderListShape,
    payload: none,
    learn: (answer, known) => {
      const order = dataList(answer).find((o) => typeof o.orderNumber === 'string' && typeof o.clientCode === 'string');
      if (order) known.cylinderOrder = { client: String(order.clientCode), number: String(order.orderNumber) };
    },
  },
  {
    path: '/cylinder/order_detail',
    shape: cylinder.cylinderOrderDetailShape,
    payload: given(
      (k) => k.cylinderOrder,
      ({ client, number }) => ({ client_cod: client, order_number: number }),
    ),
  },
  {
    path: '/cylinder/get_prices',
    shape: cylinder.cylinderPricesShape,
    payload: given(
      (k) => k.cylinderClient,
      ({ code, city }) => ({ client_cod: code, comuna: city }),
    ),
  },
  {
    path: '/cylinder/get_discounts',
    shape: cylinder.cylinderDiscountsShape,
    payload: given(
      (k) => k.cylinderClient,
      ({ code }) => ({ client_cod: code }),
    ),
  },
];
