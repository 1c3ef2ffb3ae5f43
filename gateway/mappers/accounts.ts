import type { ProfileValues, RegistrationValues } from '../../machines/rules/account-rules';
import { formatRut } from '../../machines/rules/rut';
import type { ProfileInput, RegisterInput, SocialData } from '../../schema/generated/types';
import type { GoogleLoginAnswer, ProfileUpdatePayload, RegisterPayload } from '../backend/contract';

/** The registration form in the backend's field names, so the shared rules check it as the client did. */
export function toRegistrationValues(input: RegisterInput): RegistrationValues {
  return {
    name: input.name,
    last_name: input.lastName,
    dni: formatRut(input.rut),
    email: input.email.trim(),
    email_confirmation: input.emailConfirmation.trim(),
    phone: input.phone,
    password: input.password ?? '',
    password_confirmation: input.passwordConfirmation ?? '',
  };
}

/** A Google registration carries its token and picture instead of a password (spec 1 §4). */
export function toRegisterPayload(values: RegistrationValues, input: RegisterInput): RegisterPayload {
  return {
    ...values,
    ...(input.googleToken ? { google_token: input.googleToken } : {}),
    ...(input.profilePicture ? { profile_picture: input.profilePicture } : {}),
  };
}

export function toProfileValues(input: ProfileInput): ProfileValues {
  return {
    name: input.name,
    last_name: input.lastName,
    phone: input.phone,
    password: input.password ?? '',
    password_confirmation: input.passwordConfirmation ?? '',
    current_password: input.currentPassword ?? '',
  };
}

/** An empty password keeps the current one: the backend must not receive the pair at all. */
export function toProfileUpdate(id: number, values: ProfileValues, input: ProfileInput): ProfileUpdatePayload {
  // the current password is checked by the gateway and never sent with the update
  const { password, password_confirmation, current_password: _current, ...rest } = values;
  return {
    id,
    ...rest,
    ...(password ? { password, password_confirmation } : {}),
    notification_check: input.notificationCheck ? 1 : 0,
    password_duplicate: input.syncSecondAccount ? 1 : 0,
  };
}

type GooglePerson = NonNullable<NonNullable<GoogleLoginAnswer['data']>['person']>;

/** The Google account of someone not registered yet, for /confirmar_datos; null for a registered person. */
export function mapGoogleSocial(person: GooglePerson | undefined, token: string): SocialData | null {
  if (!person || !('givenName' in person)) return null;
  return { name: person.givenName, lastName: person.familyName, email: person.email, token, picture: person.picture, type: 'google' };
}
