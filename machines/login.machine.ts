import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { LoginOutcome, LoginResult, SessionData, SocialData } from './types';

/** Sign-in on /login, both tabs (spec 1 §2, §4 Login, §8). */

export type LoginTab = 'personas' | 'empresas';
/** The tab /login opens on: Empresas when a company screen sends the user back (`/login?empresas`). */
export interface LoginInput {
  tab?: LoginTab;
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

export interface LoginContext {
  tab: LoginTab;
  /** the server's message under the button, kept per tab */
  tooltip: Record<LoginTab, string | null>;
  notice: LoginNotice | null;
  /** the last e-mail submitted */
  email: string;
  result: LoginResult | null;
}

export type LoginEvent =
  | { type: 'tab.select'; tab: LoginTab }
  | { type: 'form.submit'; email: string; password: string }
  | { type: 'google.select'; token: string; email: string }
  | { type: 'field.edit' }
  | { type: 'notice.dismiss' };

const INVALID = 'Correo o contraseña inválidos.';

const notProvided = fromPromise<LoginResult, Credentials>(async () => {
  throw new Error('not provided');
});

const credentials = ({ event }: { event: LoginEvent }): Credentials => {
  assertEvent(event, 'form.submit');
  return { email: event.email, password: event.password };
};

export const loginMachine = setup({
  types: {
    input: {} as LoginInput | undefined,
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
    selectTab: assign({
      tab: ({ event }) => {
        assertEvent(event, 'tab.select');
        return event.tab;
      },
    }),
    rememberEmail: assign({
      email: ({ event }) => {
        assertEvent(event, ['form.submit', 'google.select']);
        return event.email;
      },
    }),
    storeResult: assign({ result: (_, params: LoginResult) => params }),
    clearTooltip: assign({ tooltip: ({ context }) => ({ ...context.tooltip, [context.tab]: null }) }),
    showServerMessage: assign({
      tooltip: ({ context }) => ({ ...context.tooltip, [context.tab]: context.result?.message || INVALID }),
    }),
    notify: assign({ notice: (_, params: LoginNotice) => params }),
    dismissNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    tab: input?.tab ?? 'personas',
    tooltip: { personas: null, empresas: null },
    notice: null,
    email: '',
    result: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'tab.select': { actions: ['selectTab', 'dismissNotice'] },
        'field.edit': { actions: 'clearTooltip' },
        'notice.dismiss': { actions: 'dismissNotice' },
        'form.submit': [
          { guard: 'isEmpresas', target: 'submitting.empresas', actions: ['rememberEmail', 'dismissNotice'] },
          { target: 'submitting.personas', actions: ['rememberEmail', 'dismissNotice'] },
        ],
        'google.select': { target: 'submitting.google', actions: ['rememberEmail', 'dismissNotice'] },
      },
    },
    // no events here: a second submit, a tab switch or an edit while the call runs are ignored
    submitting: {
      entry: 'clearTooltip',
      initial: 'personas',
      states: {
        personas: {
          invoke: {
            id: 'personLogin',
            src: 'personLogin',
            input: credentials,
            onDone: { target: '#login.deciding', actions: { type: 'storeResult', params: ({ event }) => event.output } },
            onError: {
              target: '#login.editing',
              actions: { type: 'notify', params: { title: 'Error inesperado', text: 'Intente mas tarde' } },
            },
          },
        },
        google: {
          invoke: {
            id: 'googleLogin',
            src: 'googleLogin',
            input: ({ event }) => {
              assertEvent(event, 'google.select');
              return { token: event.token };
            },
            onDone: { target: '#login.deciding', actions: { type: 'storeResult', params: ({ event }) => event.output } },
            onError: {
              target: '#login.editing',
              actions: { type: 'notify', params: { title: 'Error inesperado', text: 'Intente mas tarde' } },
            },
          },
        },
        empresas: {
          invoke: {
            id: 'companyLogin',
            src: 'companyLogin',
            input: credentials,
            onDone: { target: '#login.deciding', actions: { type: 'storeResult', params: ({ event }) => event.output } },
            // spec 1 §8 writes the company variant in lower case
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
        { guard: { type: 'outcomeIs', params: { outcome: 'EMAIL_NOT_VERIFIED' } }, target: 'redirecting' },
        { guard: { type: 'outcomeIs', params: { outcome: 'REGISTRATION_MISSING' } }, target: 'redirecting' },
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
        // ERROR, and an OK that carries no session
        { target: 'editing', actions: 'showServerMessage' },
      ],
    },
    signedIn: { type: 'final' },
    redirecting: { type: 'final' },
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
