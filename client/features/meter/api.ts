import { graphql } from '../../gql';

/** What the area's frame shows of each meter; the dashboard's query spreads it, so the area opens without asking. */
graphql(`
  fragment MeterFrameAccount on ServiceAccount {
    id
    clientCode
    contractCode
    clientId
    address
    city
    blocked
  }
`);

/** The frame: the user's meters for the selector, and whether the menu would open the debt modal. */
export const METER_FRAME = graphql(`
  query MeterFrame {
    viewer {
      services {
        meter {
          ...MeterFrameAccount
        }
      }
    }
  }
`);

export const METER_BILLS = graphql(`
  query MeterBills($contractCode: String!, $from: String!, $to: String!) {
    viewer {
      meter(contractCode: $contractCode) {
        id
        bills(from: $from, to: $to) {
          ticketNumber
          docType
          issuedOn
          previousAmount
          currentAmount
          amount
          dueOn
          consumption
          pdfAvailable
        }
      }
    }
  }
`);

export const DOWNLOAD_TOKEN = graphql(`
  mutation MeterDownloadToken {
    downloadToken
  }
`);

export const METER_READINGS = graphql(`
  query MeterReadings($contractCode: String!, $clientId: Int, $from: String!, $to: String!) {
    viewer {
      meter(contractCode: $contractCode) {
        id
        readings(from: $from, to: $to) {
          date
          value
          consumption
          status
          month
        }
        readingChart {
          month
          consumption
        }
      }
      canRequestReading(clientId: $clientId, contractCode: $contractCode)
    }
  }
`);

/** Reintentar of one block of Historial de Lectura (docs/architecture.md, "Failure stays where it happened"). */
export const METER_READINGS_BLOCK = graphql(`
  query MeterReadingsBlock($contractCode: String!, $from: String!, $to: String!, $table: Boolean! = false, $chart: Boolean! = false) {
    viewer {
      meter(contractCode: $contractCode) {
        id
        readings(from: $from, to: $to) @include(if: $table) {
          date
          value
          consumption
          status
          month
        }
        readingChart @include(if: $chart) {
          month
          consumption
        }
      }
    }
  }
`);

export const METER_PAYMENTS = graphql(`
  query MeterPayments($contractCode: String!, $from: String!, $to: String!) {
    viewer {
      meter(contractCode: $contractCode) {
        id
        payments(from: $from, to: $to) {
          billNumber
          paidOn
          amount
          collector
        }
      }
    }
  }
`);

export const METER_DEBT = graphql(`
  query MeterDebt($contractCode: String!) {
    viewer {
      meter(contractCode: $contractCode) {
        id
        debt {
          amount
          previousAmount
          lastBill
          lastPayment
          documents {
            billNumber
            dueOn
            paymentDay
            amount
          }
          portal {
            ...PortalFormFields
          }
        }
      }
    }
  }
`);

export const METER_AGREEMENTS = graphql(`
  query MeterAgreements($contractCode: String!) {
    viewer {
      meter(contractCode: $contractCode) {
        id
        agreements {
          id
          createdAt
          requestId
          currentDebt
          downPayment
          instalments
          status
          valid
          label
        }
      }
    }
  }
`);

export const METER_AGREEMENT = graphql(`
  query MeterAgreement($id: ID!) {
    viewer {
      meterAgreement(id: $id) {
        id
        clientCode
        voucher
        createdOn
        agreementNumber
        instalments {
          number
          amount
          interest
          total
          status
        }
      }
    }
  }
`);

export const METER_RATES = graphql(`
  query MeterRates($contractCode: String!) {
    viewer {
      meter(contractCode: $contractCode) {
        id
        rates {
          description
          price
          unit
        }
      }
    }
  }
`);

export const METER_SIMULATION = graphql(`
  query MeterSimulation($contractCode: String!) {
    viewer {
      meter(contractCode: $contractCode) {
        id
        simulationAmount
      }
    }
  }
`);

export const BILL_SUBSCRIPTIONS = graphql(`
  query BillSubscriptions {
    viewer {
      user {
        id
        email
      }
      billSubscriptions {
        id
        clientId
        contractCode
        address
        subscribed
        category
        documentType
      }
    }
  }
`);

export const UPDATE_BILL_SUBSCRIPTIONS = graphql(`
  mutation UpdateBillSubscriptions($input: [BillSubscriptionInput!]!) {
    updateBillSubscriptions(input: $input) {
      outcome
      message
      remainingContacts
      inReview {
        contractCode
        address
        requirementNumber
        dueOn
      }
      inProgress {
        contractCode
        address
        requirementNumber
        dueOn
      }
      failed {
        contractCode
        address
        requirementNumber
        dueOn
      }
    }
  }
`);
