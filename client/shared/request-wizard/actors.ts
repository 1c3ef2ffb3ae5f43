import { type ApolloClient, type FetchPolicy, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { fromPromise } from 'xstate';
import { requestWizardMachine, type FormRequest } from '../../../machines/request-wizard.machine';
import type { BusinessLine, RequestForm, RequestTypeRef } from '../../../machines/types';
import { mutationActor } from '../../lib/mutation-actor';
// a block error the backend answered with its own message ('El cliente seleccionado no registra deuda.') reaches the
// wizard as that message; any other failure as itself
import { withServerMessage } from '../../lib/server-message';
import { SHELL } from '../api';
import { visitPolicy } from '../screen-reads';
import { categoriesRead } from './wizard-reads';
import { CREATE_REQUEST, REQUEST_CATEGORIES, REQUEST_FORM, REQUEST_TYPE_BY_CODE, SIMULATE_AGREEMENT } from './api';

/** A read from the network whose block must be there; its null without an error is a failure too. */
function reader<TData, TVariables extends OperationVariables, TInput, TOutput>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  toVariables: (input: TInput) => TVariables,
  pick: (data: TData) => TOutput | undefined,
  policy: (variables: TVariables) => FetchPolicy = () => 'network-only',
) {
  return async (input: TInput): Promise<TOutput> => {
    const variables = toVariables(input);
    const result = await client
      .query({ query, variables, fetchPolicy: policy(variables) })
      .catch((error: unknown) => Promise.reject(withServerMessage(error)));
    if (result.error) throw withServerMessage(result.error);
    const picked = result.data ? pick(result.data) : undefined;
    if (picked === undefined) throw new Error('Sin respuesta');
    return picked;
  };
}

function readActor<TData, TVariables extends OperationVariables, TInput, TOutput>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  toVariables: (input: TInput) => TVariables,
  pick: (data: TData) => TOutput | undefined,
  policy?: (variables: TVariables) => FetchPolicy,
) {
  const read = reader(client, query, toVariables, pick, policy);
  return fromPromise<TOutput, TInput>(({ input }) => read(input));
}

/** A form whose fields named in `values` start with those values instead of the server's own. */
export function withValues(form: RequestForm, values: Readonly<Record<string, string>>): RequestForm {
  return { ...form, fields: form.fields.map((f) => (Object.hasOwn(values, f.name) ? { ...f, value: values[f.name]! } : f)) };
}

/**
 * The wizard with its effects over Apollo (machines/request-wizard.machine.ts names them). `presets` are the values a
 * preload brings (the simulator's instalments): the preloaded type's form starts with them.
 */
export function wizardLogic(client: ApolloClient, presets?: Readonly<Record<string, string>> | null) {
  const lookup = reader(
    client,
    REQUEST_TYPE_BY_CODE,
    (input: { code: string }) => input,
    (data) => data.viewer?.requestTypeByCode,
  );
  const form = reader(
    client,
    REQUEST_FORM,
    (input: FormRequest) => input,
    (data) => data.viewer?.requestForm ?? undefined,
  );
  // the type the preload's code named: only its form takes the presets
  let presetType: string | null = null;
  return requestWizardMachine.provide({
    actors: {
      // a viewer without the answer is no session: a failure; a null answer is a code the backend does not know
      lookupCode: fromPromise<RequestTypeRef | null, { code: string }>(async ({ input }) => {
        const ref = await lookup(input);
        presetType = ref?.typeId ?? null;
        return ref;
      }),
      loadCategories: readActor(
        client,
        REQUEST_CATEGORIES,
        (input: { line: BusinessLine }) => input,
        (data) => data.viewer?.requestCategories ?? undefined,
        // the tab's prefetch asked for them as the app went to it (wizard-reads.ts): that answer is this visit's
        (variables) => (visitPolicy(client, categoriesRead(variables.line)) === 'cache-first' ? 'cache-first' : 'network-only'),
      ),
      loadForm: fromPromise<RequestForm, FormRequest>(async ({ input }) => {
        const loaded = await form(input);
        return presets && input.typeId === presetType ? withValues(loaded, presets) : loaded;
      }),
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
