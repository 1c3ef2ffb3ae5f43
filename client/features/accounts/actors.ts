import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import type { SocialData } from '../../../machines/types';
import type { RegistrationValues } from '../../../machines/rules/account-rules';
import { REGISTER, RESEND_VERIFICATION } from './api';
import { toRegisterInput } from './register-input';

/** The gateway calls behind the account machines, shared by the screens that run the same machine. */

export const registerActor = (client: ApolloClient) =>
  fromPromise(async ({ input }: { input: { values: RegistrationValues; social: SocialData | null } }) => {
    const result = await client.mutate({ mutation: REGISTER, variables: { input: toRegisterInput(input.values, input.social) } });
    if (!result.data) throw new Error('Sin respuesta');
    return result.data.register;
  });

export const resendActor = (client: ApolloClient) =>
  fromPromise(async ({ input }: { input: { email: string } }) => {
    const result = await client.mutate({ mutation: RESEND_VERIFICATION, variables: { email: input.email } });
    if (!result.data) throw new Error('Sin respuesta');
    return result.data.resendVerification;
  });
