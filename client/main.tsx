import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/AppRoot';
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

createRoot(document.getElementById('root')!).render(<AppRoot client={client} />);
