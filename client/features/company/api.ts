import { graphql } from '../../gql';
import type { ClientDetailQuery, ClientSearchQuery, FuncionariosQuery } from '../../gql/graphql';

/**
 * Mis Funcionarios (spec 3 §2): the Administrador's companies for the company search, and the search's rows. The
 * companies and the rows are blocks of their own: either one failing leaves the other.
 */
export const FUNCIONARIOS = graphql(`
  query Funcionarios($search: FuncionarioSearchInput!) {
    viewer {
      company {
        companySelector {
          id
          name
        }
        funcionarios(search: $search) {
          rows {
            id
            name
            lastName
            rut
            email
            enabled
            canDelete
          }
          emptyMessage
          fieldErrors {
            field
            message
          }
        }
      }
    }
  }
`);

export type FuncionarioRow = NonNullable<NonNullable<NonNullable<FuncionariosQuery['viewer']>['company']>['funcionarios']>['rows'][number];
export type CompanyOption = NonNullable<NonNullable<NonNullable<FuncionariosQuery['viewer']>['company']>['companySelector']>[number];

/** Whether a funcionario may be deleted: the confirm modal's title and its button (spec 3 §4 "Delete funcionario"). */
export const FUNCIONARIO_DELETION = graphql(`
  query FuncionarioDeletion($id: ID!) {
    viewer {
      company {
        funcionarioDeletion(id: $id) {
          allowed
          message
        }
      }
    }
  }
`);

export const DELETE_FUNCIONARIO = graphql(`
  mutation DeleteFuncionario($id: ID!) {
    deleteFuncionario(id: $id) {
      ...FormResult
    }
  }
`);

/** Buscar Clientes (spec 3 §2): the two selects and the rows, in one round trip. */
export const CLIENT_SEARCH = graphql(`
  query ClientSearch($filter: ClientSearchInput!) {
    viewer {
      company {
        companySelector {
          id
          name
        }
        businessLineSelector {
          id
          name
        }
        clientSearch(filter: $filter) {
          rows {
            clientId
            clientCode
            companyId
            companyName
            companyRut
            lineName
            hasMerchandiseRecipients
            hasPaymentResponsibles
          }
          emptyMessage
        }
      }
    }
  }
`);

type ClientSearchArea = NonNullable<NonNullable<ClientSearchQuery['viewer']>['company']>;
export type ClientRow = NonNullable<ClientSearchArea['clientSearch']>['rows'][number];
export type LineOption = NonNullable<ClientSearchArea['businessLineSelector']>[number];

/** Detalle de Cliente (/mis-servicios/cliente): the client, its funcionarios and the privileges grid. */
export const CLIENT_DETAIL = graphql(`
  query ClientDetail($clientId: ID!, $companyId: ID!) {
    viewer {
      company {
        clientDetail(clientId: $clientId, companyId: $companyId) {
          clientCode
          companyRut
          companyName
          address
          city
          region
          privileges {
            id
            name
          }
          funcionarios {
            id
            name
            rut
            email
            privilegesText
            privileges
          }
          emptyMessage
        }
      }
    }
  }
`);

export type ClientDetail = NonNullable<NonNullable<NonNullable<ClientDetailQuery['viewer']>['company']>['clientDetail']>;
export type ClientFuncionario = ClientDetail['funcionarios'][number];
