import { graphql } from '../../gql';

export const PROFILE = graphql(`
  query Profile($userId: ID) {
    viewer {
      profile(userId: $userId) {
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
