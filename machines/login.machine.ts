import { assign, fromPromise, setup } from 'xstate';

/** Sign-in on /login, both tabs (spec 1 §2, §4 Login, §8). */

export type LoginTab = 'personas' | 'empresas';
export type LoginOutcome = 'OK' | 'ERROR' | 'ACCOUNT_DISABLED' | 'EMAIL_NOT_VERIFIED' | 'REGISTRATION_MISSING' | 'NO_COMPANIES';

export interface SessionUser {
  id: string;
  name: string;
  lastName: string;
  email: string;
  rut?: string;
  phone?: string;
  avatarUrl?: string | null;
  hasDebt?: boolean;
  role?: string;
}

export interface SessionData {
  token: string;
  kind: 'PERSON' | 'COMPANY';
  role: string;
  hasConsentSalesForce: boolean;
  user: SessionUser;
}

export interface SocialData {
  name: string;
  lastName: string;
  email: string;
  token: string;
  picture: string | null;
  type: string;
}

export interface LoginResult {
  outcome: LoginOutcome;
  message: string | null;
  session: SessionData | null;
  /** Google sign-in of an account not yet registered */
  social?: SocialData | null;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface LoginNotice {
  title: string;
  text: string;
}

export type LoginOutput =
  | { type: 'signedIn'; session: SessionData }
  | { type: 'redirect'; to: '/enviar_codigo_verificacion'; email: string }
  | { type: 'redirect'; to: '/confirmar_datos'; email: string; social: SocialData | null; notice: LoginNotice };

interface LoginContext {
  tab: LoginTab;
  tooltip: Record<LoginTab, string | null>;
  notice: LoginNotice | null;
  email: string;
  result: LoginResult | null;
}

type LoginEvent =
  | { type: 'tab.select'; tab: LoginTab }
  | { type: 'form.submit'; email: string; password: string }
  | { type: 'google.select'; token: string; email: string }
  | { type: 'field.edit' }
  | { type: 'notice.dismiss' };

const INVALID = 'Correo o contraseña inválidos.';

const notProvided = fromPromise<LoginResult, Credentials>(async () => {
  throw new Error('not provided');
});

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as LoginOutput,
  },
  actors: {
    personLogin: notProvided,
    companyLogin: notProvided,
    googleLogin: fromPromise<LoginResult, { token: string }>(async () => {
      throw new Error('not provided');
    }),
  },
  guards: {
    isEmpresas: ({ context }) => context.tab === 'empresas',
    outcomeIs: ({ context }, params: { outcome: LoginOutcome }) => context.result?.outcome === params.outcome,
    signedIn: ({ context }) => context.result?.outcome === 'OK' && context.result.session !== null,
  },
  actions: {
    clearTooltip: assign({ tooltip: ({ context }) => ({ ...context.tooltip, [context.tab]: null }) }),
    showServerMessage: assign({
      tooltip: ({ context }) => ({ ...context.tooltip, [context.tab]: context.result?.message || INVALID }),
    }),
    notify: assign({ notice: (_, params: LoginNotice) => params }),
  },
}).createMachine({
  id: 'login',
  context: { tab: 'personas', tooltip: { personas: null, empresas: null }, notice: null, email: '', result: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'tab.select': { actions: assign({ tab: ({ event }) => event.tab, notice: null }) },
        'field.edit': { actions: 'clearTooltip' },
        'notice.dismiss': { actions: assign({ notice: null }) },
        'form.submit': [
          { guard: 'isEmpresas', target: 'submitting.empresas', actions: assign({ email: ({ event }) => event.email, notice: null }) },
          { target: 'submitting.personas', actions: assign({ email: ({ event }) => event.email, notice: null }) },
        ],
        'google.select': { target: 'submitting.google', actions: assign({ email: ({ event }) => event.email, notice: null }) },
      },
    },
    submitting: {
      entry: 'clearTooltip',
      initial: 'personas',
      states: {
        personas: {
          invoke: {
            src: 'personLogin',
            input: ({ event }) => {
              const { email, password } = event as Extract<LoginEvent, { type: 'form.submit' }>;
              return { email, password };
            },
            onDone: { target: '#login.deciding', actions: assign({ result: ({ event }) => event.output }) },
            onError: {
              target: '#login.editing',
              actions: { type: 'notify', params: { title: 'Error inesperado', text: 'Intente mas tarde' } },
            },
          },
        },
        google: {
          invoke: {
            src: 'googleLogin',
            input: ({ event }) => ({ token: (event as Extract<LoginEvent, { type: 'google.select' }>).token }),
            onDone: { target: '#login.deciding', actions: assign({ result: ({ event }) => event.output }) },
            onError: {
              target: '#login.editing',
              actions: { type: 'notify', params: { title: 'Error inesperado', text: 'Intente mas tarde' } },
            },
          },
        },
        empresas: {
          invoke: {
            src: 'companyLogin',
            input: ({ event }) => {
              const { email, password } = event as Extract<LoginEvent, { type: 'form.submit' }>;
              return { email, password };
            },
            onDone: { target: '#login.deciding', actions: assign({ result: ({ event }) => event.output }) },
            onError: {
              target: '#login.editing',
              actions: { type: 'notify', params: { title: 'error inesperado', text: 'Intente mas tarde' } },
            },
          },
        },
      },
    },
    deciding: {
      always: [
        { guard: 'signedIn', target: 'signedIn' },
        { guard: { type: 'outcomeIs', params: { outcome: 'EMAIL_NOT_VERIFIED' } }, target: 'verifyingEmail' },
        { guard: { type: 'outcomeIs', params: { outcome: 'REGISTRATION_MISSING' } }, target: 'completingRegistration' },
        {
          guard: { type: 'outcomeIs', params: { outcome: 'ACCOUNT_DISABLED' } },
          target: 'editing',
          actions: { type: 'notify', params: { title: 'Cuenta deshabilitada', text: 'Por favor, Contacta a servicio al cliente.' } },
        },
        {
          guard: { type: 'outcomeIs', params: { outcome: 'NO_COMPANIES' } },
          target: 'editing',
          actions: { type: 'notify', params: { title: 'Cuenta sin empresas asociadas', text: '' } },
        },
        { target: 'editing', actions: 'showServerMessage' },
      ],
    },
    signedIn: { type: 'final' },
    verifyingEmail: { type: 'final' },
    completingRegistration: { type: 'final' },
  },
  output: ({ context }): LoginOutput => {
    const result = context.result;
    if (result?.outcome === 'OK' && result.session) return { type: 'signedIn', session: result.session };
    if (result?.outcome === 'EMAIL_NOT_VERIFIED') return { type: 'redirect', to: '/enviar_codigo_verificacion', email: context.email };
    return {
      type: 'redirect',
      to: '/confirmar_datos',
      email: context.email,
      social: result?.social ?? null,
      notice: { title: 'Cuenta no registrada', text: 'Para continuar completa el registro' },
    };
  },
});
