import { useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { Table, type Column } from '../../../ui/Table';
import { DEMO_PAGE_VIEWS, type DemoPageView } from '../api';

const COLUMNS: ReadonlyArray<Column<DemoPageView>> = [
  { key: 'at', header: 'Hora', render: (view) => dayjs(view.at).format('DD-MM-YYYY HH:mm:ss') },
  {
    key: 'who',
    header: 'Cuenta',
    render: (view) => `${view.kind === 'COMPANY' ? 'Empresas' : 'Personas'}${view.email ? ` · ${view.email}` : ''}`,
  },
  { key: 'path', header: 'Ruta', render: (view) => view.path },
  { key: 'title', header: 'Título', render: (view) => view.title },
];

/** The page views the signed-in shell sent this gateway (its last 50, newest first), read again on demand. */
export function PageViews() {
  const { data, loading, error, refetch } = useQuery(DEMO_PAGE_VIEWS, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  return (
    <section className="card" aria-labelledby="demo-page-views">
      <h2 id="demo-page-views">Eventos de navegación</h2>
      <p className="muted">Las pantallas que abrieron las sesiones de esta demostración, de la más reciente a la más antigua.</p>
      <div className="demo-row">
        <button type="button" className="button button-secondary" disabled={loading} onClick={() => void refetch()}>
          Actualizar
        </button>
      </div>
      <Table
        caption="Eventos de navegación"
        hideCaption
        columns={COLUMNS}
        rows={data?.demoPageViews}
        rowKey={(view) => view.id}
        loading={loading && !data}
        error={!!error && !data}
        onRetry={() => void refetch()}
        emptyText="Aún no hay eventos de navegación."
        pageSize={10}
      />
    </section>
  );
}
