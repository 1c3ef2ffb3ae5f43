import { graphql } from '../../gql';

/** The wizard's operations (schema/request-forms.graphql); step 1 reads the line's linked accounts. */

// step 1's fields: the dashboard's query spreads them too, so the wizard opened from there asks only for categories
graphql(`
  fragment WizardAccount on ServiceAccount {
    id
    clientId
    clientCode
    address
    city
  }
`);
graphql(`
  fragment WizardVehicle on AutogasVehicle {
    id
    patent
    clientId
    clientCode
  }
`);

/** Step 1: the user's accounts of the line the wizard is mounted for (only that list is asked of the backend). */
export const WIZARD_CLIENTS = graphql(`
  query WizardClients($meter: Boolean!, $bulk: Boolean!, $cylinder: Boolean!, $autogas: Boolean!) {
    viewer {
      services {
        meter @include(if: $meter) {
          ...WizardAccount
        }
        bulk @include(if: $bulk) {
          ...WizardAccount
        }
        cylinder @include(if: $cylinder) {
          ...WizardAccount
        }
        autogas @include(if: $autogas) {
          ...WizardVehicle
        }
      }
    }
  }
`);

export const REQUEST_CATEGORIES = graphql(`
  query RequestCategories($line: BusinessLine!) {
    viewer {
      requestCategories(line: $line) {
        disabledMessage
        categories {
          id
          name
          types {
            id
            name
            description
          }
        }
      }
    }
  }
`);

export const REQUEST_FORM = graphql(`
  query RequestForm($typeId: ID!, $clientId: Int, $patent: String) {
    viewer {
      requestForm(typeId: $typeId, clientId: $clientId, patent: $patent) {
        description
        special
        amount
        fields {
          name
          label
          element
          type
          options {
            value
            label
          }
          required
          validations
          multiple
          hideTitle
          placeAlone
          value
        }
      }
    }
  }
`);

export const REQUEST_TYPE_BY_CODE = graphql(`
  query RequestTypeByCode($code: String!) {
    viewer {
      requestTypeByCode(code: $code) {
        categoryId
        typeId
      }
    }
  }
`);

export const CREATE_REQUEST = graphql(`
  mutation CreateRequest($input: RequestInput!) {
    createRequest(input: $input) {
      ok
      message
      fieldErrors {
        field
        message
      }
      requestId
    }
  }
`);

export const SIMULATE_AGREEMENT = graphql(`
  mutation SimulateAgreement($input: RequestInput!) {
    simulateAgreement(input: $input) {
      ok
      message
      fieldErrors {
        field
        message
      }
      simulation {
        debt
        downPaymentPercent
        downPayment
        instalments
        instalmentAmount
        interestFree
      }
    }
  }
`);
