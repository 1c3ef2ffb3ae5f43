import { gql, type TypedDocumentNode } from '@apollo/client';

export interface DemoMail {
  id: string;
  to: string;
  subject: string;
  body: string;
  link: string | null;
  sentAt: string;
}

export const DEMO_MAILBOX: TypedDocumentNode<{ demoMailbox: DemoMail[] }> = gql`
  query DemoMailbox { demoMailbox { id to subject body link sentAt } }
`;
