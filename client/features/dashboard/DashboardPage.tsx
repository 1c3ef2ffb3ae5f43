import { useBlockRetry } from '../../shared/block-retry';
import { useConfig } from '../../shared/config';
import { useEarlyQuery } from '../../shared/early-query';
import { SessionActor } from '../../shared/session-actor';
import { Avatar } from '../../ui/Avatar';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { DASHBOARD, DASHBOARD_BLOCK } from './api';
import { CampaignCarousel } from './CampaignCarousel';
import { CompanyDashboard } from './CompanyDashboard';
import { PersonDashboard } from './PersonDashboard';

/** /mis-servicios (exact): welcome, campaigns, a card per line (spec 2 §2; companies spec 3 §2). */
export default function DashboardPage() {
  const { flag } = useConfig();
  const session = SessionActor.useSelector((s) => s.context.session);
  // a block that fails comes back null beside the rest (a line's list, a card's credit): each says so where it is.
  // Opened signed in, the app read it as it opened (prefetch.ts), and it shows before Apollo has loaded
  const { data, loading, error, refetch } = useEarlyQuery(DASHBOARD, 'cache-and-network');
  const retryBlock = useBlockRetry(DASHBOARD_BLOCK);
  const viewer = data?.viewer;
  const retry = () => refetch();

  if (!viewer) {
    if (loading) return <Loading label="Cargando tus servicios…" />;
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
          <CompanyDashboard company={viewer.company} administrator={session?.role === 'Administrador'} error={error} onRetry={retryBlock} />
        ) : (
          <LoadError onRetry={retry} />
        ))}
    </div>
  );
}
