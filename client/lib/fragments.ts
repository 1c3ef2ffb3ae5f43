import { graphql } from '../gql';

/**
 * Selections several features share. Codegen adds a fragment's definition to every document that spreads it,
 * so a feature spreads these by name without importing this module.
 */

graphql(`
  fragment SessionFields on Session {
    token
    kind
    role
    hasConsentSalesForce
    user {
      id
      name
      lastName
      email
      rut
      phone
      avatarUrl
      hasDebt
      role
    }
  }
`);

graphql(`
  fragment FormResult on MutationPayload {
    ok
    message
    fieldErrors {
      field
      message
    }
  }
`);

graphql(`
  fragment SignInResult on LoginPayload {
    outcome
    message
    session {
      ...SessionFields
    }
    social {
      name
      lastName
      email
      token
      picture
      type
    }
  }
`);

graphql(`
  fragment PortalFormFields on PortalForm {
    url
    fields {
      name
      value
    }
  }
`);
