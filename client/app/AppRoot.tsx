import { StrictMode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { Router } from 'wouter';
import { parseRoutePattern } from '../lib/route-patterns';
import { ConnectionContext, type AppConnection } from '../shared/apollo-ready';
import { App } from './App';
import { appStore } from './session';

/** The whole app over a given connection: the browser's (main.tsx, Apollo loading lazily) or the screen tests'. */
export function AppRoot({ connection }: { connection: AppConnection }) {
  return (
    <StrictMode>
      <ConnectionContext.Provider value={connection}>
        <JotaiProvider store={appStore}>
          <Router parser={parseRoutePattern}>
            <App />
          </Router>
        </JotaiProvider>
      </ConnectionContext.Provider>
    </StrictMode>
  );
}
