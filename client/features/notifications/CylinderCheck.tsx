import { useMemo } from 'react';
import { useActorRef } from '../../shared/machines';
import { fromPromise } from 'xstate';
import { cylinderCheckMachine } from '../../../machines/cylinder-check.machine';
import { UNREAD_NOTIFICATIONS } from '../../shared/api';
import { useConnection } from '../../shared/apollo-ready';
import { CHECK_CYLINDER_NOTIFICATIONS } from './api';

/**
 * Runs the cylinder status-change check while a user with cylinder services is signed in. The check can wait for
 * the phone's idle time: it takes Apollo once the app has loaded it, and never asks for it first.
 */
export function CylinderCheck() {
  const { apollo } = useConnection();
  const logic = useMemo(
    () =>
      cylinderCheckMachine.provide({
        actors: {
          check: fromPromise(async ({ input }) => {
            const client = await apollo.loaded();
            await client.mutate({ mutation: CHECK_CYLINDER_NOTIFICATIONS, variables: { firstTime: input.firstTime } });
            await client.query({ query: UNREAD_NOTIFICATIONS, fetchPolicy: 'network-only' });
          }),
        },
      }),
    [apollo],
  );
  useActorRef(logic);
  return null;
}
