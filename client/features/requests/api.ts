import { graphql } from '../../gql';
import type { RequestDetailQuery, RequestsQuery } from '../../gql/graphql';

graphql(`
  fragment RequestRow on RequestSummary {
    id
    isSalesforce
    createdAt
    lineName
    typeName
    status
  }
`);
graphql(`
  fragment RequestTree on RequestTreeService {
    id
    name
    categories {
      id
      name
      types {
        id
        name
      }
    }
  }
`);

/** /requerimientos in one round trip: the list for the filter and the filters' tree, each a block that fails alone. */
export const REQUESTS = graphql(`
  query Requests($filter: RequestFilter!) {
    viewer {
      kind
      requests(filter: $filter) {
        ...RequestRow
      }
      requestTypeTree {
        ...RequestTree
      }
    }
  }
`);

/** The list again for its Reintentar: it lands where REQUESTS reads it, the tree untouched. */
export const REQUEST_LIST_BLOCK = graphql(`
  query RequestListBlock($filter: RequestFilter!) {
    viewer {
      requests(filter: $filter) {
        ...RequestRow
      }
    }
  }
`);

/** The tree again for its Reintentar (useBlockRetry). */
export const REQUEST_TREE_BLOCK = graphql(`
  query RequestTreeBlock($tree: Boolean! = false) {
    viewer {
      requestTypeTree @include(if: $tree) {
        ...RequestTree
      }
    }
  }
`);

export const REQUEST_DETAIL = graphql(`
  query RequestDetail($id: ID!, $isSalesforce: Boolean) {
    viewer {
      kind
      request(id: $id, isSalesforce: $isSalesforce) {
        id
        isSalesforce
        createdAt
        term
        status
        lineName
        typeName
        patent
        response
        rating
        canRate
        fields {
          name
          label
          value
          fileName
        }
        agreement {
          case
          validUntil
          currentDebt
          downPayment
          payments
          balance
          response
        }
      }
    }
  }
`);

export const RATE_REQUEST = graphql(`
  mutation RateRequest($input: RatingInput!) {
    rateRequest(input: $input) {
      ok
      message
      fieldErrors {
        field
        message
      }
    }
  }
`);

export const CREATE_DOWN_PAYMENT = graphql(`
  mutation CreateDownPayment($requestId: ID!) {
    createDownPayment(requestId: $requestId) {
      ok
      message
      portal {
        ...PortalFormFields
      }
    }
  }
`);

export const DOWNLOAD_TOKEN = graphql(`
  mutation DownloadToken {
    downloadToken
  }
`);

type Viewer = NonNullable<RequestsQuery['viewer']>;
export type RequestRow = NonNullable<Viewer['requests']>[number];
export type TreeService = NonNullable<Viewer['requestTypeTree']>[number];
export type RequestDetailData = NonNullable<NonNullable<RequestDetailQuery['viewer']>['request']>;
export type Agreement = NonNullable<RequestDetailData['agreement']>;
