import { graphql } from '../../gql';
import type { DashboardQuery } from '../../gql/graphql';

/** The whole dashboard in one round trip; the gateway fans out to the REST lists. */
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
          id
          clientCode
          contractCode
          address
          city
        }
        bulk {
          id
          clientCode
          contractCode
          address
          city
        }
        cylinder {
          id
          clientCode
          contractCode
          address
          city
        }
        autogas {
          id
          patent
          contractNumber
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
          id
          line
          clientCode
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
      }
    }
  }
`);

export type DashboardData = DashboardQuery;
type Viewer = NonNullable<DashboardQuery['viewer']>;
export type DashboardCompanyService = NonNullable<Viewer['company']>['services'][number];
export type DashboardCredit = DashboardCompanyService['credit'];
