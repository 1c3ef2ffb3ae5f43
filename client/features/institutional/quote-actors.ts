import type { ApolloClient } from '@apollo/client';
import { quoteMachine } from '../../../machines/institutional-quote.machine';
import type { QuoteInput, QuoteType } from '../../gql/graphql';
import { mutationActor, queryActor } from '../../lib/mutation-actor';
import { CREATE_QUOTE, QUOTE_MATERIALS, QUOTE_OPTIONS } from './api';

/** The quote wizard with its reads and its sending over Apollo; a quote sent or saved is read again by Cotizaciones. */
export function quoteLogic(client: ApolloClient) {
  return quoteMachine.provide({
    actors: {
      loadOptions: queryActor(
        client,
        QUOTE_OPTIONS,
        ({ clientCode }: { clientCode: string }) => ({ clientCode }),
        (data) => {
          const options = data.viewer?.quoteOptions;
          if (!options) throw new Error('Sin respuesta');
          return options;
        },
      ),
      loadMaterials: queryActor(
        client,
        QUOTE_MATERIALS,
        (input: { clientCode: string; quoteType: QuoteType; paymentCode: string }) => input,
        (data) => {
          const materials = data.viewer?.quoteMaterials;
          if (!materials) throw new Error('Sin respuesta');
          return materials;
        },
      ),
      submitQuote: mutationActor(
        client,
        CREATE_QUOTE,
        (input: QuoteInput) => ({ input }),
        (data) => data.createQuote,
        {
          update(cache, { data }) {
            if (!data?.createQuote.ok) return;
            cache.evict({ id: 'Viewer:{}', fieldName: 'quotes' });
            cache.evict({ id: 'Viewer:{}', fieldName: 'quote' });
          },
        },
      ),
    },
  });
}
