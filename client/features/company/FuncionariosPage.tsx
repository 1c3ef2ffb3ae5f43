import { useCallback, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useLocation, useSearch } from 'wouter';
import { MISSING } from '../../lib/format';
import { href, paths } from '../../shared/paths';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { Notice } from '../../ui/Notice';
import { Table, type Column } from '../../ui/Table';
import { FUNCIONARIOS, type FuncionarioRow } from './api';
import { DeleteFuncionarioDialog } from './DeleteFuncionarioDialog';
import { FuncionarioSearchForm } from './FuncionarioSearchForm';
import { searchFromUrl, urlOfSearch, type FuncionarioSearch } from './funcionario-search';
import './company.css';

/**
 * /funcionarios, the Administrador's (spec 3 §2): Crear Funcionario, the search by RUT, e-mail, name or company, and
 * the table with Editar and Eliminar. The search rides in the URL (a reload or the back button keeps it); with none,
 * the page lists the funcionarios of every company of the Administrador.
 */
export default function FuncionariosPage() {
  const search = searchFromUrl(useSearch());
  const [, navigate] = useLocation();
  const { data, loading, error, refetch } = useQuery(FUNCIONARIOS, {
    variables: { search },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  const [deleting, setDeleting] = useState<FuncionarioRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const company = data?.viewer?.company;
  const result = company?.funcionarios;

  const onSearch = (next: FuncionarioSearch) => {
    const url = urlOfSearch(next);
    if (url === urlOfSearch(search)) void refetch();
    else navigate(url, { replace: true });
  };
  const onDeleteEnd = useCallback(
    (deleted: string | null) => {
      setDeleting(null);
      if (!deleted) return;
      setNotice(deleted);
      void refetch();
    },
    [refetch],
  );

  const fullName = (row: FuncionarioRow) => [row.name, row.lastName].filter(Boolean).join(' ') || MISSING;
  const columns: Array<Column<FuncionarioRow>> = [
    { key: 'name', header: 'Nombre', render: fullName },
    { key: 'rut', header: 'RUT', render: (row) => row.rut ?? MISSING },
    { key: 'email', header: 'Email', render: (row) => row.email ?? MISSING },
    { key: 'status', header: 'Estado', render: (row) => <StatusIcon enabled={row.enabled} />, align: 'center' },
    {
      key: 'edit',
      header: 'Editar',
      render: (row) => (
        <Link href={href(paths.funcionario, { id: row.id })} aria-label={`Editar a ${fullName(row)}`}>
          Editar
        </Link>
      ),
    },
    {
      key: 'delete',
      header: 'Eliminar',
      render: (row) =>
        row.canDelete ? (
          <button type="button" className="link-button" onClick={() => setDeleting(row)} aria-label={`Eliminar a ${fullName(row)}`}>
            Eliminar
          </button>
        ) : (
          MISSING
        ),
    },
  ];

  return (
    <section className="page" aria-labelledby="funcionarios-title">
      <div className="page-heading">
        <h1 id="funcionarios-title">Mis Funcionarios</h1>
        <Link href={paths.newFuncionario} className="button">
          Crear Funcionario
        </Link>
      </div>
      {notice && <Notice title={notice} tone="ok" onDismiss={() => setNotice(null)} />}
      {!company && loading ? (
        <Loading />
      ) : !company ? (
        <LoadError error={error} onRetry={() => refetch()} />
      ) : (
        <>
          <FuncionarioSearchForm
            key={urlOfSearch(search)}
            initial={search}
            companies={company.companySelector}
            fieldErrors={result?.fieldErrors ?? []}
            onSearch={onSearch}
            onRetryCompanies={() => void refetch()}
          />
          <Table
            caption="Funcionarios"
            hideCaption
            columns={columns}
            rows={result?.rows}
            rowKey={(row) => row.id}
            loading={loading && !result}
            error={result === null}
            onRetry={() => void refetch()}
            emptyText={result?.emptyMessage ?? 'No se encontraron funcionarios'}
            pageSize={10}
          />
        </>
      )}
      {deleting && <DeleteFuncionarioDialog id={deleting.id} name={fullName(deleting)} onEnd={onDeleteEnd} />}
    </section>
  );
}

/** The status column: an icon with its words for those who do not see it (status '1' is Habilitado). */
function StatusIcon({ enabled }: { enabled: boolean | null }) {
  if (enabled === null) return <>{MISSING}</>;
  return (
    <span
      className={enabled ? 'status-icon status-on' : 'status-icon status-off'}
      role="img"
      aria-label={enabled ? 'Habilitado' : 'Deshabilitado'}
    >
      {enabled ? '✔' : '✖'}
    </span>
  );
}
