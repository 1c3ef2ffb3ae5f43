import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useLocation, useSearch } from 'wouter';
import { MAX_LENGTH } from '../../../machines/rules/limits';
import { formatDate, formatMoney, MISSING } from '../../lib/format';
import { keyed } from '../../lib/row-keys';
import { href, paths } from '../../shared/paths';
import { withSelection } from '../../shared/selected-client';
import { Table, type Column } from '../../ui/Table';
import { QUOTES, type QuoteRow } from './api';
import { InstitutionalShell } from './InstitutionalShell';
import { institutionalTab } from './institutional-list';
import { screenRead } from '../../shared/screen-reads';
import { monthsFrom, PeriodForm } from '../../shared/PeriodForm';
import { QUOTE_TYPE_LABEL, stateLabel } from './quote-labels';

export const NO_QUOTES = 'No se han encontrado cotizaciones en el período seleccionado.';
export const ORDER_REQUIRED = 'Debes ingresar un número de pedido';

/** The order number the URL searches by (?pedido=), or null: the period applies. */
export const orderFrom = (search: string) => new URLSearchParams(search).get('pedido')?.trim() || null;

/** The client's quotes of the URL's period, or by the order number it names. */
const quotesRead = (clientCode: string, search: string) =>
  screenRead(QUOTES, { clientCode, months: monthsFrom(search), orderNumber: orderFrom(search) });

export const prefetch = institutionalTab(paths.institutional.quotes, (client, { search }) => client && quotesRead(client.code, search));

/** Cotizaciones (spec 3 §2): the client's quotes by period or by order number, each linked to its detail. */
export default function QuotesPage() {
  return (
    <InstitutionalShell current={paths.institutional.quotes} keep={['periodo', 'pedido']}>
      {(_, chosen) => <Quotes clientCode={chosen.clientCode} />}
    </InstitutionalShell>
  );
}

function Quotes({ clientCode }: { clientCode: string }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const months = monthsFrom(search);
  const orderNumber = orderFrom(search);
  const show = (query: string) => navigate(withSelection(`${paths.institutional.quotes}?${query}`, clientCode), { replace: true });
  return (
    <>
      <div className="quote-filters">
        <PeriodForm key={months} months={months} button="Buscar" label="Cotizaciones por periodo" onApply={(m) => show(`periodo=${m}`)} />
        <OrderForm key={orderNumber ?? ''} orderNumber={orderNumber ?? ''} onApply={(n) => show(`pedido=${encodeURIComponent(n)}`)} />
      </div>
      <QuoteTable key={`${clientCode}-${months}-${orderNumber}`} clientCode={clientCode} search={search} />
    </>
  );
}

function OrderForm({ orderNumber, onApply }: { orderNumber: string; onApply: (orderNumber: string) => void }) {
  const id = useId();
  const [value, setValue] = useState(orderNumber);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setError(ORDER_REQUIRED);
    onApply(value.trim());
  };
  return (
    <form className="account-filter order-filter" onSubmit={submit} aria-label="Cotizaciones por número de pedido" noValidate>
      <label htmlFor={id}>N° de pedido</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={MAX_LENGTH.orderNumber}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
      />
      <button type="submit" className="button button-secondary">
        Buscar
      </button>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function QuoteTable({ clientCode, search }: { clientCode: string; search: string }) {
  const { data, loading, error, refetch } = useQuery(QUOTES, { variables: quotesRead(clientCode, search).variables, errorPolicy: 'all' });
  const list = data?.viewer?.quotes;
  const detail = (quoteNumber: string) => withSelection(href(paths.institutional.quoteDetail, { quoteNumber }), clientCode);
  const columns: Array<Column<QuoteRow>> = [
    { key: 'number', header: 'N° cotización', render: (q) => q.quoteNumber ?? MISSING },
    { key: 'date', header: 'Fecha', render: (q) => formatDate(q.createdAt) },
    { key: 'type', header: 'Tipo', render: (q) => (q.type ? QUOTE_TYPE_LABEL[q.type] : MISSING) },
    { key: 'state', header: 'Estado', render: stateLabel },
    { key: 'order', header: 'N° de pedido', render: (q) => q.orderNumber ?? MISSING },
    { key: 'total', header: 'Total', align: 'end', render: (q) => formatMoney(q.total) },
    {
      key: 'detail',
      header: 'Detalle',
      render: ({ quoteNumber, incomplete }) =>
        quoteNumber ? (
          <span className="quote-actions">
            <Link href={detail(quoteNumber)} aria-label={`Ver detalle de la cotización ${quoteNumber}`}>
              Ver detalle
            </Link>
            {incomplete && (
              <Link
                href={`${withSelection(paths.institutional.quote, clientCode)}&cotizacion=${encodeURIComponent(quoteNumber)}`}
                aria-label={`Completar y enviar la cotización ${quoteNumber}`}
              >
                Completar y enviar
              </Link>
            )}
          </span>
        ) : (
          ''
        ),
    },
  ];
  return (
    <Table
      caption="Cotizaciones"
      hideCaption
      columns={columns}
      rows={list ? keyed(list.quotes, (q) => q.quoteNumber) : list}
      rowKey={(q) => q.rowKey}
      loading={loading && !list}
      error={!loading && !list && error}
      onRetry={() => void refetch()}
      emptyText={list?.emptyMessage ?? NO_QUOTES}
      pageSize={10}
    />
  );
}
