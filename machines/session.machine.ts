import { assign, fromPromise, setup } from 'xstate';
import type { SessionData } from './login.machine';
import { GUEST_PATHS, LOGOUT_ON_VISIT_PATHS, PUBLIC_PATHS, matchesAny } from './session.paths';

/** The session: start rules, notification polling, token bookkeeping, logout (spec 1 §4, spec 3 §4 Session). */

export type StoredSession = SessionData;

export interface SessionInput {
  path: string;
  stored: StoredSession | null;
}

interface SessionContext {
  path: string;
  session: StoredSession | null;
  unreadNotifications: number;
}

export type SessionEvent =
  | { type: 'session.start'; session: StoredSession }
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  | { type: 'session.tokenRefreshed'; token: string }
  | { type: 'session.consentAccepted' }
  | { type: 'notifications.read' };

const COMPANY_ROLES = ['Administrador', 'Funcionario'];

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    fetchNotifications: fromPromise<{ unread: number }, { kind: 'PERSON' | 'COMPANY' }>(async () => {
      throw new Error('not provided');
    }),
  },
  actions: {
    storeToken: assign({
      session: ({ context, event }) => (context.session && event.type === 'session.tokenRefreshed' ? { ...context.session, token: event.token } : context.session),
    }),
    markConsent: assign({ session: ({ context }) => (context.session ? { ...context.session, hasConsentSalesForce: true } : null) }),
    storeUnread: assign({ unreadNotifications: (_, params: { unread: number }) => params.unread }),
    forget: assign({ session: null, unreadNotifications: 0 }),
    persist: () => {},
    clearStorage: () => {},
    redirect: (_, _params: { to: string }) => {},
  },
  guards: {
    logsOutOnVisit: ({ context }) => matchesAny(LOGOUT_ON_VISIT_PATHS, context.path),
    isCompanySession: ({ context }) => context.session !== null && COMPANY_ROLES.includes(context.session.role),
    hasSession: ({ context }) => context.session !== null,
    isGuestOrPublicPath: ({ context }) => matchesAny([...GUEST_PATHS, ...PUBLIC_PATHS], context.path),
    startsCompany: ({ event }) => event.type === 'session.start' && COMPANY_ROLES.includes(event.session.role),
  },
  delays: {
    notificationInterval: 30_000,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ path: input.path, session: input.stored, unreadNotifications: 0 }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'logsOutOnVisit', target: 'loggingOutOnVisit' },
        { guard: 'isCompanySession', target: 'signedIn.company' },
        { guard: 'hasSession', target: 'signedIn.person' },
        { guard: 'isGuestOrPublicPath', target: 'guest' },
        { target: 'guest', actions: { type: 'redirect', params: { to: '/login' } } },
      ],
    },
    loggingOutOnVisit: {
      entry: ['clearStorage', 'forget'],
      always: 'guest',
    },
    guest: {
      on: {
        'session.start': [
          { guard: 'startsCompany', target: 'signedIn.company', actions: [assign({ session: ({ event }) => event.session }), 'persist'] },
          { target: 'signedIn.person', actions: [assign({ session: ({ event }) => event.session }), 'persist'] },
        ],
      },
    },
    signedIn: {
      on: {
        'session.logout': 'loggingOut',
        'session.expired': 'loggingOut',
        'session.tokenRefreshed': { actions: ['storeToken', 'persist'] },
        'session.consentAccepted': { actions: ['markConsent', 'persist'] },
        'notifications.read': { actions: { type: 'storeUnread', params: { unread: 0 } } },
      },
      initial: 'person',
      states: {
        person: {
          initial: 'polling',
          states: {
            polling: {
              invoke: {
                src: 'fetchNotifications',
                input: { kind: 'PERSON' as const },
                onDone: { target: 'waiting', actions: { type: 'storeUnread', params: ({ event }) => ({ unread: event.output.unread }) } },
                onError: 'waiting',
              },
            },
            waiting: { after: { notificationInterval: 'polling' } },
          },
        },
        company: {
          initial: 'polling',
          states: {
            polling: {
              invoke: {
                src: 'fetchNotifications',
                input: { kind: 'COMPANY' as const },
                onDone: { target: 'waiting', actions: { type: 'storeUnread', params: ({ event }) => ({ unread: event.output.unread }) } },
                onError: 'waiting',
              },
            },
            waiting: { after: { notificationInterval: 'polling' } },
          },
        },
      },
    },
    loggingOut: {
      entry: ['clearStorage', 'forget'],
      always: { target: 'guest', actions: { type: 'redirect', params: { to: '/login' } } },
    },
  },
});
