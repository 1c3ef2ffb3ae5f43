import { graphql } from '../../gql';
import type { DashboardBlockQueryVariables, DashboardQuery } from '../../gql/graphql';

graphql(`
  fragment DashboardAccount on ServiceAccount {
    id
    clientCode
    contractCode
    address
    city
  }
`);
graphql(`
  fragment DashboardCompanyService on CompanyService {
    id
    line
    clientId
    clientCode
    contractCode
    companyId
    companyName
    companyRut
    address
    city
    regionCode
    regionName
    privileges
    credit {
      hasCredit
      approved
      used
      available
    }
  }
`);

/**
 * The whole dashboard in one round trip; the gateway fans out to the REST lists. Each block below the viewer fails
 * alone (null, with its error): the screen shows the others and a retry where one failed.
 */
export const DASHBOARD = graphql(`
  query Dashboard {
    viewer {
      kind
      user {
        id
        name
        lastName
        avatarUrl
      }
      campaigns {
        id
        url
        imageDesktop
        imageMobile
      }
      services {
        meter {
          ...DashboardAccount
          # the areas' frames and the request wizard, declared by their owners: opened from here, an area asks only
          # for its tab's data
          ...MeterFrameAccount
          ...WizardAccount
        }
        bulk {
          ...DashboardAccount
          ...BulkFrameAccount
          ...WizardAccount
        }
        cylinder {
          ...DashboardAccount
          ...WizardAccount
        }
        autogas {
          id
          patent
          contractNumber
          # the autogas card's own fields, declared by its area (features/autogas/api.ts)
          ...AutogasCardVehicle
          ...WizardVehicle
        }
      }
      company {
        isAdministrator
        companies {
          id
          name
          rut
        }
        services {
          ...DashboardCompanyService
        }
      }
    }
  }
`);

/** One block of the dashboard again, with its variable on: its answer lands in the cache, where DASHBOARD reads it. */
export const DASHBOARD_BLOCK = graphql(`
  query DashboardBlock(
    $meter: Boolean! = false
    $bulk: Boolean! = false
    $cylinder: Boolean! = false
    $autogas: Boolean! = false
    $companies: Boolean! = false
    $companyServices: Boolean! = false
  ) {
    viewer {
      services {
        meter @include(if: $meter) {
          ...DashboardAccount
          ...MeterFrameAccount
          ...WizardAccount
        }
        bulk @include(if: $bulk) {
          ...DashboardAccount
          ...BulkFrameAccount
          ...WizardAccount
        }
        cylinder @include(if: $cylinder) {
          ...DashboardAccount
          ...WizardAccount
        }
        autogas @include(if: $autogas) {
          id
          patent
          contractNumber
          ...AutogasCardVehicle
          ...WizardVehicle
        }
      }
      company {
        companies @include(if: $companies) {
          id
          name
          rut
        }
        services @include(if: $companyServices) {
          ...DashboardCompanyService
        }
      }
    }
  }
`);
export type DashboardBlock = keyof DashboardBlockQueryVariables;

export type DashboardData = DashboardQuery;
type Viewer = NonNullable<DashboardQuery['viewer']>;
export type DashboardCompanyService = NonNullable<NonNullable<Viewer['company']>['services']>[number];
export type DashboardCredit = DashboardCompanyService['credit'];
