import { graphql } from '../../gql';

/** The wizard's operations (schema/request-forms.graphql); step 1 reads the line's linked accounts, or a company's clients. */

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

// a company user's clients (Granel Industrial, spec 3 §6): the dashboard's company query may spread it too
graphql(`
  fragment WizardCompanyService on CompanyService {
    id
    line
    clientId
    clientCode
    companyName
    address
    city
    privileges
  }
`);

/** Step 1 for a company user: its companies' clients, of which the wizard offers those of its line holding 1006. */
export const WIZARD_COMPANY_CLIENTS = graphql(`
  query WizardCompanyClients {
    viewer {
      company {
        services {
          ...WizardCompanyService
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

/** The 'code' variant's request (the payment portal returns with its id): whether it exists and its agreement's case. */
export const PAID_REQUEST = graphql(`
  query WizardPaidRequest($id: ID!) {
    viewer {
      request(id: $id) {
        id
        agreement {
          case
        }
      }
    }
  }
`);
