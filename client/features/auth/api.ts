import { gql, type TypedDocumentNode } from '@apollo/client';
import type { LoginResult } from '../../../machines/login.machine';

const SESSION_FIELDS = `
  outcome
  message
  session {
    token
    kind
    role
    hasConsentSalesForce
    user { id name lastName email rut phone avatarUrl hasDebt role }
  }
`;

type Credentials = { email: string; password: string };

export const LOGIN: TypedDocumentNode<{ login: LoginResult }, Credentials> = gql`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) { ${SESSION_FIELDS} }
  }
`;

export const COMPANY_LOGIN: TypedDocumentNode<{ companyLogin: LoginResult }, Credentials> = gql`
  mutation CompanyLogin($email: String!, $password: String!) {
    companyLogin(email: $email, password: $password) { ${SESSION_FIELDS} }
  }
`;

export interface CampaignData {
  id: string;
  url: string;
  imageDesktop: string;
  imageMobile: string;
}

export const LOGIN_CAMPAIGN: TypedDocumentNode<{ loginCampaign: CampaignData | null }> = gql`
  query LoginCampaign {
    loginCampaign { id url imageDesktop imageMobile }
  }
`;

export const CONSENT_TERMS: TypedDocumentNode<{ consentTerms: string }> = gql`
  query ConsentTerms {
    consentTerms
  }
`;

export const ACCEPT_CONSENT: TypedDocumentNode<{ acceptConsent: { ok: boolean; message: string | null } }> = gql`
  mutation AcceptConsent {
    acceptConsent { ok message }
  }
`;
