import type { ApolloClient } from '@apollo/client';
import { mutationActor } from '../../lib/mutation-actor';
import type { SocialData } from '../../../machines/types';
import type { RegistrationValues } from '../../../machines/rules/account-rules';
import { REGISTER, RESEND_VERIFICATION } from './api';
import { toRegisterInput } from './register-input';

/** The gateway calls behind the account machines, shared by the screens that run the same machine. */

export const registerActor = (client: ApolloClient) =>
  mutationActor(
    client,
    REGISTER,
    (input: { values: RegistrationValues; social: SocialData | null }) => ({ input: toRegisterInput(input.values, input.social) }),
    (data) => data.register,
  );

export const resendActor = (client: ApolloClient) =>
  mutationActor(
    client,
    RESEND_VERIFICATION,
    (input: { email: string }) => ({ email: input.email }),
    (data) => data.resendVerification,
  );
