import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useConnection } from '../../shared/apollo-ready';
import { useBlockRetry } from '../../lib/block-retry';
import { useConfig } from '../../shared/config';
import { SessionActor } from '../../shared/session-actor';
import { Avatar } from '../../ui/Avatar';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { DASHBOARD, DASHBOARD_BLOCK } from './api';
import { CampaignCarousel } from './CampaignCarousel';
import { CompanyDashboard } from './CompanyDashboard';
import { PersonDashboard } from './PersonDashboard';
import { dashboardPrefetch, forgetDashboardPrefetch } from './prefetch';

/**
 * The dashboard read the app made when it opened here (prefetch.ts): the screen waits for it to land in Apollo's
 * cache and reads it from there, instead of asking the gateway a second time. 'network' when there is none.
 */
function usePrefetched(token: string | undefined): 'waiting' | 'cache' | 'network' {
  const { query } = useConnection();
  const [prefetch] = useState(() => dashboardPrefetch(query, token));
  const [source, setSource] = useState<'waiting' | 'cache' | 'network'>(prefetch ? 'waiting' : 'network');
  useEffect(() => {
    if (!prefetch) return;
    let live = true;
    void prefetch.then((written) => {
      forgetDashboardPrefetch(query);
      if (live) setSource(written ? 'cache' : 'network');
    });
    return () => {
      live = false;
    };
  }, [prefetch, query]);
  return source;
}

/** /mis-servicios (exact): welcome, campaigns, a card per line (spec 2 §2; companies spec 3 §2). */
export default function DashboardPage() {
  const { flag } = useConfig();
  const session = SessionActor.useSelector((s) => s.context.session);
  // a block that fails comes back null beside the rest (a line's list, a card's credit): each says so where it is
  const source = usePrefetched(session?.token);
  const { data, loading, error, refetch } = useQuery(DASHBOARD, {
    fetchPolicy: source === 'cache' ? 'cache-first' : 'cache-and-network',
    errorPolicy: 'all',
    skip: source === 'waiting',
  });
  const retryBlock = useBlockRetry(DASHBOARD_BLOCK);
  const viewer = data?.viewer;
  const retry = () => refetch();

  if (!viewer) {
    if (loading || source === 'waiting') return <Loading label="Cargando tus servicios…" />;
    return <LoadError onRetry={retry} message={error ? undefined : 'No fue posible cargar tus servicios.'} />;
  }
  // /me could not be read: the welcome names the user stored with the session
  const user = viewer.user ?? session?.user;

  return (
    <div className="page dashboard">
      {user && (
        <header className="welcome">
          <Avatar name={user.name} lastName={user.lastName} url={user.avatarUrl ?? null} size={56} />
          <div>
            <p className="muted">Bienvenido(a)</p>
            <h1>
              {user.name} {user.lastName}
            </h1>
          </div>
        </header>
      )}
      {/* campaigns that could not be read hide the carousel, and nothing else */}
      {flag('dashboard_campaign') && viewer.campaigns && <CampaignCarousel campaigns={viewer.campaigns} />}
      {viewer.kind === 'PERSON' &&
        (viewer.services ? <PersonDashboard services={viewer.services} onRetry={retryBlock} /> : <LoadError onRetry={retry} />)}
      {viewer.kind === 'COMPANY' &&
        (viewer.company ? (
          <CompanyDashboard company={viewer.company} administrator={session?.role === 'Administrador'} onRetry={retryBlock} />
        ) : (
          <LoadError onRetry={retry} />
        ))}
    </div>
  );
}
