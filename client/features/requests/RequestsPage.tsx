import { useId, useState, type FormEvent } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link, useLocation, useSearch } from 'wouter';
import { useBlockRetry } from '../../shared/block-retry';
import { today } from '../../lib/date-range';
import { TYPED_DAY_FORMAT } from '../../lib/typed-day';
import { formatDate, MISSING } from '../../lib/format';
import { href, paths } from '../../shared/paths';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { SelectField } from '../../ui/SelectField';
import { Table, type Column } from '../../ui/Table';
import { TypedDayField } from '../../ui/TypedDayField';
import { REQUEST_LIST_BLOCK, REQUEST_TREE_BLOCK, REQUESTS, type RequestRow, type TreeService } from './api';
import { categoriesOf, dateProblem, filtersFromSearch, searchOf, toRequestFilter, typesOf, type Filters } from './filters';
import { keyed } from '../../lib/row-keys';
import './requests.css';

const EMPTY_TEXT = 'No existen resultados para esta búsqueda';
/** like the app's other lists: 10 a page keeps a phone's page short (issue 43) */
export const REQUESTS_PAGE_SIZE = 10;
export const DATES_HINT = 'Fechas opcionales: escríbelas como dd/mm/aaaa, hasta hoy.';

/** The detail's address: the list's filters ride along, so its back link returns to the same list. */
export function detailHref(row: { id: string; isSalesforce: boolean }, search: string): string {
  const params = new URLSearchParams(search);
  if (!row.isSalesforce) params.set('sf', '0');
  const query = params.toString();
  return `${href(paths.request, { id: row.id })}${query ? `?${query}` : ''}`;
}

/** /requerimientos: the user's requests with their filters (spec 1 §2), persons and company users alike. */
export default function RequestsPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const applied = filtersFromSearch(search);
  const filter = toRequestFilter(applied);
  const client = useApolloClient();
  const { data, previousData, loading, error, refetch } = useQuery(REQUESTS, {
    variables: { filter },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  const retryTree = useBlockRetry(REQUEST_TREE_BLOCK);
  const viewer = data?.viewer;
  const tree = (viewer ?? previousData?.viewer)?.requestTypeTree;
  const listSearch = searchOf(applied);

  if (!viewer && !previousData?.viewer) return error && !loading ? <LoadError onRetry={() => refetch()} /> : <Loading />;

  const apply = (next: Filters) => {
    const target = `${paths.requests}${searchOf(next)}`;
    if (searchOf(next) === listSearch) void refetch();
    else navigate(target, { replace: true });
  };
  const retryList = () =>
    client.query({ query: REQUEST_LIST_BLOCK, variables: { filter }, fetchPolicy: 'network-only', errorPolicy: 'all' });

  const columns: Array<Column<RequestRow>> = [
    { key: 'id', header: 'Id Requerimiento', render: (r) => r.id ?? MISSING },
    { key: 'date', header: 'Fecha', render: (r) => <span className="request-date">{formatDate(r.createdAt)}</span> },
    { key: 'line', header: 'Servicios', render: (r) => r.lineName ?? MISSING },
    { key: 'type', header: 'Tipo Requerimiento', render: (r) => r.typeName ?? MISSING },
    { key: 'status', header: 'Estado', render: (r) => r.status ?? MISSING },
    {
      key: 'detail',
      header: 'Detalle',
      // a request the backend listed without its id cannot be opened (issue 37)
      render: ({ id, isSalesforce }) =>
        id ? (
          <Link href={detailHref({ id, isSalesforce }, listSearch)} aria-label={`Detalle del requerimiento ${id}`}>
            Detalle
          </Link>
        ) : (
          MISSING
        ),
    },
  ];

  return (
    <section className="page" aria-labelledby="requests-title">
      <h1 id="requests-title">Mis Requerimientos</h1>
      {/* the form starts afresh from the URL's filters each time they change (coming back from a detail) */}
      <FilterForm key={listSearch} initial={applied} tree={tree} onApply={apply} onRetryTree={() => retryTree('tree')} />
      <section aria-label="Resultados" className="request-results">
        <Table
          caption="Requerimientos"
          hideCaption
          columns={columns}
          rows={viewer?.requests && keyed(viewer.requests, (r) => r.id)}
          rowKey={(r) => r.rowKey}
          loading={!viewer && loading}
          error={viewer ? viewer.requests === null : false}
          onRetry={() => void retryList()}
          emptyText={EMPTY_TEXT}
          pageSize={REQUESTS_PAGE_SIZE}
        />
      </section>
    </section>
  );
}

/** a level of the tree as a list's options */
const choices = (level: ReadonlyArray<{ id: string; name: string | null }>) =>
  level.map((item) => ({ value: item.id, label: item.name ?? MISSING }));

interface FilterFormProps {
  initial: Filters;
  /** undefined while loading, null when it could not be read */
  tree: readonly TreeService[] | null | undefined;
  onApply: (filters: Filters) => void;
  onRetryTree: () => unknown;
}

function FilterForm({ initial, tree, onApply, onRetryTree }: FilterFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<Filters>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const max = today();

  // dates whose text names no day: the filter waits for them
  const [unreadable, setUnreadable] = useState<Array<'from' | 'to'>>([]);
  const problemOf = (filters: Filters, sides: readonly string[]) => (sides.length ? TYPED_DAY_FORMAT : dateProblem(filters));

  const setDate = (field: 'from' | 'to', iso: string | null) => {
    const next = { ...draft, [field]: iso ?? '' };
    const sides = iso === null ? [...new Set([...unreadable, field])] : unreadable.filter((side) => side !== field);
    setDraft(next);
    setUnreadable(sides);
    // a message already shown follows the dates as they change; a first one waits for Filtrar
    if (problem) setProblem(problemOf(next, sides));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(draft, unreadable);
    setProblem(found);
    if (!found) onApply(draft);
  };
  const select = (field: 'service' | 'category' | 'type', value: string) =>
    setDraft((d) =>
      field === 'service'
        ? { ...d, service: value, category: '', type: '' }
        : field === 'category'
          ? { ...d, category: value, type: '' }
          : { ...d, type: value },
    );
  const categories = tree ? categoriesOf(tree, draft.service) : [];
  const types = tree ? typesOf(tree, draft.service, draft.category) : [];
  const dateInput = (field: 'from' | 'to', label: string) => (
    <TypedDayField
      id={`${id}-${field}`}
      label={label}
      value={draft[field]}
      max={max}
      invalid={Boolean(problem)}
      describedBy={[`${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ')}
      onChange={(iso) => setDate(field, iso)}
    />
  );

  return (
    <form className="card request-filters" aria-label="Filtros" onSubmit={submit} noValidate>
      <p id={`${id}-hint`} className="field-hint range-hint picker-hint-block">
        {DATES_HINT}
      </p>
      <div className="request-filters-fields">
        {dateInput('from', 'Fecha desde')}
        {dateInput('to', 'Fecha hasta')}
        {tree === null ? (
          <div className="request-filters-error">
            <LoadError onRetry={onRetryTree} />
          </div>
        ) : (
          <>
            <SelectField
              label="Servicio"
              placeholder="Todos"
              options={choices(tree ?? [])}
              value={draft.service}
              disabled={!tree}
              onChange={(e) => select('service', e.target.value)}
            />
            <SelectField
              label="Categoría"
              placeholder="Todas"
              options={choices(categories)}
              value={draft.category}
              disabled={!categories.length}
              onChange={(e) => select('category', e.target.value)}
            />
            <SelectField
              label="Tipo Requerimiento"
              placeholder="Todos"
              options={choices(types)}
              value={draft.type}
              disabled={!types.length}
              onChange={(e) => select('type', e.target.value)}
            />
          </>
        )}
        <button type="submit" className="button request-filters-submit">
          Filtrar
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
