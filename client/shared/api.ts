import { graphql } from '../gql';
import type { AppConfigQuery, ShellQuery } from '../gql/graphql';

export const APP_CONFIG = graphql(`
  query AppConfig {
    appConfig {
      demo
      flags {
        name
        enabled
      }
      maintenance
      contact {
        orderPhone
        emergencyPhone
        companyCallCentre
        hours
        whatsappUrl
      }
      links {
        tutorial
        chat
        companyRegistration
        orderTracking
        orderingPortal
        cylinderPortal
        mapTiles
        social {
          name
          url
        }
      }
    }
  }
`);
export type AppConfigData = AppConfigQuery;

/** What the shell needs on every screen: who, the menu's lines, the bell. Asked once per session. */
export const SHELL = graphql(`
  query Shell {
    viewer {
      kind
      user {
        id
        name
        lastName
        email
        avatarUrl
        hasDebt
        role
      }
      hasRequests
      unreadNotifications
      services {
        meter {
          id
        }
        bulk {
          id
        }
        cylinder {
          id
        }
        autogas {
          id
        }
      }
      company {
        isAdministrator
        services {
          id
          line
        }
      }
    }
  }
`);
export type ShellUser = NonNullable<ShellQuery['viewer']>['user'];

export const UNREAD_NOTIFICATIONS = graphql(`
  query UnreadNotifications {
    viewer {
      unreadNotifications
    }
  }
`);

/** Cerrar sesión: the gateway refuses the token from then on. */
export const LOGOUT = graphql(`
  mutation Logout {
    logout
  }
`);
