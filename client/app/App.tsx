import { useDeferredValue, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { LoadError } from '../ui/LoadError';
import { Loading } from '../ui/Loading';
import { APP_CONFIG } from '../shared/api';
import { ConfigContext, toConfigValue } from '../shared/config';
import { AppRoutes, useFirstScreenLoaded } from './routes';
import { readStoredSession } from './session';
import { SessionRoot } from './SessionRoot';

/** Reads the flags and contact data once, then starts the session and the routes. */
export function App() {
  const { data, error, refetch } = useQuery(APP_CONFIG);
  const config = useMemo(() => (data ? toConfigValue(data.appConfig) : null), [data]);
  const [storedSession] = useState(() => readStoredSession() !== null);
  const screenLoaded = useFirstScreenLoaded(storedSession);
  // the whole first screen renders in the background, a few milliseconds at a time, so a slow phone keeps answering
  // the user meanwhile instead of freezing in one long task
  const shown = useDeferredValue(screenLoaded ? config : null);

  if (!shown) {
    return (
      <main className="boot">{error ? <LoadError onRetry={() => void refetch()} /> : <Loading label="Cargando Sucursal Virtual…" />}</main>
    );
  }
  return (
    <ConfigContext.Provider value={shown}>
      <SessionRoot>
        <AppRoutes />
      </SessionRoot>
    </ConfigContext.Provider>
  );
}
