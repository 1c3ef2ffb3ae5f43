import { graphql } from '../../gql';
import type { DemoMailboxQuery } from '../../gql/graphql';

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
