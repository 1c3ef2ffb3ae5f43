import { useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useActorRef } from '../../shared/machines';
import { fromPromise } from 'xstate';
import { cylinderCheckMachine } from '../../../machines/cylinder-check.machine';
import { UNREAD_NOTIFICATIONS } from '../../shared/api';
import { CHECK_CYLINDER_NOTIFICATIONS } from './api';

/** Runs the cylinder status-change check while a user with cylinder services is signed in. */
export function CylinderCheck() {
  const client = useApolloClient();
  const logic = useMemo(
    () =>
      cylinderCheckMachine.provide({
        actors: {
          check: fromPromise(async ({ input }) => {
            await client.mutate({ mutation: CHECK_CYLINDER_NOTIFICATIONS, variables: { firstTime: input.firstTime } });
            await client.query({ query: UNREAD_NOTIFICATIONS, fetchPolicy: 'network-only' });
          }),
        },
      }),
    [client],
  );
  useActorRef(logic);
  return null;
}
