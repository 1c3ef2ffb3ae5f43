/** The shapes of the cylinder calls' answers (gateway/backend/contract/cylinder.ts). */
import type {
  BackendCylinderDiscount,
  BackendCylinderOrder,
  BackendCylinderPrice,
  BackendCylinderUnit,
  CylinderDiscountsAnswer,
  CylinderOrderAnswer,
  CylinderOrderListAnswer,
  CylinderPricesAnswer,
} from '../contract';
import { amount, array, boolean, dottedDate, literal, nullable, number, object, oneOf, optional, string } from '../shape';

const text = nullable(string);
/** the backend writes its yes/no as 0/1, '0'/'1' or a boolean */
const yesNo = oneOf(boolean, literal(0, 1, '0', '1'));
const coordinate = optional(nullable(oneOf(number, string)));
const money = nullable(amount);

const unitShape = object<BackendCylinderUnit>()({ producto: string, cantidad: oneOf(string, number), monto_total_prod: money });

export const cylinderOrderShape = object<BackendCylinderOrder>()({
  orderNumber: string,
  creationDateTime: string,
  scheduledDate: text,
  scheduledTime: text,
  actuallyDeliveredDate: text,
  amount: money,
  state: string,
  descriptionCode: text,
  truck_code: text,
  clientCode: string,
  address: text,
  street: text,
  number: text,
  block: text,
  dept: text,
  location: text,
  comune: text,
  region: text,
  address_latitude: coordinate,
  address_longitude: coordinate,
  quantityUnits: nullable(array(unitShape)),
  cancel_order: yesNo,
  claimDelay: yesNo,
  hasClaim: yesNo,
  is_canceled: yesNo,
});

export const cylinderOrderListShape = object<CylinderOrderListAnswer>()({
  status: literal('ok', 'empty', 'error'),
  message: optional(string),
  data: optional(array(cylinderOrderShape)),
});

export const cylinderOrderDetailShape = object<CylinderOrderAnswer>()({
  status: literal('ok', 'error'),
  message: optional(string),
  data: optional(cylinderOrderShape),
});

const priceShape = object<BackendCylinderPrice>()({ type_code: string, type: string, price: money });

export const cylinderPricesShape = object<CylinderPricesAnswer>()({
  status: literal('ok', 'empty', 'error'),
  message: optional(string),
  data: optional(array(priceShape)),
});

const discountShape = object<BackendCylinderDiscount>()({
  type_code: string,
  type: string,
  discount: money,
  valid_until: nullable(dottedDate),
});

export const cylinderDiscountsShape = object<CylinderDiscountsAnswer>()({
  status: literal('ok', 'empty', 'error'),
  message: optional(string),
  data: optional(array(discountShape)),
});
