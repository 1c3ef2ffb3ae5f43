import { familyPath } from '../backend/call-family';
import type { Session } from '../../schema/generated/types';
import type { BackendCompanyUser, BackendPerson, TokenExchangeAnswer } from '../backend/contract';
import { gatewayError } from '../backend/client';
import { unlessNotProvided } from '../backend/not-provided';
import { requireSession, type GatewayContext } from '../context';
import type { LoginPayload, Resolvers } from '../generated/resolvers';
import { MAINTENANCE } from '../../machines/rules/account-rules';
import { statusPayload } from '../mappers/payload';
import { loginOutcome, mapAppConfig, mapCampaign } from '../mappers/session';
import { mapUser } from '../mappers/user';

/** A signed-in person's session: the consent state comes from /validate_sf with the new token. */
export async function personSession(context: GatewayContext, token: string, person: BackendPerson): Promise<Session> {
  const consent = await context.backend.callWith(token, '/validate_sf', {});
  const user = mapUser(person);
  return { token, kind: 'PERSON', role: user.role, hasConsentSalesForce: consent.data?.hasConsentSalesForce ?? false, user };
}

export async function companySession(
  context: GatewayContext,
  token: string,
  companyUser: BackendCompanyUser,
  userType?: BackendCompanyUser['user_type'],
): Promise<Session> {
  const consent = await context.backend.callWith(token, '/company_user/validate_sf', {});
  const user = mapUser({ ...companyUser, user_type: userType ?? companyUser.user_type });
  return { token, kind: 'COMPANY', role: user.role, hasConsentSalesForce: consent.data?.hasConsentSalesForce ?? true, user };
}

const refusal = (message?: string | null): LoginPayload => ({ outcome: 'ERROR', message: message ?? null, session: null, social: null });
const INVALID = refusal('Correo o contraseña inválidos.');
/** Maintenance closes every way in (spec 1 §2): no sign-in reaches the backend. */
export const closedForMaintenance = (context: GatewayContext): LoginPayload | null =>
  context.config.maintenance ? refusal(MAINTENANCE) : null;

/** The exchange before a person's or Google sign-in (spec 1 §4); a backend without it signs in without it. */
export function tokenExchange(context: GatewayContext, payload: { email: string } | { google_token: string }) {
  return unlessNotProvided<TokenExchangeAnswer>(context.backend.callPublic('/login/token_exchange', payload), { status: 'ok' });
}

async function personLogin(context: GatewayContext, email: string, password: string): Promise<LoginPayload> {
  const exchange = await tokenExchange(context, { email });
  if (exchange.status !== 'ok') return refusal(exchange.message);
  const answer = await context.backend.callPublic('/login/email', { email, password });
  const outcome = loginOutcome(answer.status);
  if (outcome !== 'OK' || !answer.data) return { ...refusal(answer.message), outcome };
  return { outcome, message: null, session: await personSession(context, answer.data.token, answer.data.person), social: null };
}

async function companyLogin(context: GatewayContext, email: string, password: string): Promise<LoginPayload> {
  const answer = await context.backend.callPublic('/company_user/login', { email, password });
  // spec 1 §8 names the notice, not a status: a backend may say it only in its message
  if (answer.status === 'error_sin_empresas' || (answer.status !== 'ok' && /sin empresas asociadas/i.test(answer.message ?? '')))
    return { ...refusal(answer.message), outcome: 'NO_COMPANIES' };
  if (answer.status === 'error_cuenta_deshabilitada') return { ...refusal(answer.message), outcome: 'ACCOUNT_DISABLED' };
  if (answer.status !== 'ok' || !answer.token || !answer.data) return refusal(answer.message);
  return {
    outcome: 'OK',
    message: null,
    session: await companySession(context, answer.token, answer.data.company_user, answer.user_type),
    social: null,
  };
}

const blank = (value: string) => value.trim() === '';

/** Sign-ins that name no account (Google, external codes) are limited by address alone. */
export async function throttledAddress(context: GatewayContext): Promise<LoginPayload | null> {
  const throttled = await context.throttle.admit('signIn', { address: context.clientAddress });
  return throttled ? refusal(throttled) : null;
}

type SignIn = (context: GatewayContext, email: string, password: string) => Promise<LoginPayload>;

/** Wrong passwords count per account and address, and per address (gateway/sign-in-guard.ts). */
async function throttledSignIn(context: GatewayContext, email: string, password: string, signIn: SignIn): Promise<LoginPayload> {
  if (blank(email) || blank(password)) return INVALID;
  const guard = context.throttle.password;
  const address = context.clientAddress;
  const throttled = await guard.refused(email, address);
  if (throttled) return refusal(throttled);
  const payload = await signIn(context, email.trim(), password);
  if (payload.outcome === 'ERROR') await guard.failed(email, address);
  else if (payload.session) await guard.succeeded(email, address);
  return payload;
}

/** The viewer a query or a mutation's payload opens: the signed-in account's kind, null for a guest. */
export const viewerOf = (context: GatewayContext) => (context.token ? { kind: context.kind } : null);

export const sessionResolvers: Resolvers = {
  Query: {
    appConfig: (_, __, { config }) => mapAppConfig(config),
    loginCampaign: async (_, __, { backend }) => {
      const answer = await backend.callPublic('/campains/login', {});
      const found = answer.status === 'ok' ? answer.data?.campain : null;
      return found ? mapCampaign(found) : null;
    },
    consentTerms: async (_, __, { backend }) => {
      const answer = await backend.callPublic('/consent_sf', {});
      return answer.data?.[0]?.terminos_y_condiciones ?? '';
    },
    viewer: (_, __, context) => viewerOf(context),
  },
  Mutation: {
    login: (_, { email, password }, context) => closedForMaintenance(context) ?? throttledSignIn(context, email, password, personLogin),
    companyLogin: (_, { email, password }, context) =>
      closedForMaintenance(context) ?? throttledSignIn(context, email, password, companyLogin),
    refreshSession: async (_, __, context) => {
      requireSession(context);
      const path = familyPath(context.kind, '/refresh_token');
      // one backend refresh however many requests bring the same expired token at once
      const answer = await context.backend.callShared(path, {});
      if (answer.status !== 'ok' || !answer.data?.token) throw gatewayError('UNAUTHENTICATED', 'No fue posible renovar la sesión');
      context.hints.carryTo(answer.data.token);
      return { token: answer.data.token };
    },
    logout: async (_, __, context) => {
      if (context.token) await context.revocations.revoke(context.token);
      context.hints.forget();
      return true;
    },
    acceptConsent: async (_, __, context) => {
      requireSession(context);
      return statusPayload(await context.backend.call('/register_sf/consent', {}));
    },
  },
  Viewer: {
    user: async (_, __, { backend }) => mapUser((await backend.call('/me', {})).data.person),
    campaigns: async (parent, _, { backend }) => {
      const answer = await backend.call(familyPath(parent.kind, '/person/campains'), {});
      return answer.status === 'ok' ? (answer.data?.campains ?? []).map(mapCampaign) : [];
    },
  },
};
