import { useMemo } from 'react';
import { useActorRef } from '../../shared/machines';
import { fromPromise } from 'xstate';
import { cylinderCheckMachine } from '../../../machines/cylinder-check.machine';
import { useConnection } from '../../shared/apollo-ready';
import { CHECK_CYLINDER_NOTIFICATIONS } from './api';

/**
 * Runs the cylinder status-change check while a user with cylinder services is signed in. The check can wait for
 * the phone's idle time: it takes Apollo once the app has loaded it, and never asks for it first. Its answer carries
 * the bell's new count, which lands in the cache the bell reads.
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
          }),
        },
      }),
    [apollo],
  );
  useActorRef(logic);
  return null;
}
