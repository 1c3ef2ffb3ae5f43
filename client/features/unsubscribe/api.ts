import { graphql } from '../../gql';

export const BILL_UNSUBSCRIPTION = graphql(`
  query BillUnsubscription($token: String!) {
    billUnsubscription(token: $token) {
      clientNumber
      email
      alreadyProcessed
    }
  }
`);

export const UNSUBSCRIBE_BILL = graphql(`
  mutation UnsubscribeBill($token: String!) {
    unsubscribeBill(token: $token) {
      ok
      othersStillReceive
    }
  }
`);
