import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ProfileData } from '../../../machines/profile.machine';
import type { SubmitResult } from '../../../machines/registration.machine';

export const PROFILE: TypedDocumentNode<{ viewer: { profile: ProfileData } | null }> = gql`
  query Profile {
    viewer { profile { id name lastName email rut phone notificationCheck hasSecondAccount secondEmail } }
  }
`;

export interface ProfileInput {
  name: string;
  lastName: string;
  phone: string;
  password: string | null;
  passwordConfirmation: string | null;
  notificationCheck: boolean;
  syncSecondAccount: boolean;
}

export const UPDATE_PROFILE: TypedDocumentNode<{ updateProfile: SubmitResult }, { input: ProfileInput }> = gql`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) { ok message fieldErrors { field message } }
  }
`;
