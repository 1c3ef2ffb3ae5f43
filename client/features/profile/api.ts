import { graphql } from '../../gql';

export const PROFILE = graphql(`
  query Profile {
    viewer {
      profile {
        id
        name
        lastName
        email
        rut
        phone
        notificationCheck
        hasSecondAccount
        secondEmail
      }
    }
  }
`);

export const UPDATE_PROFILE = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...FormResult
    }
  }
`);
