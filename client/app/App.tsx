import { useDeferredValue, useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { LoadError } from '../ui/LoadError';
import { Loading } from '../ui/Loading';
import { ConfigContext, toConfigValue, type ConfigValue } from '../shared/config';
import { setFlowInspector } from '../shared/flow-inspection';
import { requestConfig } from './config-request';
import { AppRoutes, useFirstScreenLoaded } from './routes';
import { readStoredSession } from './session';
import { SessionRoot } from './SessionRoot';

/** /flujos watches the app's actors in dev and demo builds only; the broadcaster is its own chunk. */
function inspectFlows(demo: boolean) {
  if (demo || import.meta.env.DEV) void import('../features/flows/broadcast').then((module) => module.broadcastFlows(setFlowInspector));
  else setFlowInspector(null);
}

function useAppConfig(): { config: ConfigValue | null; failed: boolean; retry(): void } {
  const client = useApolloClient();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ config: ConfigValue | null; failed: boolean }>({ config: null, failed: false });
  useEffect(() => {
    let live = true;
    requestConfig(client).then(
      (data) => {
        if (!live) return;
        inspectFlows(data.appConfig.demo);
        setAnswer({ config: toConfigValue(data.appConfig), failed: false });
      },
      () => live && setAnswer({ config: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [client, attempt]);
  const retry = () => {
    setAnswer({ config: null, failed: false });
    setAttempt((n) => n + 1);
  };
  return { ...answer, retry };
}

/** Reads the flags and contact data once, then starts the session and the routes. */
export function App() {
  const { config, failed, retry } = useAppConfig();
  const [storedSession] = useState(() => readStoredSession() !== null);
  const screenLoaded = useFirstScreenLoaded(storedSession);
  // the whole first screen renders in the background, a few milliseconds at a time, so a slow phone keeps answering
  // the user meanwhile instead of freezing in one long task
  const shown = useDeferredValue(screenLoaded ? config : null);

  if (!shown) {
    return <main className="boot">{failed ? <LoadError onRetry={retry} /> : <Loading label="Cargando Sucursal Virtual…" />}</main>;
  }
  return (
    <ConfigContext.Provider value={shown}>
      <SessionRoot>
        <AppRoutes />
      </SessionRoot>
    </ConfigContext.Provider>
  );
}
