import { familyPath, kindOf } from '../backend/call-family';
import {
  CODE_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  profileErrors,
  recoveryErrors,
  registrationErrors,
} from '../../machines/rules/account-rules';
import type { BackendCompanyUser } from '../backend/contract';
import { requireSession, type GatewayContext } from '../context';
import type { MutationPayload, Resolvers } from '../generated/resolvers';
import { mapGoogleSocial, toProfileUpdate, toProfileValues, toRegisterPayload, toRegistrationValues } from '../mappers/accounts';
import { refused, statusPayload } from '../mappers/payload';
import { loginOutcome } from '../mappers/session';
import { mapUser } from '../mappers/user';
import { currentProfile } from './current-user';
import { closedForMaintenance, companySession, personSession, throttledAddress, tokenExchange } from './session';

async function currentUserId(context: GatewayContext): Promise<number> {
  const me = await context.backend.call('/me', {});
  return me.data.person.id;
}

/**
 * A new password needs the current one: the gateway signs in with it (the backend's own check, throttled like any
 * sign-in) and ends the session that check opened. Null when it is right, else the refusal to answer.
 */
async function currentPasswordRefusal(context: GatewayContext, current: string): Promise<MutationPayload | null> {
  const email = (await context.backend.call('/me', {})).data.person.email;
  const guard = context.throttle.password;
  const throttled = await guard.refused(email, context.clientAddress);
  if (throttled) return refused([], throttled);
  const signIn = { email, password: current };
  if (context.kind === 'PERSON') {
    // a person signs in after the token exchange, as the sign-in screen does
    const exchange = await tokenExchange(context, { email });
    if (exchange.status !== 'ok') return refused([], exchange.message ?? 'No fue posible verificar tu contraseña actual');
  }
  const token =
    context.kind === 'COMPANY'
      ? (await context.backend.callPublic('/company_user/login', signIn)).token
      : (await context.backend.callPublic('/login/email', signIn)).data?.token;
  if (!token) {
    await guard.failed(email, context.clientAddress);
    return refused([{ field: 'current_password', message: CURRENT_PASSWORD_WRONG }]);
  }
  await context.revocations.revoke(token);
  return null;
}

export const accountsResolvers: Resolvers = {
  Viewer: {
    profile: async (_, { userId }, context) => {
      const answer = await currentProfile(context, userId);
      if (!answer) throw new Error('El perfil no llegó en la respuesta');
      return mapUser(answer);
    },
  },
  Mutation: {
    register: async (_, { input }, context) => {
      const values = toRegistrationValues(input);
      const errors = registrationErrors(values, { social: Boolean(input.googleToken) });
      if (errors.length) return refused(errors);
      const throttled = await context.throttle.admit('registration', { address: context.clientAddress });
      if (throttled) return refused([], throttled);
      return statusPayload(await context.backend.callPublic('/register', toRegisterPayload(values, input)));
    },
    verifyEmail: async (_, { code }, context) => {
      // the client's rule (spec 1 §5 'Debes ingresar el código'), before anything is counted or sent
      if (!code.trim()) return refused([{ field: 'code', message: CODE_REQUIRED }]);
      const throttled = await context.throttle.admit('verification', { address: context.clientAddress });
      if (throttled) return refused([], throttled);
      return statusPayload(await context.backend.callPublic('/verify', { verify_email_token: code }));
    },
    resendVerification: async (_, { email }, context) => {
      if (!email.trim()) return refused([{ field: 'email', message: CODE_REQUIRED }]);
      const throttled = await context.throttle.admit('verification', { account: email, address: context.clientAddress });
      if (throttled) return refused([], throttled);
      return statusPayload(await context.backend.callPublic('/verify_again', { email: email.trim() }));
    },
    recoverPassword: async (_, { email, company }, context) => {
      const errors = recoveryErrors(email);
      if (errors.length) return refused(errors);
      const throttled = await context.throttle.admit('recovery', { account: email, address: context.clientAddress });
      if (throttled) return refused([], throttled);
      return statusPayload(await context.backend.callPublic(familyPath(kindOf(company), '/recover'), { email: email.trim() }));
    },
    googleLogin: async (_, { googleToken }, context) => {
      const closed = closedForMaintenance(context) ?? (await throttledAddress(context));
      if (closed) return closed;
      const exchange = await tokenExchange(context, { google_token: googleToken });
      if (exchange.status !== 'ok') return { outcome: 'ERROR', message: exchange.message ?? null, session: null, social: null };
      const answer = await context.backend.callPublic('/login/google', { google_token: googleToken });
      const outcome = loginOutcome(answer.status);
      const person = answer.data?.person;
      const social = mapGoogleSocial(person, answer.data?.google_token ?? googleToken);
      if (outcome === 'REGISTRATION_MISSING' && social) return { outcome, message: answer.message ?? null, session: null, social };
      if (outcome === 'OK' && answer.data?.token && person && 'dni' in person) {
        return { outcome, message: null, session: await personSession(context, answer.data.token, person), social: null };
      }
      return { outcome: outcome === 'OK' ? 'ERROR' : outcome, message: answer.message ?? null, session: null, social: null };
    },
    externalLogin: async (_, { code, company }, context) => {
      const closed = closedForMaintenance(context) ?? (await throttledAddress(context));
      if (closed) return closed;
      if (!code.trim()) return { outcome: 'ERROR', message: null, session: null, social: null };
      const answer = await context.backend.callPublic(familyPath(kindOf(company), '/login/validate'), { validate: code });
      if (answer.status !== 'ok' || !answer.token || !answer.data)
        return { outcome: 'ERROR', message: answer.message ?? null, session: null, social: null };
      const session = company
        ? await companySession(context, answer.token, answer.data.person as BackendCompanyUser, answer.user_type)
        : await personSession(context, answer.token, answer.data.person);
      return { outcome: 'OK', message: null, session, social: null };
    },
    updateProfile: async (_, { input }, context) => {
      requireSession(context);
      const values = toProfileValues(input);
      const errors = profileErrors(values);
      if (errors.length) return refused(errors);
      if (values.password) {
        const wrong = await currentPasswordRefusal(context, values.current_password ?? '');
        if (wrong) return wrong;
      }
      return statusPayload(
        await context.backend.call(
          familyPath(context.kind, '/person/profile/update'),
          toProfileUpdate(await currentUserId(context), values, input),
        ),
      );
    },
  },
};
