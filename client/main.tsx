import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { Provider as JotaiProvider } from 'jotai';
import { App } from './app/App';
import { sessionBridge } from './app/session-bridge';
import { appStore, currentSession, readStoredSession } from './app/session';
import { createApolloClient } from './lib/apollo';
import './styles.css';

const client = createApolloClient({
  getAuth: () => {
    const session = currentSession();
    return session ? { token: session.token, kind: session.kind } : null;
  },
  onTokenRefreshed: (token) => sessionBridge.tokenRefreshed(token),
  onSessionExpired: () => sessionBridge.expired(),
  storedToken: () => readStoredSession()?.token ?? null,
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <JotaiProvider store={appStore}>
        <App />
      </JotaiProvider>
    </ApolloProvider>
  </StrictMode>,
);
