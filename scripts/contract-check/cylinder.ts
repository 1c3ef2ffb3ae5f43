/** The cylinder reads an account with a cylinder service can be answered (spec 2 §7 "Cylinders"). */
import { dataList, dataRecord, given, idOf, none, type Check } from './check';

const NEEDS_CLIENT = 'la cuenta no tiene clientes de cilindro: vincula uno';

export const CYLINDER_CHECKS: Check[] = [
  {
    path: '/cylinder/order_search',
    payload: none,
    learn: (answer, known) => {
      const orders = dataList(answer);
      const order = orders.find((o) => idOf(o.orderNumber) && idOf(o.truck_code)) ?? orders.find((o) => idOf(o.orderNumber));
      const number = idOf(order?.orderNumber);
      if (number) known.cylinderOrder = { client: idOf(order?.clientCode) ?? known.cylinderClient?.code ?? '', number };
    },
  },
  {
    path: '/cylinder/order_detail',
    needs: 'la cuenta no tiene pedidos de cilindro',
    payload: given(
      (k) => k.cylinderOrder,
      ({ client, number }) => ({ client_cod: client, order_number: number }),
    ),
    learn: (answer, known) => void (known.cylinderTruck = idOf(dataRecord(answer)?.truck_code)),
  },
  {
    path: '/cylinder/order_coordinates',
    needs: 'ningún pedido de cilindro de la cuenta trae el código de su camión (truck_code)',
    payload: given(
      (k) => k.cylinderTruck,
      (truck_code) => ({ truck_code }),
    ),
  },
  {
    path: '/cylinder/get_prices',
    needs: NEEDS_CLIENT,
    payload: given(
      (k) => k.cylinderClient,
      ({ code, city }) => ({ client_cod: code, comuna: city }),
    ),
  },
  {
    path: '/cylinder/get_discounts',
    needs: NEEDS_CLIENT,
    payload: given(
      (k) => k.cylinderClient,
      ({ code }) => ({ client_cod: code }),
    ),
  },
];
