import { graphql } from '../../gql';

export const REGISTER = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...FormResult
    }
  }
`);
export const VERIFY_EMAIL = graphql(`
  mutation VerifyEmail($code: String!) {
    verifyEmail(code: $code) {
      ...FormResult
    }
  }
`);
export const RESEND_VERIFICATION = graphql(`
  mutation ResendVerification($email: String!) {
    resendVerification(email: $email) {
      ...FormResult
    }
  }
`);
export const RECOVER_PASSWORD = graphql(`
  mutation RecoverPassword($email: String!, $company: Boolean!) {
    recoverPassword(email: $email, company: $company) {
      ...FormResult
    }
  }
`);
export const EXTERNAL_LOGIN = graphql(`
  mutation ExternalLogin($code: String!, $company: Boolean!) {
    externalLogin(code: $code, company: $company) {
      ...SignInResult
    }
  }
`);
