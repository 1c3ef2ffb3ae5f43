import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/AppRoot';
import { requestConfig } from './app/config-request';
import { sessionBridge } from './app/session-bridge';
import { currentSession, tokenStoredForThisAccount } from './app/session';
import { lazyApollo } from './lib/apollo-holder';
import { nextTask } from './lib/next-task';
import { writeShownReads } from './lib/early-reads';
import { fetchQueryRunner } from './lib/plain-query';
import './styles.css';

// Apollo Client is its own chunk: /login renders without it and loads it when idle or on sign-in, the other screens
// ask for it with their own chunk
const query = fetchQueryRunner();
const apollo = lazyApollo(
  () =>
    import('./lib/apollo').then(async ({ createApolloClient }) => {
      await nextTask();
      return createApolloClient({
        getAuth: () => {
          const session = currentSession();
          return session ? { token: session.token, kind: session.kind } : null;
        },
        onTokenRefreshed: (token) => sessionBridge.tokenRefreshed(token),
        onSessionExpired: () => sessionBridge.expired(),
        storedToken: tokenStoredForThisAccount,
      });
    }),
  (client) => writeShownReads(query, client),
);

// everything waits for the config: ask for it now, not once React has rendered the boot screen (App takes this answer)
requestConfig(query).catch(() => undefined);

createRoot(document.getElementById('root')!).render(<AppRoot connection={{ apollo, query }} />);
