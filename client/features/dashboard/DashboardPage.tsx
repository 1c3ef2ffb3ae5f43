import { useQuery } from '@apollo/client/react';
import { useConfig } from '../../shared/config';
import { Avatar } from '../../ui/Avatar';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { DASHBOARD } from './api';
import { CampaignCarousel } from './CampaignCarousel';
import { CompanyDashboard } from './CompanyDashboard';
import { PersonDashboard } from './PersonDashboard';

/** /mis-servicios (exact): welcome, campaigns, a card per line (spec 2 §2; companies spec 3 §2). */
export default function DashboardPage() {
  const { flag } = useConfig();
  // a block that fails comes back null beside the rest (a line's list, a card's credit): each says so where it is
  const { data, loading, error, refetch } = useQuery(DASHBOARD, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const viewer = data?.viewer;
  const retry = () => void refetch();

  if (!viewer) {
    if (loading) return <Loading label="Cargando tus servicios…" />;
    return <LoadError onRetry={retry} message={error ? undefined : 'No fue posible cargar tus servicios.'} />;
  }

  return (
    <div className="page dashboard">
      <header className="welcome">
        <Avatar name={viewer.user.name} lastName={viewer.user.lastName} url={viewer.user.avatarUrl} size={56} />
        <div>
          <p className="muted">Bienvenido(a)</p>
          <h1>
            {viewer.user.name} {viewer.user.lastName}
          </h1>
        </div>
      </header>
      {flag('dashboard_campaign') && <CampaignCarousel campaigns={viewer.campaigns} />}
      {viewer.kind === 'PERSON' && (viewer.services ? <PersonDashboard services={viewer.services} /> : <LoadError onRetry={retry} />)}
      {viewer.kind === 'COMPANY' &&
        (viewer.company ? <CompanyDashboard company={viewer.company} onRetry={retry} /> : <LoadError onRetry={retry} />)}
    </div>
  );
}
