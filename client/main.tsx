import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/AppRoot';
import { requestConfig } from './app/config-request';
import { sessionBridge } from './app/session-bridge';
import { currentSession, tokenStoredForThisAccount } from './app/session';
import { createApolloClient } from './lib/apollo';
import './styles.css';

const client = createApolloClient({
  getAuth: () => {
    const session = currentSession();
    return session ? { token: session.token, kind: session.kind } : null;
  },
  onTokenRefreshed: (token) => sessionBridge.tokenRefreshed(token),
  onSessionExpired: () => sessionBridge.expired(),
  storedToken: tokenStoredForThisAccount,
});

// everything waits for the config: ask for it now, not once React has rendered the boot screen (App takes this answer)
requestConfig(client).catch(() => undefined);

createRoot(document.getElementById('root')!).render(<AppRoot client={client} />);
