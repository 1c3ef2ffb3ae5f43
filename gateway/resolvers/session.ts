import type { BackendCampaign, BackendCompanyUser, BackendPerson, LoginAnswer } from '../backend/contract';
import { gatewayError } from '../backend/client';
import { requireSession, type AccountKind, type GatewayContext } from '../context';
import { mapUser, type User } from '../mappers/user';

export interface ViewerParent {
  kind: AccountKind;
}

export type LoginOutcome = 'OK' | 'ERROR' | 'ACCOUNT_DISABLED' | 'EMAIL_NOT_VERIFIED' | 'REGISTRATION_MISSING' | 'NO_COMPANIES';

export interface Session {
  token: string;
  kind: AccountKind;
  role: string;
  hasConsentSalesForce: boolean;
  user: User;
}
export interface LoginPayload {
  outcome: LoginOutcome;
  message: string | null;
  session: Session | null;
}

export const personOutcomes: Record<LoginAnswer['status'], LoginOutcome> = {
  ok: 'OK',
  error: 'ERROR',
  error_cuenta_deshabilitada: 'ACCOUNT_DISABLED',
  error_email_verificado: 'EMAIL_NOT_VERIFIED',
  error_falta_registro: 'REGISTRATION_MISSING',
  ok_falta_registro: 'REGISTRATION_MISSING',
};

function campaign(c: BackendCampaign) {
  return {
    id: String(c.id),
    url: c.data.url_campain,
    imageDesktop: `/campaign-images/desktop/${c.id}`,
    imageMobile: `/campaign-images/mobile/${c.id}`,
  };
}

/** A signed-in person's session: the consent state comes from /validate_sf with the new token. */
export async function personSession(context: GatewayContext, token: string, person: BackendPerson): Promise<Session> {
  const consent = await context.backend.callWith(token, '/validate_sf', {});
  const user = mapUser(person);
  return { token, kind: 'PERSON', role: user.role, hasConsentSalesForce: consent.data?.hasConsentSalesForce ?? false, user };
}

export async function companySession(context: GatewayContext, token: string, companyUser: BackendCompanyUser, userType?: string): Promise<Session> {
  const consent = await context.backend.callWith(token, '/company_user/validate_sf', {});
  const user = mapUser({ ...companyUser, user_type: (userType as BackendCompanyUser['user_type']) ?? companyUser.user_type });
  return { token, kind: 'COMPANY', role: user.role, hasConsentSalesForce: consent.data?.hasConsentSalesForce ?? true, user };
}

async function personLogin(context: GatewayContext, email: string, password: string): Promise<LoginPayload> {
  const exchange = await context.backend.callPublic('/login/token_exchange', { email });
  if (exchange.status !== 'ok') return { outcome: 'ERROR', message: exchange.message ?? null, session: null };
  const answer = await context.backend.callPublic('/login/email', { email, password });
  const outcome = personOutcomes[answer.status] ?? 'ERROR';
  if (outcome !== 'OK' || !answer.data) return { outcome, message: answer.message ?? null, session: null };
  return { outcome, message: null, session: await personSession(context, answer.data.token, answer.data.person) };
}

async function companyLogin(context: GatewayContext, email: string, password: string): Promise<LoginPayload> {
  const answer = await context.backend.callPublic('/company_user/login', { email, password });
  if (answer.status === 'error_sin_empresas') return { outcome: 'NO_COMPANIES', message: answer.message ?? null, session: null };
  if (answer.status !== 'ok' || !answer.token || !answer.data) {
    return { outcome: 'ERROR', message: answer.message ?? null, session: null };
  }
  return { outcome: 'OK', message: null, session: await companySession(context, answer.token, answer.data.company_user, answer.user_type) };
}

function blank(value: string): boolean {
  return value.trim() === '';
}

export const sessionResolvers = {
  Query: {
    appConfig: (_: unknown, __: unknown, { config }: GatewayContext) => ({
      flags: Object.entries(config.flags).map(([name, enabled]) => ({ name, enabled })),
      maintenance: config.maintenance,
      contact: {
        orderPhone: '800 20 9000',
        emergencyPhone: '600 200 9000',
        companyCallCentre: '22 693 9111',
        hours: 'Lunes a Domingo de 08:00 a 21:00 hrs.',
        whatsappUrl: config.links.whatsapp,
      },
      links: {
        tutorial: config.links.tutorial,
        chat: config.links.chat,
        companyRegistration: config.links.companyRegistration,
        orderTracking: config.links.orderTracking,
        social: [
          { name: 'Facebook', url: '/demo/social/facebook' },
          { name: 'Instagram', url: '/demo/social/instagram' },
          { name: 'YouTube', url: '/demo/social/youtube' },
        ],
      },
    }),
    loginCampaign: async (_: unknown, __: unknown, { backend }: GatewayContext) => {
      const answer = await backend.callPublic('/campains/login', {});
      const found = answer.status === 'ok' ? answer.data?.campain : null;
      return found ? campaign(found) : null;
    },
    consentTerms: async (_: unknown, __: unknown, { backend }: GatewayContext) => {
      const answer = await backend.callPublic('/consent_sf', {});
      return answer.data?.[0]?.terminos_y_condiciones ?? '';
    },
    viewer: (_: unknown, __: unknown, context: GatewayContext): ViewerParent | null => {
      if (!context.token) return null;
      return { kind: context.kind };
    },
  },
  Mutation: {
    login: (_: unknown, args: { email: string; password: string }, context: GatewayContext) => {
      if (blank(args.email) || blank(args.password)) return { outcome: 'ERROR', message: 'Correo o contraseña inválidos.', session: null };
      return personLogin(context, args.email.trim(), args.password);
    },
    companyLogin: (_: unknown, args: { email: string; password: string }, context: GatewayContext) => {
      if (blank(args.email) || blank(args.password)) return { outcome: 'ERROR', message: 'Correo o contraseña inválidos.', session: null };
      return companyLogin(context, args.email.trim(), args.password);
    },
    refreshSession: async (_: unknown, __: unknown, context: GatewayContext) => {
      requireSession(context);
      const path = context.kind === 'COMPANY' ? '/company_user/refresh_token' : '/refresh_token';
      const answer = await context.backend.call(path, {});
      if (answer.status !== 'ok' || !answer.data?.token) throw gatewayError('UNAUTHENTICATED', 'No fue posible renovar la sesión');
      return { token: answer.data.token };
    },
    acceptConsent: async (_: unknown, __: unknown, context: GatewayContext) => {
      requireSession(context);
      const answer = await context.backend.call('/register_sf/consent', {});
      return { ok: answer.status === 'ok', message: answer.message ?? null, fieldErrors: [] };
    },
  },
  Viewer: {
    user: async (_: ViewerParent, __: unknown, { backend }: GatewayContext) => {
      const answer = await backend.call('/me', {});
      return mapUser(answer.data.person);
    },
    campaigns: async (parent: ViewerParent, _: unknown, { backend }: GatewayContext) => {
      const answer = await backend.call(parent.kind === 'COMPANY' ? '/company_user/campains' : '/person/campains', {});
      return answer.status === 'ok' ? (answer.data?.campains ?? []).map(campaign) : [];
    },
  },
};
