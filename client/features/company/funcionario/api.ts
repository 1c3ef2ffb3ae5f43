import { graphql } from '../../../gql';

/** The creation wizard's and the edit page's operations (spec 3 §4, issue 39). */

/** A company whose clients privileges may be granted on, each with its line's privileges (step 3, the edit page). */
graphql(`
  fragment GrantableCompanyFields on GrantableCompany {
    id
    name
    rut
    clients {
      id
      clientCode
      line
      privileges {
        id
        name
      }
    }
  }
`);

export const GRANTABLE_COMPANIES = graphql(`
  query GrantableCompanies {
    viewer {
      company {
        grantableCompanies {
          ...GrantableCompanyFields
        }
      }
    }
  }
`);

export const FUNCIONARIO_RUT_CHECK = graphql(`
  query FuncionarioRutCheck($rut: String!) {
    viewer {
      company {
        funcionarioRutCheck(rut: $rut) {
          available
          message
          origin
          person {
            name
            lastName
            email
            phone
          }
          lockedFields
          notice
          reserved {
            title
            messages
          }
        }
      }
    }
  }
`);

export const REQUEST_RESERVED_FUNCIONARIO = graphql(`
  mutation RequestReservedFuncionario($rut: String!) {
    requestReservedFuncionario(rut: $rut) {
      ...FormResult
    }
  }
`);

export const VALIDATE_FUNCIONARIO = graphql(`
  mutation ValidateFuncionario($input: FuncionarioInput!) {
    validateFuncionario(input: $input) {
      ...FormResult
    }
  }
`);

export const CREATE_FUNCIONARIO = graphql(`
  mutation CreateFuncionario($input: FuncionarioInput!) {
    createFuncionario(input: $input) {
      ok
      message
      fieldErrors {
        field
        message
      }
      funcionarioId
    }
  }
`);

/** The edit page in one round trip: the record, the clients it may be granted, its history (each its own block). */
export const FUNCIONARIO_EDIT = graphql(`
  query FuncionarioEdit($id: ID!) {
    viewer {
      company {
        funcionario(id: $id) {
          id
          name
          lastName
          rut
          email
          phone
          enabled
          clients {
            id
            clientCode
            line
            privileges
          }
        }
        grantableCompanies {
          ...GrantableCompanyFields
        }
        funcionarioHistory(id: $id) {
          at
          by
          action
          summary
        }
      }
    }
  }
`);

export const UPDATE_FUNCIONARIO = graphql(`
  mutation UpdateFuncionario($input: FuncionarioUpdateInput!) {
    updateFuncionario(input: $input) {
      ...FormResult
    }
  }
`);
