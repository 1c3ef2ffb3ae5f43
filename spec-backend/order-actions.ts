import { failure, okMessage, type Reply } from './kit';

/** What a bulk or cylinder order carries for its cancel and claim (spec 2 §2, §4). */
export interface ActionableOrder {
  cancel_order: boolean;
  is_canceled: boolean;
  claimDelay: boolean;
  hasClaim: boolean;
  observations: string[];
}

/** Why an order cannot be cancelled, as the backend answers it; null when it can. */
export function cancelRefusal(order: ActionableOrder): Reply | null {
  if (order.is_canceled) return failure('Ya solicitaste anular este pedido');
  if (!order.cancel_order) return failure('El pedido ya no se puede anular en su estado actual.');
  return null;
}

/** Cancelled: no more cancelling, the observation kept when one was given. */
export function cancelled(order: ActionableOrder, observation: string | null): Reply {
  order.is_canceled = true;
  order.cancel_order = false;
  if (observation) order.observations.push(observation);
  return okMessage('Se ha enviado la solicitud de anulación del pedido.');
}

/** A delay claim on an order that admits one, its commentary kept. */
export function claimDelay(order: ActionableOrder, commentary: string | null): Reply {
  if (!order.claimDelay) return failure('Este pedido no admite un reclamo por retraso.');
  order.hasClaim = true;
  if (commentary) order.observations.push(commentary);
  return okMessage('Informaremos al área de despacho para que tu pedido llegue a la brevedad');
}
