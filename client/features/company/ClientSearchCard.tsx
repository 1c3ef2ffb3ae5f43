import { Suspense, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useLocation, useSearch } from 'wouter';
import { NO_CLIENT_ROWS } from '../../../machines/rules/funcionario-rules';
import { MAX_LENGTH } from '../../../machines/rules/limits';
import { MISSING } from '../../lib/format';
import { ApolloReady } from '../../shared/apollo-ready';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { SelectField } from '../../ui/SelectField';
import { Table, type Column } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { CLIENT_SEARCH, type ClientRow, type CompanyOption, type LineOption } from './api';
import { clientDetailHref, dashboardWith, filtersFromUrl, toClientSearchInput, type ClientFilters } from './client-search';
import './company.css';

/**
 * Buscar Clientes, on the Administrador's dashboard (spec 3 §2): client number, company and service, Filtrar; the
 * clients with their recipients' and responsibles' icons and Ver Detalle. The filters ride in the URL.
 */
export default function ClientSearchCard() {
  return (
    <section className="card" aria-labelledby="clients-title">
      <h2 id="clients-title">Buscar Clientes</h2>
      {/* the dashboard shows before Apollo has loaded: the search waits for it */}
      <Suspense fallback={<Loading label="Cargando clientes…" />}>
        <ApolloReady>
          <ClientSearch />
        </ApolloReady>
      </Suspense>
    </section>
  );
}

function ClientSearch() {
  const filters = filtersFromUrl(useSearch());
  const [, navigate] = useLocation();
  const { data, loading, error, refetch } = useQuery(CLIENT_SEARCH, {
    variables: { filter: toClientSearchInput(filters) },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  const company = data?.viewer?.company;
  const result = company?.clientSearch;
  const apply = (next: ClientFilters) => {
    const url = dashboardWith(next);
    if (url === dashboardWith(filters)) void refetch();
    else navigate(url, { replace: true });
  };

  const columns: Array<Column<ClientRow>> = [
    { key: 'code', header: 'N° Cliente', render: (row) => row.clientCode ?? MISSING },
    { key: 'company', header: 'Empresa', render: (row) => row.companyName ?? MISSING },
    { key: 'rut', header: 'RUT', render: (row) => row.companyRut ?? MISSING },
    { key: 'line', header: 'Servicio', render: (row) => row.lineName ?? MISSING },
    { key: 'icons', header: 'Contactos', render: (row) => <ContactIcons row={row} /> },
    {
      key: 'detail',
      header: 'Detalle',
      // a row without its ids cannot be opened (the backend left them out)
      render: (row) =>
        row.clientId && row.companyId ? (
          <Link
            href={clientDetailHref(row.clientId, row.companyId, filters)}
            aria-label={`Ver detalle del cliente ${row.clientCode ?? ''}`}
          >
            Ver Detalle
          </Link>
        ) : (
          MISSING
        ),
    },
  ];

  return (
    <>
      {!company && !loading ? (
        <LoadError error={error} onRetry={() => refetch()} />
      ) : (
        <>
          <ClientFilterForm
            key={dashboardWith(filters)}
            initial={filters}
            companies={company?.companySelector ?? null}
            lines={company?.businessLineSelector ?? null}
            onApply={apply}
          />
          <Table
            caption="Clientes"
            hideCaption
            columns={columns}
            rows={result?.rows}
            rowKey={(row) => `${row.companyId}:${row.clientId}:${row.clientCode}`}
            loading={loading && !result}
            error={!loading && result === null}
            onRetry={() => void refetch()}
            emptyText={result?.emptyMessage ?? NO_CLIENT_ROWS}
            pageSize={10}
          />
        </>
      )}
    </>
  );
}

/** The tank icon when the client has merchandise recipients, the money icon when it has payment responsibles. */
function ContactIcons({ row }: { row: ClientRow }) {
  if (!row.hasMerchandiseRecipients && !row.hasPaymentResponsibles) return <>{MISSING}</>;
  return (
    <span className="client-icons">
      {row.hasMerchandiseRecipients && (
        <svg viewBox="0 0 24 24" role="img" aria-label="Tiene destinatarios de mercancía" className="client-icon">
          <title>Destinatarios de mercancía</title>
          <rect x="3" y="7" width="18" height="11" rx="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M8 18v3M16 18v3M10 7V4h4v3" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      )}
      {row.hasPaymentResponsibles && (
        <svg viewBox="0 0 24 24" role="img" aria-label="Tiene responsables de pago" className="client-icon">
          <title>Responsables de pago</title>
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .8-3 2s1.3 1.7 3 2 3 .8 3 2-1.3 2-3 2c-1.4 0-2.5-.5-3-1.5M12 6v2M12 16v2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      )}
    </span>
  );
}

interface ClientFilterFormProps {
  initial: ClientFilters;
  /** null: that list could not be read; its select then offers 'Todas' alone */
  companies: readonly CompanyOption[] | null;
  lines: readonly LineOption[] | null;
  onApply: (filters: ClientFilters) => void;
}

function ClientFilterForm({ initial, companies, lines, onApply }: ClientFilterFormProps) {
  const [filters, setFilters] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(filters);
  };
  return (
    <form className="company-search" onSubmit={submit} noValidate aria-label="Filtros de clientes">
      <TextField
        label="N° de cliente"
        inputMode="numeric"
        autoComplete="off"
        maxLength={MAX_LENGTH.clientCode}
        value={filters.clientCode}
        onChange={(event) => setFilters({ ...filters, clientCode: event.target.value })}
      />
      <SelectField
        label="Empresa"
        placeholder="Todas"
        options={(companies ?? []).map((c) => ({ value: c.id, label: c.name ?? c.id }))}
        value={filters.companyId}
        hint={companies ? undefined : 'No fue posible obtener tus empresas'}
        onChange={(event) => setFilters({ ...filters, companyId: event.target.value })}
      />
      <SelectField
        label="Servicio"
        placeholder="Todos"
        options={(lines ?? []).map((l) => ({ value: l.id, label: l.name ?? l.id }))}
        value={filters.lineId}
        hint={lines ? undefined : 'No fue posible obtener los servicios'}
        onChange={(event) => setFilters({ ...filters, lineId: event.target.value })}
      />
      <button type="submit" className="button">
        Filtrar
      </button>
    </form>
  );
}
