import { graphql } from '../../gql';
import type { LinkedAccountsQuery, LinkSuggestionsQuery, AddressInput as AddressSearch } from '../../gql/graphql';

graphql(`
  fragment LinkCandidate on LinkCandidate {
    id
    line
    clientCode
    contractCode
    clientId
    holderName
    address
    city
    patents {
      patent
      contractNumber
      linked
    }
  }
`);
graphql(`
  fragment LinkedAccount on ServiceAccount {
    id
    clientCode
    contractCode
    clientId
    address
    city
    holderName
  }
`);

export const LINKED_ACCOUNTS = graphql(`
  query LinkedAccounts {
    viewer {
      services {
        meter {
          ...LinkedAccount
        }
        bulk {
          ...LinkedAccount
        }
        cylinder {
          ...LinkedAccount
        }
        autogas {
          id
          patent
          contractNumber
          clientCode
          clientId
        }
      }
    }
  }
`);
export type LinkedAccounts = LinkedAccountsQuery;

/** One line's accounts again (each line is a block that fails alone): the answer lands where LINKED_ACCOUNTS reads. */
export const LINKED_LINE = graphql(`
  query LinkedLine($meter: Boolean! = false, $bulk: Boolean! = false, $cylinder: Boolean! = false, $autogas: Boolean! = false) {
    viewer {
      services {
        meter @include(if: $meter) {
          ...LinkedAccount
        }
        bulk @include(if: $bulk) {
          ...LinkedAccount
        }
        cylinder @include(if: $cylinder) {
          ...LinkedAccount
        }
        autogas @include(if: $autogas) {
          id
          patent
          contractNumber
          clientCode
          clientId
        }
      }
    }
  }
`);

export const LINK_SUGGESTIONS = graphql(`
  query LinkSuggestions($line: LinkLine!) {
    linkSuggestions(line: $line) {
      ...LinkCandidate
    }
    regions {
      code
      name
      communes {
        id
        name
      }
    }
  }
`);
export type Candidate = NonNullable<LinkSuggestionsQuery['linkSuggestions']>[number];
/** regions is null when the backend could not give them (the address search and the help form say so) */
export type Region = NonNullable<LinkSuggestionsQuery['regions']>[number];

export const STREET_SUGGESTIONS = graphql(`
  query StreetSuggestions($region: String!, $commune: String!, $street: String!) {
    streetSuggestions(region: $region, commune: $commune, street: $street)
  }
`);

export type AddressInput = AddressSearch;

export const SEARCH_ACCOUNTS = graphql(`
  query SearchAccounts($line: LinkLine!, $search: AccountSearch!) {
    searchAccounts(line: $line, search: $search) {
      candidates {
        ...LinkCandidate
      }
      message
      fieldErrors {
        field
        message
      }
    }
  }
`);

export const LINK_ACCOUNT = graphql(`
  mutation LinkAccount($input: LinkInput!) {
    linkAccount(input: $input) {
      ...FormResult
    }
  }
`);

export const UNLINK_ACCOUNT = graphql(`
  mutation UnlinkAccount($input: UnlinkInput!) {
    unlinkAccount(input: $input) {
      ...FormResult
    }
  }
`);

export const REQUEST_HELP = graphql(`
  mutation RequestLinkHelp($input: HelpInput!) {
    requestLinkHelp(input: $input) {
      ...FormResult
    }
  }
`);
