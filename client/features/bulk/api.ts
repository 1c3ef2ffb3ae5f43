import { graphql } from '../../gql';
import type { BulkDebtQuery, BulkOrderDetailQuery, BulkOrdersQuery, BulkPaymentsQuery } from '../../gql/graphql';

graphql(`
  fragment BulkOrderFields on BulkOrder {
    orderNumber
    createdAt
    scheduledDate
    scheduledTime
    state
    stateLabel
    liters
    deliveredLiters
    amount
    deliveredAmount
    deliveredDate
    address
    commune
    region
    clientCode
    truckCode
    patent
    driver
    location {
      latitude
      longitude
    }
    canCancel
    isCanceled
    canClaim
    hasClaim
  }
`);

/** What the area's frame shows of each client; the dashboard's query spreads it, so the area opens without asking. */
graphql(`
  fragment BulkFrameAccount on ServiceAccount {
    id
    clientCode
    address
    city
    blocked
    telemetryActive
  }
`);

/** The viewer's bulk clients: the client picker of every tab. */
export const BULK_CLIENTS = graphql(`
  query BulkClients {
    viewer {
      services {
        bulk {
          ...BulkFrameAccount
        }
      }
    }
  }
`);

export const BULK_ORDERS = graphql(`
  query BulkOrders($clientCode: String!, $days: Int, $orderNumber: String) {
    viewer {
      bulkOrders(clientCode: $clientCode, days: $days, orderNumber: $orderNumber) {
        orders {
          ...BulkOrderFields
        }
        emptyMessage
      }
    }
  }
`);

export const BULK_ORDER_DETAIL = graphql(`
  query BulkOrderDetail($orderNumber: String!) {
    viewer {
      bulkOrder(orderNumber: $orderNumber) {
        ...BulkOrderFields
      }
      truckRefreshMinutes
    }
  }
`);

export const TRUCK_POSITION = graphql(`
  query TruckPosition($orderNumber: String!, $knownPatent: String) {
    viewer {
      truckPosition(orderNumber: $orderNumber, knownPatent: $knownPatent) {
        latitude
        longitude
      }
    }
  }
`);

export const CANCEL_BULK_ORDER = graphql(`
  mutation CancelBulkOrder($orderNumber: String!, $comment: String) {
    cancelBulkOrder(orderNumber: $orderNumber, comment: $comment) {
      outcome
      message
    }
  }
`);

export const CLAIM_BULK_ORDER = graphql(`
  mutation ClaimBulkOrder($orderNumber: String!, $comment: String) {
    claimBulkOrder(orderNumber: $orderNumber, comment: $comment) {
      outcome
      message
    }
  }
`);

export type BulkOrderRow = NonNullable<NonNullable<BulkOrdersQuery['viewer']>['bulkOrders']>['orders'][number];
export type BulkOrderDetail = NonNullable<NonNullable<BulkOrderDetailQuery['viewer']>['bulkOrder']>;

graphql(`
  fragment BulkDocumentFields on BulkDocument {
    docNumber
    docYear
    folioNumber
    classDescription
    issueDate
    dueDate
    value
    lateDays
    paymentCondition
    paymentDate
    clientCode
    hasDetail
    document {
      pdfNumber
      classDescription
    }
    # the account's list keeps the files its documents' details name: the detail then asks for them beside it
    guide {
      pdfNumber
      classDescription
    }
  }
`);

export const BULK_PAYMENTS = graphql(`
  query BulkPayments($clientCode: String!) {
    viewer {
      bulkPayments(clientCode: $clientCode) {
        documents {
          ...BulkDocumentFields
        }
        emptyMessage
      }
    }
  }
`);

export const BULK_DEBT = graphql(`
  query BulkDebt($clientCode: String!) {
    viewer {
      bulkDebt(clientCode: $clientCode) {
        items {
          billNumber
          docNumber
          dueDate
          amount
          interest
          collectionCost
        }
        emptyMessage
      }
    }
  }
`);

export const PAY_BULK_DEBT = graphql(`
  mutation PayBulkDebt($clientCode: String!, $billNumbers: [String!]!) {
    payBulkDebt(clientCode: $clientCode, billNumbers: $billNumbers) {
      outcome
      message
      waitSeconds
      portal {
        ...PortalFormFields
      }
    }
  }
`);

export const BULK_PRICES = graphql(`
  query BulkPrices($clientCode: String!) {
    viewer {
      bulkPriceChanges(clientCode: $clientCode) {
        changes {
          date
          price
        }
        emptyMessage
      }
    }
  }
`);

/** /document/has before a download from Historial de Pagos (spec 2 §7): the list does not say which files exist. */
export const BULK_DOCUMENT_EXISTS = graphql(`
  query BulkDocumentExists($pdfNumber: String!, $classDescription: String!) {
    viewer {
      bulkDocumentExists(pdfNumber: $pdfNumber, classDescription: $classDescription)
    }
  }
`);

export const BULK_DOWNLOAD_TOKEN = graphql(`
  mutation BulkDownloadToken {
    downloadToken
  }
`);

export type BulkDocumentRow = NonNullable<NonNullable<BulkPaymentsQuery['viewer']>['bulkPayments']>['documents'][number];
export type BulkDebtRow = NonNullable<NonNullable<BulkDebtQuery['viewer']>['bulkDebt']>['items'][number];

export const BULK_ACCOUNT = graphql(`
  query BulkAccount($clientCode: String!, $months: Int) {
    viewer {
      bulkAccount(clientCode: $clientCode, months: $months) {
        documents {
          ...BulkDocumentFields
        }
        emptyMessage
      }
    }
  }
`);

export const BULK_DOCUMENT = graphql(`
  query BulkDocument($clientCode: String!, $docNumber: String!, $docYear: String!, $document: BulkPdfInput, $guide: BulkPdfInput) {
    viewer {
      bulkDocument(clientCode: $clientCode, docNumber: $docNumber, docYear: $docYear, document: $document, guide: $guide) {
        ...BulkDocumentFields
        dispatchGuide
        deliveryDate
        quantity
        product
        address
      }
    }
  }
`);

export const TELEMETRY = graphql(`
  query Telemetry($userId: ID) {
    viewer {
      telemetry(userId: $userId) {
        clients {
          clientCode
          address
          active
        }
        alertsEnabled
        alertLevel
      }
    }
  }
`);

export const ACTIVATE_TELEMETRY = graphql(`
  mutation ActivateTelemetry($clientCode: String!) {
    activateTelemetry(clientCode: $clientCode) {
      ok
      message
    }
  }
`);

export const SET_TELEMETRY_ALERT = graphql(`
  mutation SetTelemetryAlert($level: Int) {
    setTelemetryAlert(level: $level) {
      ok
      message
    }
  }
`);

export const TANKS = graphql(`
  query Tanks($clientCode: String!) {
    viewer {
      tanks(clientCode: $clientCode) {
        code
        readAt
        percentage
        capacity
        litersLeft
      }
    }
  }
`);

export const ORDERING_USER = graphql(`
  query BulkOrderingUser {
    viewer {
      user {
        # without its id the user is not normalized: this answer and the shell's would replace each other's in the
        # cache, and each would ask again
        id
        phone
      }
    }
  }
`);

export const TANK = graphql(`
  query Tank($clientCode: String!, $tankCode: String!) {
    viewer {
      tank(clientCode: $clientCode, tankCode: $tankCode) {
        code
        readAt
        percentage
        capacity
        litersLeft
        emptyBy
        averageMonthlyConsumption
      }
    }
  }
`);

export const TANK_READINGS = graphql(`
  query TankReadings($clientCode: String!, $tankCode: String!, $from: String!, $to: String!, $lastFrom: String!, $lastTo: String!) {
    viewer {
      tankReadings(clientCode: $clientCode, tankCode: $tankCode, from: $from, to: $to) {
        date
        percentage
        daysToEmpty
        dailyConsumption
      }
      lastYear: tankReadings(clientCode: $clientCode, tankCode: $tankCode, from: $lastFrom, to: $lastTo) {
        date
        percentage
      }
    }
  }
`);

graphql(`
  fragment CentralFields on Central {
    id
    address
    city
    regionName
    totalCapacity
    tanks {
      tankId
      serialNumber
      capacity
    }
  }
`);

/** Resumen de Tanques (spec 3 §2): the client's technical locations with their centrals, and the centrals without one. */
export const TANK_SUMMARY = graphql(`
  query TankSummary($clientCode: String!) {
    viewer {
      tankSummary(clientCode: $clientCode) {
        locations {
          id
          address
          city
          regionName
          totalCapacity
          tanks {
            tankId
            serialNumber
            capacity
          }
          centrals {
            ...CentralFields
          }
        }
        unassigned {
          ...CentralFields
        }
      }
    }
  }
`);
