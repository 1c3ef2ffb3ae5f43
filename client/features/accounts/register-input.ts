import type { RegistrationValues } from '../../../machines/rules/account-rules';
import type { SocialData } from '../../../machines/types';
import type { RegisterInput } from '../../gql/graphql';

export function toRegisterInput(values: RegistrationValues, social: SocialData | null): RegisterInput {
  return {
    name: values.name,
    lastName: values.last_name,
    rut: values.dni,
    email: values.email,
    emailConfirmation: values.email_confirmation,
    phone: values.phone,
    password: social ? null : values.password,
    passwordConfirmation: social ? null : values.password_confirmation,
    googleToken: social?.token ?? null,
    profilePicture: social?.picture ?? null,
  };
}
