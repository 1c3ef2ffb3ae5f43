import { graphql } from '../../gql';
import type { InstitutionalAccountQuery, InstitutionalDocumentQuery, QuoteDetailQuery, QuotesQuery } from '../../gql/graphql';

export const QUOTE_OPTIONS = graphql(`
  query QuoteOptions($clientCode: String!) {
    viewer {
      quoteOptions(clientCode: $clientCode) {
        types {
          type
          label
          paymentMethods {
            code
            name
          }
          addresses {
            id
            label
          }
        }
      }
    }
  }
`);

export const QUOTE_MATERIALS = graphql(`
  query QuoteMaterials($clientCode: String!, $quoteType: QuoteType!, $paymentCode: String!) {
    viewer {
      quoteMaterials(clientCode: $clientCode, quoteType: $quoteType, paymentCode: $paymentCode) {
        materialCode
        name
        price
        count
      }
    }
  }
`);

export const CREATE_QUOTE = graphql(`
  mutation CreateQuote($input: QuoteInput!) {
    createQuote(input: $input) {
      ok
      quoteNumber
      message
      fieldErrors {
        field
        message
      }
    }
  }
`);

graphql(`
  fragment QuoteRowFields on Quote {
    quoteNumber
    createdAt
    type
    state
    incomplete
    total
    orderNumber
    clientCode
  }
`);

export const QUOTES = graphql(`
  query Quotes($clientCode: String!, $months: Int, $orderNumber: String) {
    viewer {
      quotes(clientCode: $clientCode, months: $months, orderNumber: $orderNumber) {
        quotes {
          ...QuoteRowFields
        }
        emptyMessage
      }
    }
  }
`);

export const QUOTE_DETAIL = graphql(`
  query QuoteDetail($clientCode: String!, $quoteNumber: String!) {
    viewer {
      quote(clientCode: $clientCode, quoteNumber: $quoteNumber) {
        ...QuoteRowFields
        couponType
        purchaseOrder
        paymentCode
        paymentName
        addressId
        address
        lines {
          materialCode
          name
          price
          quantity
          subtotal
        }
      }
    }
  }
`);

graphql(`
  fragment InstitutionalDocumentFields on BulkDocument {
    docNumber
    docYear
    folioNumber
    classDescription
    issueDate
    dueDate
    value
    lateDays
    paymentCondition
    address
    clientCode
    hasDetail
  }
`);

export const INSTITUTIONAL_ACCOUNT = graphql(`
  query InstitutionalAccount($clientCode: String!, $months: Int) {
    viewer {
      institutionalAccount(clientCode: $clientCode, months: $months) {
        documents {
          ...InstitutionalDocumentFields
        }
        emptyMessage
      }
    }
  }
`);

export const INSTITUTIONAL_DOCUMENT = graphql(`
  query InstitutionalDocument($clientCode: String!, $docNumber: String!, $docYear: String!) {
    viewer {
      institutionalDocument(clientCode: $clientCode, docNumber: $docNumber, docYear: $docYear) {
        ...InstitutionalDocumentFields
        dispatchGuide
        deliveryDate
        quantity
        product
        document {
          pdfNumber
          classDescription
        }
        guide {
          pdfNumber
          classDescription
        }
      }
    }
  }
`);

export const INSTITUTIONAL_DOWNLOAD_TOKEN = graphql(`
  mutation InstitutionalDownloadToken {
    downloadToken
  }
`);

export type QuoteRow = NonNullable<NonNullable<QuotesQuery['viewer']>['quotes']>['quotes'][number];
export type QuoteDetail = NonNullable<NonNullable<QuoteDetailQuery['viewer']>['quote']>;
export type AccountDocument = NonNullable<NonNullable<InstitutionalAccountQuery['viewer']>['institutionalAccount']>['documents'][number];
export type DocumentDetail = NonNullable<NonNullable<InstitutionalDocumentQuery['viewer']>['institutionalDocument']>;
