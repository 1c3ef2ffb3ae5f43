import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'wouter';
import { formatDate, formatMoney, MISSING } from '../../lib/format';
import { keyed } from '../../lib/row-keys';
import { paths } from '../../shared/paths';
import { withSelection } from '../../shared/selected-client';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { Table, type Column } from '../../ui/Table';
import { QUOTE_DETAIL, type QuoteDetail } from './api';
import { InstitutionalShell } from './InstitutionalShell';
import { institutionalTab } from './institutional-list';
import { screenRead } from '../../shared/screen-reads';
import { COUPON_TYPE_LABEL, QUOTE_TYPE_LABEL, stateLabel } from './quote-labels';

type Line = QuoteDetail['lines'][number];

const lineColumns: Array<Column<Line>> = [
  { key: 'name', header: 'Material', render: (l) => l.name ?? l.materialCode ?? MISSING },
  { key: 'price', header: 'Valor unitario', align: 'end', render: (l) => formatMoney(l.price) },
  { key: 'quantity', header: 'Cantidad', align: 'end', render: (l) => String(l.quantity) },
  { key: 'subtotal', header: 'Subtotal', align: 'end', render: (l) => formatMoney(l.subtotal) },
];

const quoteRead = (clientCode: string, quoteNumber: string) => screenRead(QUOTE_DETAIL, { clientCode, quoteNumber });

/** The quote beside the company's clients, not after them: its client is the URL's, else the one remembered. */
export const prefetch = institutionalTab(
  paths.institutional.quotes,
  (client, { params }) => client && quoteRead(client.code, params.quoteNumber ?? ''),
);

/** /mis-servicios/cilindro/cotizaciones/{quote_number}?cliente=: a quote with its materials; one saved for later can be completed. */
export default function QuoteDetailPage() {
  return (
    <InstitutionalShell current={paths.institutional.quotes} selector={false}>
      {(_, chosen) => <Quote clientCode={chosen.clientCode} />}
    </InstitutionalShell>
  );
}

function Quote({ clientCode }: { clientCode: string }) {
  const { quoteNumber = '' } = useParams<{ quoteNumber: string }>();
  const client = clientCode;
  const { data, loading, error, refetch } = useQuery(QUOTE_DETAIL, {
    variables: quoteRead(client, quoteNumber).variables,
    errorPolicy: 'all',
  });
  const quote = data?.viewer?.quote;
  const back = withSelection(paths.institutional.quotes, client);
  let body;
  if (!quote)
    body = loading ? (
      <Loading />
    ) : (
      <LoadError onRetry={() => refetch()} error={error} message={error ? undefined : 'La cotización no existe'} />
    );
  else {
    const fields: Array<[string, string]> = [
      ['Fecha', formatDate(quote.createdAt)],
      ['Estado', stateLabel(quote)],
      ['Tipo de cotización', quote.type ? QUOTE_TYPE_LABEL[quote.type] : MISSING],
      ['Medio de pago', quote.paymentName ?? quote.paymentCode ?? MISSING],
      ...(quote.couponType ? [['Tipo de cupón', COUPON_TYPE_LABEL[quote.couponType]] as [string, string]] : []),
      ['Orden de compra', quote.purchaseOrder ?? MISSING],
      ['Dirección de despacho', quote.address ?? MISSING],
      ['N° de pedido', quote.orderNumber ?? MISSING],
    ];
    body = (
      <>
        <dl className="order-fields">
          {fields.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <Table
          caption="Materiales"
          columns={lineColumns}
          rows={keyed(quote.lines, (l) => l.materialCode)}
          rowKey={(l) => l.rowKey}
          emptyText="La cotización no tiene materiales"
        />
        <p className="quote-total">
          Total <strong>{formatMoney(quote.total)}</strong>
        </p>
        {quote.incomplete && (
          <Link
            className="button button-primary"
            href={`${withSelection(paths.institutional.quote, client)}&cotizacion=${encodeURIComponent(quoteNumber)}`}
          >
            Completar y enviar
          </Link>
        )}
      </>
    );
  }
  return (
    <article className="institutional-quote" aria-labelledby="quote-title">
      <Link href={back} className="back-link">
        Volver a Cotizaciones
      </Link>
      <h2 id="quote-title">{`Cotización N° ${quoteNumber}`}</h2>
      {body}
    </article>
  );
}
