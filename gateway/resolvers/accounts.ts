import {
  CODE_REQUIRED,
  formField,
  profileErrors,
  recoveryErrors,
  registrationErrors,
  type FieldError,
} from '../../machines/rules/account-rules';
import { formatRut } from '../../machines/rules/rut';
import type { BackendCompanyUser, StatusAnswer } from '../backend/contract';
import { mapUser } from '../mappers/user';
import { requireSession, type GatewayContext } from '../context';
import type { ViewerParent } from './session';
import { companySession, personOutcomes, personSession, type LoginPayload } from './session';

/** REST field names → the GraphQL input's, so the form puts each message under its own field. */
const gqlField = formField;

interface MutationPayload {
  ok: boolean;
  message: string | null;
  fieldErrors: FieldError[];
}

function refused(errors: FieldError[]): MutationPayload {
  return { ok: false, message: null, fieldErrors: errors.map((e) => ({ field: gqlField(e.field), message: e.message })) };
}

/** Business outcomes are data: the first server message of each field, and the general message. */
export function statusPayload(answer: StatusAnswer): MutationPayload {
  const fieldErrors = Object.entries(answer.errors ?? {})
    .filter(([, messages]) => messages.length > 0)
    .map(([field, messages]) => ({ field: gqlField(field), message: messages[0] }));
  return { ok: answer.status === 'ok', message: answer.message ?? null, fieldErrors };
}

interface RegisterInput {
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

interface ProfileInput {
  name: string;
  lastName: string;
  phone: string;
  password?: string | null;
  passwordConfirmation?: string | null;
  notificationCheck: boolean;
  syncSecondAccount: boolean;
}

async function currentUserId(context: GatewayContext): Promise<number> {
  const me = await context.backend.call('/me', {});
  return me.data.person.id;
}

export const accountsResolvers = {
  Query: {
    demoMailbox: (_: unknown, __: unknown, { fixtures }: GatewayContext) =>
      (fixtures?.world.outbox ?? []).map((m) => ({ ...m, id: String(m.id), sentAt: new Date(m.sentAt).toISOString() })),
    demoGoogleAccounts: (_: unknown, __: unknown, { fixtures }: GatewayContext) => {
      if (!fixtures) return [];
      const registered = fixtures.world.persons.filter((p) => p.google).map((p) => ({ email: p.email, name: `${p.name} ${p.last_name}`, given: p.name, family: p.last_name }));
      const fresh = [{ email: 'martina.lopez.demo@gmail.com', name: 'Martina López', given: 'Martina', family: 'López' }].filter(
        (g) => !fixtures.world.persons.some((p) => p.email === g.email),
      );
      return [...registered, ...fresh].map((g) => ({
        email: g.email,
        name: g.name,
        token: `google-demo:${g.email}:${g.given}:${g.family}`,
        registered: fixtures.world.persons.some((p) => p.email === g.email),
      }));
    },
  },
  Viewer: {
    profile: async (parent: ViewerParent, _: unknown, context: GatewayContext) => {
      const id = await currentUserId(context);
      if (parent.kind === 'COMPANY') {
        const answer = await context.backend.call('/company_user/profile/get', { id });
        return mapUser(answer.data!.company_user!);
      }
      const answer = await context.backend.call('/person/profile/get', { id });
      return mapUser(answer.data!.person!);
    },
  },
  Mutation: {
    register: async (_: unknown, { input }: { input: RegisterInput }, context: GatewayContext) => {
      const values = {
        name: input.name,
        last_name: input.lastName,
        dni: formatRut(input.rut),
        email: input.email.trim(),
        email_confirmation: input.emailConfirmation.trim(),
        phone: input.phone,
        password: input.password ?? '',
        password_confirmation: input.passwordConfirmation ?? '',
      };
      const errors = registrationErrors(values, { social: Boolean(input.googleToken) });
      if (errors.length) return refused(errors);
      const answer = await context.backend.callPublic('/register', {
        ...values,
        ...(input.googleToken ? { google_token: input.googleToken } : {}),
        ...(input.profilePicture ? { profile_picture: input.profilePicture } : {}),
      });
      return statusPayload(answer);
    },

    verifyEmail: async (_: unknown, { code }: { code: string }, context: GatewayContext) =>
      statusPayload(await context.backend.callPublic('/verify', { verify_email_token: code })),

    resendVerification: async (_: unknown, { email }: { email: string }, context: GatewayContext) => {
      if (!email.trim()) return refused([{ field: 'email', message: CODE_REQUIRED }]);
      return statusPayload(await context.backend.callPublic('/verify_again', { email: email.trim() }));
    },

    recoverPassword: async (_: unknown, { email, company }: { email: string; company: boolean }, context: GatewayContext) => {
      const errors = recoveryErrors(email);
      if (errors.length) return refused(errors);
      return statusPayload(await context.backend.callPublic(company ? '/company_user/recover' : '/recover', { email: email.trim() }));
    },

    googleLogin: async (_: unknown, { googleToken }: { googleToken: string }, context: GatewayContext): Promise<LoginPayload & { social: unknown }> => {
      const exchange = await context.backend.callPublic('/login/token_exchange', { google_token: googleToken });
      if (exchange.status !== 'ok') return { outcome: 'ERROR', message: exchange.message ?? null, session: null, social: null };
      const answer = await context.backend.callPublic('/login/google', { google_token: googleToken });
      const outcome = personOutcomes[answer.status] ?? 'ERROR';
      const person = answer.data?.person;
      if (outcome === 'REGISTRATION_MISSING' && person && 'givenName' in person) {
        return {
          outcome,
          message: answer.message ?? null,
          session: null,
          social: { name: person.givenName, lastName: person.familyName, email: person.email, token: answer.data?.google_token ?? googleToken, picture: person.picture, type: 'google' },
        };
      }
      if (outcome === 'OK' && answer.data?.token && person && 'dni' in person) {
        return { outcome, message: null, session: await personSession(context, answer.data.token, person), social: null };
      }
      return { outcome: outcome === 'OK' ? 'ERROR' : outcome, message: answer.message ?? null, session: null, social: null };
    },

    externalLogin: async (_: unknown, { code, company }: { code: string; company: boolean }, context: GatewayContext) => {
      const answer = await context.backend.callPublic(company ? '/company_user/login/validate' : '/login/validate', { validate: code });
      if (answer.status !== 'ok' || !answer.token || !answer.data) return { outcome: 'ERROR', message: answer.message ?? null, session: null, social: null };
      const session = company
        ? await companySession(context, answer.token, answer.data.person as BackendCompanyUser, answer.user_type)
        : await personSession(context, answer.token, answer.data.person);
      return { outcome: 'OK', message: null, session, social: null };
    },

    updateProfile: async (_: unknown, { input }: { input: ProfileInput }, context: GatewayContext) => {
      requireSession(context);
      const values = {
        name: input.name,
        last_name: input.lastName,
        phone: input.phone,
        password: input.password ?? '',
        password_confirmation: input.passwordConfirmation ?? '',
      };
      const errors = profileErrors(values);
      if (errors.length) return refused(errors);
      const payload = {
        id: await currentUserId(context),
        ...values,
        ...(values.password ? {} : { password: undefined, password_confirmation: undefined }),
        notification_check: input.notificationCheck ? 1 : 0,
        password_duplicate: input.syncSecondAccount ? 1 : 0,
      };
      const path = context.kind === 'COMPANY' ? '/company_user/profile/update' : '/person/profile/update';
      return statusPayload(await context.backend.call(path, payload));
    },
  },
};
