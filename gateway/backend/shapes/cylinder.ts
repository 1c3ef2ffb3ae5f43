/** The shapes of the cylinder calls' answers (gateway/backend/contract/cylinder.ts): every form the spec allows. */
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
import { array, date, figure, id, literal, nullable, object, optional, string, text, yesNo, type Shape } from '../shape';

/** a field the backend may leave out, or write null */
const maybe = <T>(shape: Shape<T>) => optional(nullable(shape));

const unitShape = object<BackendCylinderUnit>()({ producto: text, cantidad: figure, monto_total_prod: nullable(figure) });

export const cylinderOrderShape = object<BackendCylinderOrder>()({
  orderNumber: id,
  creationDateTime: date,
  scheduledDate: nullable(date),
  scheduledTime: nullable(text),
  actuallyDeliveredDate: nullable(date),
  amount: nullable(figure),
  state: text,
  descriptionCode: nullable(text),
  truck_code: nullable(id),
  clientCode: id,
  address: maybe(text),
  street: maybe(text),
  number: maybe(text),
  block: maybe(text),
  dept: maybe(text),
  location: maybe(text),
  comune: maybe(text),
  region: maybe(text),
  address_latitude: maybe(figure),
  address_longitude: maybe(figure),
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

const priceShape = object<BackendCylinderPrice>()({ type_code: id, type: text, price: nullable(figure) });

export const cylinderPricesShape = object<CylinderPricesAnswer>()({
  status: literal('ok', 'empty', 'error'),
  message: optional(string),
  data: optional(array(priceShape)),
});

const discountShape = object<BackendCylinderDiscount>()({
  type_code: id,
  type: text,
  discount: nullable(figure),
  valid_until: nullable(date),
});

export const cylinderDiscountsShape = object<CylinderDiscountsAnswer>()({
  status: literal('ok', 'empty', 'error'),
  message: optional(string),
  data: optional(array(discountShape)),
});
