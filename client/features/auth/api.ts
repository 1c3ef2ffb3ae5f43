import { graphql } from '../../gql';

export const LOGIN = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      ...SignInResult
    }
  }
`);

export const COMPANY_LOGIN = graphql(`
  mutation CompanyLogin($email: String!, $password: String!) {
    companyLogin(email: $email, password: $password) {
      ...SignInResult
    }
  }
`);

export const CONSENT_TERMS = graphql(`
  query ConsentTerms {
    consentTerms
  }
`);

export const ACCEPT_CONSENT = graphql(`
  mutation AcceptConsent {
    acceptConsent {
      ok
      message
    }
  }
`);
