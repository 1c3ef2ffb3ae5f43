import { useDeferredValue, useEffect, useState } from 'react';
import { LoadError } from '../ui/LoadError';
import { Loading } from '../ui/Loading';
import { useConnection } from '../shared/apollo-ready';
import { ConfigContext, toConfigValue, type ConfigValue } from '../shared/config';
import { APP_CONFIG } from '../shared/api';
import { setFlowInspector } from '../shared/flow-inspection';
import { whenPageSettled } from '../lib/next-task';
import { requestConfig } from './config-request';
import { AppRoutes, useFirstScreenLoaded } from './routes';
import { readStoredSession } from './session';
import { SessionRoot } from './SessionRoot';

/**
 * /flujos watches the app's actors in dev and demo builds only; the broadcaster is its own chunk, fetched once the
 * first screen has painted (the actors started before it are handed to it then).
 */
function inspectFlows(demo: boolean): () => void {
  if (demo || import.meta.env.DEV)
    return whenPageSettled(() => void import('../features/flows/broadcast').then((module) => module.broadcastFlows(setFlowInspector)));
  setFlowInspector(null);
  return () => {};
}

function useAppConfig(): { config: ConfigValue | null; failed: boolean; retry(): void } {
  const { query } = useConnection();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ config: ConfigValue | null; failed: boolean }>({ config: null, failed: false });
  useEffect(() => {
    let live = true;
    let stopInspecting = () => {};
    // the demo panel (/demo) changes flags and maintenance while the app runs: a reload keeps what is shown if it fails
    const reload = async () => {
      const data = await query(APP_CONFIG).catch(() => undefined);
      if (live && data) setAnswer({ config: toConfigValue(data.appConfig, reload), failed: false });
    };
    requestConfig(query).then(
      (data) => {
        if (!live) return;
        stopInspecting = inspectFlows(data.appConfig.demo);
        setAnswer({ config: toConfigValue(data.appConfig, reload), failed: false });
      },
      () => live && setAnswer({ config: null, failed: true }),
    );
    return () => {
      live = false;
      // an app taken down before its page settled (a screen test's end) leaves no timer behind
      stopInspecting();
    };
  }, [query, attempt]);
  // with demo data, another tab's panel may have changed them: read them again when this tab comes back
  const demo = answer.config?.demo ?? false;
  const reload = answer.config?.reload;
  useEffect(() => {
    if (!demo || !reload) return;
    const onFocus = () => void reload();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [demo, reload]);
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
  // the user meanwhile instead of freezing in one long task. Only the first: flags read again later (the demo panel)
  // apply at once, or a screen opened meanwhile would draw with the old ones
  const firstShown = useDeferredValue(screenLoaded ? config : null);
  const shown = firstShown && config;

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
