import { graphql } from '../../gql';
import type { DemoMailboxQuery, DemoPageViewsQuery, DemoPanelQuery } from '../../gql/graphql';

export const DEMO_MAILBOX = graphql(`
  query DemoMailbox {
    demoMailbox {
      id
      to
      subject
      body
      link
      sentAt
    }
  }
`);
export type DemoMail = DemoMailboxQuery['demoMailbox'][number];

graphql(`
  fragment DemoPanelFields on DemoPanel {
    personas {
      email
      name
      company
      description
    }
    password
    flags {
      name
      enabled
    }
    maintenance
    clockSpeed
    faults {
      kind
      area
      path
      times
    }
    faultAreas
    faultPaths
  }
`);

export const DEMO_PANEL = graphql(`
  query DemoPanel {
    demoPanel {
      ...DemoPanelFields
    }
  }
`);
export type DemoPanelData = DemoPanelQuery['demoPanel'];

export const DEMO_SET_FLAG = graphql(`
  mutation DemoSetFlag($name: String!, $enabled: Boolean!) {
    demoSetFlag(name: $name, enabled: $enabled) {
      ...DemoPanelFields
    }
  }
`);

export const DEMO_SET_MAINTENANCE = graphql(`
  mutation DemoSetMaintenance($enabled: Boolean!) {
    demoSetMaintenance(enabled: $enabled) {
      ...DemoPanelFields
    }
  }
`);

export const DEMO_RESET_WORLD = graphql(`
  mutation DemoResetWorld {
    demoResetWorld {
      ...DemoPanelFields
    }
  }
`);

export const DEMO_SET_CLOCK_SPEED = graphql(`
  mutation DemoSetClockSpeed($speed: Float!) {
    demoSetClockSpeed(speed: $speed) {
      ...DemoPanelFields
    }
  }
`);

export const DEMO_ADD_FAULT = graphql(`
  mutation DemoAddFault($fault: DemoFaultInput!) {
    demoAddFault(fault: $fault) {
      ...DemoPanelFields
    }
  }
`);

export const DEMO_REMOVE_FAULT = graphql(`
  mutation DemoRemoveFault($index: Int!) {
    demoRemoveFault(index: $index) {
      ...DemoPanelFields
    }
  }
`);

export const DEMO_CLEAR_FAULTS = graphql(`
  mutation DemoClearFaults {
    demoClearFaults {
      ...DemoPanelFields
    }
  }
`);

/** The panel's one-click sign-in: the login screen's mutations, asked by the panel itself (no feature imports another). */
export const DEMO_PERSON_LOGIN = graphql(`
  mutation DemoPersonLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      ...SignInResult
    }
  }
`);

export const DEMO_COMPANY_LOGIN = graphql(`
  mutation DemoCompanyLogin($email: String!, $password: String!) {
    companyLogin(email: $email, password: $password) {
      ...SignInResult
    }
  }
`);

export const DEMO_PAGE_VIEWS = graphql(`
  query DemoPageViews {
    demoPageViews {
      id
      at
      kind
      email
      path
      title
    }
  }
`);
export type DemoPageView = DemoPageViewsQuery['demoPageViews'][number];
