import { useQuery } from '@apollo/client/react';
import { Link, Redirect, useSearch } from 'wouter';
import { NO_CLIENT_FUNCIONARIOS } from '../../../machines/rules/funcionario-rules';
import { MISSING } from '../../lib/format';
import { href, paths } from '../../shared/paths';
import { DetailList } from '../../ui/DetailList';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { Table, type Column } from '../../ui/Table';
import { CLIENT_DETAIL, type ClientDetail, type ClientFuncionario } from './api';
import { dashboardWith, detailFromUrl } from './client-search';
import './company.css';

/**
 * /mis-servicios/cliente (spec 3 §2): 'Detalle de Cliente', its FUNCIONARIOS with EDITAR, and who holds which of the
 * line's privileges at a glance. The client, its company and Buscar Clientes' filters come in the URL, so a reload
 * keeps them and the back link returns to the same search.
 */
export default function ClientDetailPage() {
  const { clientId, companyId, filters } = detailFromUrl(useSearch());
  const { data, loading, error, refetch } = useQuery(CLIENT_DETAIL, {
    variables: { clientId, companyId },
    skip: !clientId || !companyId,
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  if (!clientId || !companyId) return <Redirect to={paths.dashboard} replace />;
  const detail = data?.viewer?.company?.clientDetail;

  return (
    <section className="page" aria-labelledby="client-title">
      <p>
        <Link href={dashboardWith(filters)}>← Volver a Buscar Clientes</Link>
      </p>
      <h1 id="client-title">Detalle de Cliente</h1>
      {detail ? <ClientDetailView detail={detail} /> : loading ? <Loading /> : <LoadError error={error} onRetry={() => refetch()} />}
    </section>
  );
}

function ClientDetailView({ detail }: { detail: ClientDetail }) {
  const columns: Array<Column<ClientFuncionario>> = [
    { key: 'name', header: 'Nombre', render: (f) => f.name ?? MISSING },
    { key: 'rut', header: 'RUT', render: (f) => f.rut ?? MISSING },
    { key: 'email', header: 'Email', render: (f) => f.email ?? MISSING },
    { key: 'privileges', header: 'Privilegios', render: (f) => f.privilegesText ?? MISSING },
    {
      key: 'edit',
      header: 'Editar',
      render: (f) =>
        f.id ? (
          <Link href={href(paths.funcionario, { id: f.id })} aria-label={`Editar a ${f.name ?? 'funcionario'}`}>
            EDITAR
          </Link>
        ) : (
          MISSING
        ),
    },
  ];
  return (
    <>
      <section className="card" aria-label="Cliente">
        <DetailList
          items={[
            { label: 'N° Cliente', value: detail.clientCode ?? MISSING },
            { label: 'RUT', value: detail.companyRut ?? MISSING },
            { label: 'Empresa', value: detail.companyName ?? MISSING },
            { label: 'Dirección', value: detail.address ?? MISSING },
            { label: 'Ciudad', value: detail.city ?? MISSING },
            { label: 'Región', value: detail.region ?? MISSING },
          ]}
        />
      </section>
      <section className="card" aria-labelledby="client-funcionarios-title">
        <h2 id="client-funcionarios-title">FUNCIONARIOS</h2>
        <Table
          caption="Funcionarios del cliente"
          hideCaption
          columns={columns}
          rows={detail.funcionarios}
          rowKey={(f) => f.id ?? `${f.rut}:${f.email}`}
          emptyText={detail.emptyMessage ?? NO_CLIENT_FUNCIONARIOS}
        />
      </section>
      {detail.funcionarios.length > 0 && detail.privileges.length > 0 && <PrivilegeGrid detail={detail} />}
    </>
  );
}

/** One row per funcionario, one column per privilege of the client's line, a mark where it is held. */
function PrivilegeGrid({ detail }: { detail: ClientDetail }) {
  return (
    <section className="card" aria-labelledby="privilege-grid-title">
      <h2 id="privilege-grid-title">Privilegios por funcionario</h2>
      <div className="privilege-grid-wrap" tabIndex={0} role="group" aria-label="Tabla de privilegios, se desplaza hacia el lado">
        <table className="privilege-grid">
          <caption className="visually-hidden">Qué privilegios tiene cada funcionario sobre este cliente</caption>
          <thead>
            <tr>
              <th scope="col">Funcionario</th>
              {detail.privileges.map((p) => (
                <th key={p.id} scope="col">
                  {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {detail.funcionarios.map((f) => (
              <tr key={f.id ?? `${f.rut}:${f.email}`}>
                <th scope="row">{f.name ?? MISSING}</th>
                {detail.privileges.map((p) => {
                  const held = f.privileges.includes(p.id);
                  return (
                    <td key={p.id}>
                      <span role="img" aria-label={held ? 'Sí' : 'No'}>
                        {held ? '✔' : '–'}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
