import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { sessionMachine, type StoredSession } from '../../machines/session.machine';
import { LOGOUT, UNREAD_NOTIFICATIONS } from '../shared/api';
import { sessionPaths } from './registry';
import { sessionBridge } from './session-bridge';
import { clearSession, readStoredSession, writeSession } from './session';
import { SessionActor } from '../shared/session-actor';
import { useConnection } from '../shared/apollo-ready';
import { forgetShownReads } from '../lib/early-reads';

/** Mounts the session machine with the browser's effects: local storage, navigation, the poll. */
export function SessionRoot({ children }: { children: ReactNode }) {
  const { apollo, query } = useConnection();
  const [location, navigate] = useLocation();

  const logic = useMemo(
    () =>
      sessionMachine.provide({
        actions: {
          persist: ({ context }) => {
            if (context.session) writeSession(context.session as StoredSession);
          },
          clearStorage: () => {
            clearSession();
            // a client not loaded yet holds nothing to forget but what the screens showed before it
            forgetShownReads(query);
            void apollo.client?.clearStore();
          },
          redirect: (_, params: { to: string }) => navigate(params.to, { replace: true }),
          // a logout ends the token at the gateway too, so a copy of it reads nothing more; the browser does not wait
          revoke: ({ context }) => {
            const session = context.session;
            if (session) void query(LOGOUT, { token: session.token, kind: session.kind }).catch(() => undefined);
          },
        },
        actors: {
          // the shell's own read brings the first count: a poll waits for Apollo, never asks for it first
          fetchNotifications: fromPromise(async () => {
            const client = await apollo.loaded();
            const result = await client.query({ query: UNREAD_NOTIFICATIONS, fetchPolicy: 'network-only' });
            const unread = result.data?.viewer?.unreadNotifications;
            // a poll that could not count keeps the last count (the machine's onError)
            if (unread === undefined || unread === null) throw new Error('Sin conteo de notificaciones');
            return { unread };
          }),
        },
      }),
    [apollo, query, navigate],
  );

  // the start rules read the path and the stored session once, on the first render
  const input = useMemo(() => ({ path: location, stored: readStoredSession(), paths: sessionPaths }), []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <SessionActor.Provider logic={logic} options={{ input }}>
      <BridgeListener />
      {children}
    </SessionActor.Provider>
  );
}

function BridgeListener() {
  const actor = SessionActor.useActorRef();
  useEffect(
    () =>
      sessionBridge.listen({
        tokenRefreshed: (token) => actor.send({ type: 'session.tokenRefreshed', token }),
        expired: () => actor.send({ type: 'session.expired' }),
      }),
    [actor],
  );
  return null;
}
