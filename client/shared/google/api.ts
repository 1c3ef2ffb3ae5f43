import { graphql } from '../../gql';

/** Google sign-in, used by /login and by /confirmar_datos. */
export const GOOGLE_LOGIN = graphql(`
  mutation GoogleLogin($googleToken: String!) {
    googleLogin(googleToken: $googleToken) {
      ...SignInResult
    }
  }
`);

/** The demo's simulated Google accounts (docs/decisions.md). */
export const DEMO_GOOGLE_ACCOUNTS = graphql(`
  query DemoGoogleAccounts {
    demoGoogleAccounts {
      email
      name
      token
      registered
    }
  }
`);
