import type { ApolloClient } from '@apollo/client';
import { useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { ElectricityInvoicesQuery, ElectricityPaymentsQuery } from '../../gql/graphql';
import { COMPANY_CLIENTS } from '../../shared/company-clients';
import { screenContract } from './contract-hint';

/** The contract of the line-7 client `clientCode`, when the cached company services hold it; else undefined. */
export function cachedContract(apollo: ApolloClient, clientCode: string): string | undefined {
  const services = apollo.cache.readQuery({ query: COMPANY_CLIENTS })?.viewer?.company?.services ?? [];
  return services.find((s) => s.line === 'ELECTRICITY' && s.clientCode === clientCode)?.contractCode ?? undefined;
}

/**
 * The contract the screen's query names for the client `clientCode`: the one this navigation's prefetch named
 * (contract-hint.ts), else the cached one. The electricity queries take it as a hint: with it the gateway asks the
 * backend beside its check of the client, one backend latency instead of two (issue 44); without it, or with a stale
 * one, the gateway looks the contract up. Read once per client, so a contract arriving later does not ask the
 * screen's query again.
 */
export function useKnownContract(clientCode: string): string | undefined {
  const apollo = useApolloClient();
  return useMemo(() => screenContract(clientCode, cachedContract(apollo, clientCode)), [apollo, clientCode]);
}

export const ELECTRICITY_INSTALLATIONS = graphql(`
  query ElectricityInstallations($clientCode: String!, $contractCode: String) {
    viewer {
      electricityInstallations(clientCode: $clientCode, contractCode: $contractCode) {
        installations {
          code
          companyName
        }
        emptyMessage
      }
    }
  }
`);

/** Historial de Consumos in one round trip: the installations and the consumption of the one shown (issue 44). */
export const ELECTRICITY_CONSUMPTION = graphql(`
  query ElectricityConsumption(
    $clientCode: String!
    $contractCode: String
    $installation: String
    $from: String!
    $to: String!
    $granularity: ElectricityGranularity!
    $schedule: ElectricitySchedule
    $previousFrom: String!
    $previousTo: String!
    $withPrevious: Boolean!
  ) {
    viewer {
      electricityConsumptionTab(clientCode: $clientCode, contractCode: $contractCode, installation: $installation) {
        installations {
          installations {
            code
            companyName
          }
          emptyMessage
        }
        chosen
        consumption(from: $from, to: $to, granularity: $granularity, schedule: $schedule) {
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
        previous: consumption(from: $previousFrom, to: $previousTo, granularity: $granularity, schedule: $schedule)
          @include(if: $withPrevious) {
          points {
            label
            at
            kwh
          }
          totalKwh
        }
      }
    }
  }
`);

export const ELECTRICITY_INVOICES = graphql(`
  query ElectricityInvoices($clientCode: String!, $from: String!, $to: String!, $contractCode: String) {
    viewer {
      electricityInvoices(clientCode: $clientCode, from: $from, to: $to, contractCode: $contractCode) {
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
  query ElectricityPayments($clientCode: String!, $from: String!, $to: String!, $contractCode: String) {
    viewer {
      electricityPayments(clientCode: $clientCode, from: $from, to: $to, contractCode: $contractCode) {
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
  query ElectricityDebt($clientCode: String!, $contractCode: String) {
    viewer {
      electricityDebt(clientCode: $clientCode, contractCode: $contractCode) {
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
