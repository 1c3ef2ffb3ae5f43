import { gql, type TypedDocumentNode } from '@apollo/client';
import type { LoginResult } from '../../../machines/login.machine';
import type { SubmitResult } from '../../../machines/registration.machine';

const PAYLOAD = 'ok message fieldErrors { field message }';
const LOGIN_FIELDS = `
  outcome
  message
  session { token kind role hasConsentSalesForce user { id name lastName email rut phone avatarUrl hasDebt role } }
  social { name lastName email token picture type }
`;

export interface RegisterInput {
  name: string;
  lastName: string;
  rut: string;
  email: string;
  emailConfirmation: string;
  phone: string;
  password?: string | null;
  passwordConfirmation?: string | null;
  googleToken?: string | null;
  profilePicture?: string | null;
}

export const REGISTER: TypedDocumentNode<{ register: SubmitResult }, { input: RegisterInput }> = gql`
  mutation Register($input: RegisterInput!) { register(input: $input) { ${PAYLOAD} } }
`;
export const VERIFY_EMAIL: TypedDocumentNode<{ verifyEmail: SubmitResult }, { code: string }> = gql`
  mutation VerifyEmail($code: String!) { verifyEmail(code: $code) { ${PAYLOAD} } }
`;
export const RESEND_VERIFICATION: TypedDocumentNode<{ resendVerification: SubmitResult }, { email: string }> = gql`
  mutation ResendVerification($email: String!) { resendVerification(email: $email) { ${PAYLOAD} } }
`;
export const RECOVER_PASSWORD: TypedDocumentNode<{ recoverPassword: SubmitResult }, { email: string; company: boolean }> = gql`
  mutation RecoverPassword($email: String!, $company: Boolean!) { recoverPassword(email: $email, company: $company) { ${PAYLOAD} } }
`;
export const GOOGLE_LOGIN: TypedDocumentNode<{ googleLogin: LoginResult }, { googleToken: string }> = gql`
  mutation GoogleLogin($googleToken: String!) { googleLogin(googleToken: $googleToken) { ${LOGIN_FIELDS} } }
`;
export const EXTERNAL_LOGIN: TypedDocumentNode<{ externalLogin: LoginResult }, { code: string; company: boolean }> = gql`
  mutation ExternalLogin($code: String!, $company: Boolean!) { externalLogin(code: $code, company: $company) { ${LOGIN_FIELDS} } }
`;
export const DEMO_GOOGLE_ACCOUNTS: TypedDocumentNode<{ demoGoogleAccounts: Array<{ email: string; name: string; token: string; registered: boolean }> }> = gql`
  query DemoGoogleAccounts { demoGoogleAccounts { email name token registered } }
`;
