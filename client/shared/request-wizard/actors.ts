import { type ApolloClient, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { fromPromise } from 'xstate';
import { requestWizardMachine, type FormRequest } from '../../../machines/request-wizard.machine';
import type { BusinessLine } from '../../../machines/types';
import { mutationActor } from '../../lib/mutation-actor';
// a block error the backend answered with its own message ('El cliente seleccionado no registra deuda.') reaches the
// wizard as that message; any other failure as itself
import { withServerMessage } from '../../lib/server-message';
import { SHELL } from '../api';
import { CREATE_REQUEST, REQUEST_CATEGORIES, REQUEST_FORM, REQUEST_TYPE_BY_CODE, SIMULATE_AGREEMENT } from './api';

/** A read from the network whose block must be there; its null without an error is a failure too. */
function readActor<TData, TVariables extends OperationVariables, TInput, TOutput>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  toVariables: (input: TInput) => TVariables,
  pick: (data: TData) => TOutput | undefined,
) {
  return fromPromise<TOutput, TInput>(async ({ input }) => {
    const result = await client
      .query({ query, variables: toVariables(input), fetchPolicy: 'network-only' })
      .catch((error: unknown) => Promise.reject(withServerMessage(error)));
    if (result.error) throw withServerMessage(result.error);
    const picked = result.data ? pick(result.data) : undefined;
    if (picked === undefined) throw new Error('Sin respuesta');
    return picked;
  });
}

/** The wizard with its effects over Apollo (machines/request-wizard.machine.ts names them). */
export function wizardLogic(client: ApolloClient) {
  return requestWizardMachine.provide({
    actors: {
      // a viewer without the answer is no session: a failure; a null answer is a code the backend does not know
      lookupCode: readActor(
        client,
        REQUEST_TYPE_BY_CODE,
        (input: { code: string }) => input,
        (data) => data.viewer?.requestTypeByCode,
      ),
      loadCategories: readActor(
        client,
        REQUEST_CATEGORIES,
        (input: { line: BusinessLine }) => input,
        (data) => data.viewer?.requestCategories ?? undefined,
      ),
      loadForm: readActor(
        client,
        REQUEST_FORM,
        (input: FormRequest) => input,
        (data) => data.viewer?.requestForm ?? undefined,
      ),
      createRequest: mutationActor(
        client,
        CREATE_REQUEST,
        (input) => ({ input }),
        (answer) => answer.createRequest,
        {
          // the menu's 'Mis Requerimientos' shows once the user has a request
          refetchQueries: [SHELL],
        },
      ),
      simulateAgreement: mutationActor(
        client,
        SIMULATE_AGREEMENT,
        (input) => ({ input }),
        (answer) => answer.simulateAgreement,
      ),
    },
  });
}
