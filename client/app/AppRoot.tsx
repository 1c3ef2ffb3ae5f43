import { StrictMode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Provider as JotaiProvider } from 'jotai';
import { App } from './App';
import { appStore } from './session';

/** The whole app over a given Apollo client: the browser's (main.tsx) or the screen tests' (over the schema). */
export function AppRoot({ client }: { client: ApolloClient }) {
  return (
    <StrictMode>
      <ApolloProvider client={client}>
        <JotaiProvider store={appStore}>
          <App />
        </JotaiProvider>
      </ApolloProvider>
    </StrictMode>
  );
}
