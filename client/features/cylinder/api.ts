import { graphql } from '../../gql';
import type { CylinderOrderDetailQuery, CylinderOrdersQuery } from '../../gql/graphql';

graphql(`
  fragment CylinderOrderFields on CylinderOrder {
    orderNumber
    createdAt
    scheduledDate
    scheduledTime
    deliveredDate
    state
    stateLabel
    amount
    products {
      product
      quantity
      amount
    }
    productSummary
    address
    commune
    region
    clientCode
    truckCode
    canCancel
    isCanceled
    canClaim
    hasClaim
  }
`);

/** The viewer's cylinder services (the cards and client pickers) and the phone the ordering portal takes. */
export const CYLINDER_CLIENTS = graphql(`
  query CylinderClients {
    viewer {
      user {
        id
        phone
      }
      services {
        cylinder {
          id
          clientCode
          address
          city
        }
      }
    }
  }
`);

export const CYLINDER_ORDERS = graphql(`
  query CylinderOrders($days: Int, $orderNumber: String) {
    viewer {
      cylinderOrders(days: $days, orderNumber: $orderNumber) {
        orders {
          ...CylinderOrderFields
        }
        emptyMessage
      }
    }
  }
`);
export type CylinderOrderRow = NonNullable<NonNullable<CylinderOrdersQuery['viewer']>['cylinderOrders']>['orders'][number];

/**
 * An order and, while it is followed (on its way, or not yet known), its truck and its delivery address for the map,
 * in one request: the address is placed by the maps service, so only when a map may show. truckCode: the truck the
 * client already holds for the order (order-hint.ts), which the gateway checks beside the order.
 */
export const CYLINDER_ORDER_DETAIL = graphql(`
  query CylinderOrderDetail($orderNumber: String!, $clientCode: String, $truckCode: String, $following: Boolean = true) {
    viewer {
      cylinderOrder(orderNumber: $orderNumber, clientCode: $clientCode) {
        ...CylinderOrderFields
        location @include(if: $following) {
          latitude
          longitude
        }
      }
      cylinderTruckPosition(orderNumber: $orderNumber, clientCode: $clientCode, truckCode: $truckCode) @include(if: $following) {
        latitude
        longitude
      }
    }
  }
`);
export type CylinderOrderDetail = NonNullable<NonNullable<CylinderOrderDetailQuery['viewer']>['cylinderOrder']>;

/** What the client may already hold of an order (a list it showed): whether it is on its way, and its truck. */
export const CYLINDER_ORDER_HINT = graphql(`
  fragment CylinderOrderHint on CylinderOrder {
    state
    truckCode
  }
`);

export const CYLINDER_PRICES = graphql(`
  query CylinderPrices($clientCode: String!, $commune: String) {
    viewer {
      cylinderPrices(clientCode: $clientCode, commune: $commune) {
        prices {
          typeCode
          type
          price
        }
        city
        region
        emptyMessage
      }
    }
  }
`);

export const CYLINDER_DISCOUNTS = graphql(`
  query CylinderDiscounts($clientCode: String!) {
    viewer {
      cylinderDiscounts(clientCode: $clientCode) {
        discounts {
          typeCode
          type
          discount
          validUntil
        }
        emptyMessage
      }
    }
  }
`);

export const CANCEL_CYLINDER_ORDER = graphql(`
  mutation CancelCylinderOrder($orderNumber: String!, $comment: String) {
    cancelCylinderOrder(orderNumber: $orderNumber, comment: $comment) {
      outcome
      message
    }
  }
`);

export const CLAIM_CYLINDER_ORDER = graphql(`
  mutation ClaimCylinderOrder($orderNumber: String!, $comment: String) {
    claimCylinderOrder(orderNumber: $orderNumber, comment: $comment) {
      outcome
      message
    }
  }
`);
