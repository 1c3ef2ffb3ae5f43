import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SubmitResult } from '../../../machines/registration.machine';
import type { LinkLine, SearchBy } from './lines';

export interface Candidate {
  id: string;
  line: LinkLine;
  clientCode: string;
  contractCode: string | null;
  clientId: number;
  holderName: string;
  address: string;
  city: string;
  patents: Array<{ patent: string; contractNumber: string; linked: boolean }>;
}
const CANDIDATE = 'id line clientCode contractCode clientId holderName address city patents { patent contractNumber linked }';
const PAYLOAD = 'ok message fieldErrors { field message }';

export interface LinkedAccounts {
  viewer: {
    services: {
      meter: Array<{ id: string; clientCode: string; contractCode: string | null; clientId: number; address: string; city: string; holderName: string }>;
      bulk: Array<{ id: string; clientCode: string; contractCode: string | null; clientId: number; address: string; city: string; holderName: string }>;
      cylinder: Array<{ id: string; clientCode: string; contractCode: string | null; clientId: number; address: string; city: string; holderName: string }>;
      autogas: Array<{ id: string; patent: string; contractNumber: string; clientCode: string; clientId: number }>;
    } | null;
  } | null;
}

const ACCOUNT = 'id clientCode contractCode clientId address city holderName';
export const LINKED_ACCOUNTS: TypedDocumentNode<LinkedAccounts> = gql`
  query LinkedAccounts {
    viewer { services { meter { ${ACCOUNT} } bulk { ${ACCOUNT} } cylinder { ${ACCOUNT} } autogas { id patent contractNumber clientCode clientId } } }
  }
`;

export const LINK_SUGGESTIONS: TypedDocumentNode<{ linkSuggestions: Candidate[]; regions: Region[] }, { line: LinkLine }> = gql`
  query LinkSuggestions($line: LinkLine!) {
    linkSuggestions(line: $line) { ${CANDIDATE} }
    regions { code name communes { id name } }
  }
`;

export interface Region {
  code: string;
  name: string;
  communes: Array<{ id: string; name: string }>;
}

export const STREET_SUGGESTIONS: TypedDocumentNode<{ streetSuggestions: string[] }, { region: string; commune: string; street: string }> = gql`
  query StreetSuggestions($region: String!, $commune: String!, $street: String!) {
    streetSuggestions(region: $region, commune: $commune, street: $street)
  }
`;

export interface AddressInput {
  region: string;
  commune: string;
  street: string;
  number: string;
  dept?: string | null;
}

export const SEARCH_ACCOUNTS: TypedDocumentNode<
  { searchAccounts: { candidates: Candidate[]; message: string | null; fieldErrors: Array<{ field: string; message: string }> } },
  { line: LinkLine; search: { by: SearchBy; value?: string | null; address?: AddressInput | null } }
> = gql`
  query SearchAccounts($line: LinkLine!, $search: AccountSearch!) {
    searchAccounts(line: $line, search: $search) { candidates { ${CANDIDATE} } message fieldErrors { field message } }
  }
`;

export const LINK_ACCOUNT: TypedDocumentNode<
  { linkAccount: SubmitResult },
  { input: { line: LinkLine; clientCode: string; contractCode?: string | null; patents?: string[] | null } }
> = gql`
  mutation LinkAccount($input: LinkInput!) { linkAccount(input: $input) { ${PAYLOAD} } }
`;

export const UNLINK_ACCOUNT: TypedDocumentNode<
  { unlinkAccount: SubmitResult },
  { input: { line: LinkLine; clientCode: string; contractCode?: string | null; clientId?: number | null; patent?: string | null } }
> = gql`
  mutation UnlinkAccount($input: UnlinkInput!) { unlinkAccount(input: $input) { ${PAYLOAD} } }
`;

export const REQUEST_HELP: TypedDocumentNode<
  { requestLinkHelp: SubmitResult },
  { input: { line: LinkLine; region: string; commune: string; street: string; number: string; house?: string | null; patent?: string | null } }
> = gql`
  mutation RequestLinkHelp($input: HelpInput!) { requestLinkHelp(input: $input) { ${PAYLOAD} } }
`;
