import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { matchesAny, type SessionPaths } from './session.paths';
import type { AccountKind, SessionData } from './types';

/** The session: start rules, notification polling, token bookkeeping, logout (spec 1 §4, spec 3 §4 Session). */

/** what local storage keeps (spec 1 §3): { user, token, role, hasConsentSalesForce }, plus the kind */
export type StoredSession = SessionData;

export interface SessionInput {
  path: string;
  stored: StoredSession | null;
  /** the start rules' path lists, derived from the client's route declarations */
  paths: SessionPaths;
}

export interface SessionContext {
  /** the path the app opened on; the start rules read it */
  path: string;
  paths: SessionPaths;
  session: StoredSession | null;
  /** the last redirect the machine asked for */
  redirectTo: string | null;
  unreadNotifications: number;
}

export type SessionEvent =
  | { type: 'session.start'; session: StoredSession }
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  | { type: 'session.tokenRefreshed'; token: string }
  | { type: 'session.consentAccepted' }
  | { type: 'notifications.read' };

export const COMPANY_ROLES = ['Administrador', 'Funcionario'];

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    fetchNotifications: fromPromise<{ unread: number }, { kind: AccountKind }>(async () => {
      throw new Error('not provided');
    }),
  },
  actions: {
    startSession: assign({
      session: ({ event }) => {
        assertEvent(event, 'session.start');
        return event.session;
      },
      redirectTo: null,
    }),
    storeToken: assign({
      session: ({ context, event }) => {
        assertEvent(event, 'session.tokenRefreshed');
        return context.session && { ...context.session, token: event.token };
      },
    }),
    markConsent: assign({ session: ({ context }) => context.session && { ...context.session, hasConsentSalesForce: true } }),
    storeUnread: assign({ unreadNotifications: (_, params: { unread: number }) => params.unread }),
    forget: assign({ session: null, unreadNotifications: 0 }),
    rememberRedirect: assign({ redirectTo: (_, params: { to: string }) => params.to }),
    // injected by the client
    persist: () => {},
    /** tells the gateway the session's token is no longer to be honoured */
    revoke: () => {},
    clearStorage: () => {},
    redirect: (_, _params: { to: string }) => {},
  },
  guards: {
    logsOutOnVisit: ({ context }) => matchesAny(context.paths.logoutOnVisit, context.path),
    isCompanySession: ({ context }) => context.session !== null && COMPANY_ROLES.includes(context.session.role),
    hasSession: ({ context }) => context.session !== null,
    isGuestOrPublicPath: ({ context }) => matchesAny([...context.paths.guest, ...context.paths.public], context.path),
    startsCompany: ({ event }) => event.type === 'session.start' && COMPANY_ROLES.includes(event.session.role),
  },
  delays: {
    notificationInterval: 30_000,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ path: input.path, paths: input.paths, session: input.stored, redirectTo: null, unreadNotifications: 0 }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'logsOutOnVisit', target: 'loggingOut.onVisit' },
        { guard: 'isCompanySession', target: 'signedIn.company' },
        { guard: 'hasSession', target: 'signedIn.person' },
        { guard: 'isGuestOrPublicPath', target: 'guest' },
        {
          target: 'guest',
          actions: [
            { type: 'rememberRedirect', params: { to: '/login' } },
            { type: 'redirect', params: { to: '/login' } },
          ],
        },
      ],
    },
    guest: {
      on: {
        'session.start': [
          { guard: 'startsCompany', target: 'signedIn.company', actions: ['startSession', 'persist'] },
          { target: 'signedIn.person', actions: ['startSession', 'persist'] },
        ],
      },
    },
    signedIn: {
      on: {
        'session.logout': 'loggingOut',
        // a refused token refresh
        'session.expired': 'loggingOut',
        'session.tokenRefreshed': { actions: ['storeToken', 'persist'] },
        'session.consentAccepted': { actions: ['markConsent', 'persist'] },
        'notifications.read': { actions: { type: 'storeUnread', params: { unread: 0 } } },
      },
      initial: 'person',
      states: {
        // the first count comes with the shell's own read (its menu and bell): the poll refreshes it every 30 s
        person: {
          initial: 'waiting',
          states: {
            polling: {
              invoke: {
                src: 'fetchNotifications',
                input: { kind: 'PERSON' as const },
                onDone: { target: 'waiting', actions: { type: 'storeUnread', params: ({ event }) => ({ unread: event.output.unread }) } },
                // a failed poll keeps the last count; polling never stops while signed in
                onError: 'waiting',
              },
            },
            waiting: { after: { notificationInterval: 'polling' } },
          },
        },
        company: {
          initial: 'waiting',
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
      entry: ['revoke', 'clearStorage', 'forget'],
      initial: 'toLogin',
      states: {
        toLogin: {
          always: {
            target: '#session.guest',
            actions: [
              { type: 'rememberRedirect', params: { to: '/login' } },
              { type: 'redirect', params: { to: '/login' } },
            ],
          },
        },
        // a logout-on-visit path: the page the user opened stays
        onVisit: { always: { target: '#session.guest' } },
      },
    },
  },
});
