import { graphql } from '../../gql';
import type { ElectricityInvoicesQuery, ElectricityPaymentsQuery } from '../../gql/graphql';

export const ELECTRICITY_INSTALLATIONS = graphql(`
  query ElectricityInstallations($clientCode: String!) {
    viewer {
      electricityInstallations(clientCode: $clientCode) {
        installations {
          code
          companyName
        }
        emptyMessage
      }
    }
  }
`);

export const ELECTRICITY_CONSUMPTION = graphql(`
  query ElectricityConsumption(
    $clientCode: String!
    $installation: String!
    $from: String!
    $to: String!
    $granularity: ElectricityGranularity!
    $schedule: ElectricitySchedule
    $previousFrom: String!
    $previousTo: String!
    $withPrevious: Boolean!
  ) {
    viewer {
      electricityConsumption(
        clientCode: $clientCode
        installation: $installation
        from: $from
        to: $to
        granularity: $granularity
        schedule: $schedule
      ) {
        points {
          label
          at
          kwh
          dayKwh
          nightKwh
        }
        emptyMessage
        sampled
        totalPoints
        totalKwh
        csv {
          path
          fields {
            name
            value
          }
        }
      }
      previous: electricityConsumption(
        clientCode: $clientCode
        installation: $installation
        from: $previousFrom
        to: $previousTo
        granularity: $granularity
        schedule: $schedule
      ) @include(if: $withPrevious) {
        points {
          label
          at
          kwh
        }
        totalKwh
      }
    }
  }
`);

export const ELECTRICITY_INVOICES = graphql(`
  query ElectricityInvoices($clientCode: String!, $from: String!, $to: String!) {
    viewer {
      electricityInvoices(clientCode: $clientCode, from: $from, to: $to) {
        invoices {
          number
          issueDate
          amount
          dueDate
          download {
            path
            fields {
              name
              value
            }
          }
        }
        emptyMessage
      }
    }
  }
`);

export const ELECTRICITY_PAYMENTS = graphql(`
  query ElectricityPayments($clientCode: String!, $from: String!, $to: String!) {
    viewer {
      electricityPayments(clientCode: $clientCode, from: $from, to: $to) {
        payments {
          reference
          paidOn
          amount
          collector
        }
        emptyMessage
      }
    }
  }
`);

export const ELECTRICITY_DEBT = graphql(`
  query ElectricityDebt($clientCode: String!) {
    viewer {
      electricityDebt(clientCode: $clientCode) {
        lastBillDueDate
        lastPaymentDate
        amount
        billNumber
      }
    }
  }
`);

export const PAY_ELECTRICITY_DEBT = graphql(`
  mutation PayElectricityDebt($clientCode: String!) {
    payElectricityDebt(clientCode: $clientCode) {
      ok
      message
      portal {
        url
        fields {
          name
          value
        }
      }
    }
  }
`);

export const ELECTRICITY_DOWNLOAD_TOKEN = graphql(`
  mutation ElectricityDownloadToken {
    downloadToken
  }
`);

export type Invoice = NonNullable<NonNullable<ElectricityInvoicesQuery['viewer']>['electricityInvoices']>['invoices'][number];
export type Payment = NonNullable<NonNullable<ElectricityPaymentsQuery['viewer']>['electricityPayments']>['payments'][number];
