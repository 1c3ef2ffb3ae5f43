import { useApolloClient, useQuery } from '@apollo/client/react';
import { formatDate, formatMoney, MISSING } from '../../lib/format';
import { keyed } from '../../lib/row-keys';
import { paths } from '../../shared/paths';
import { DownloadButton, downloadUrl } from '../../ui/DownloadButton';
import { Table, type Column } from '../../ui/Table';
import { ELECTRICITY_DOWNLOAD_TOKEN, ELECTRICITY_INVOICES, useKnownContract, type Invoice } from './api';
import { DateRangeForm } from './DateRangeForm';
import { ElectricityShell } from './ElectricityShell';
import { prefetchContract } from './contract-hint';
import { electricityTab } from './electricity-list';
import { screenRead } from '../../shared/screen-reads';
import { rangeOf, useAppliedRange } from './range-params';

export const NO_INVOICES = 'No hay facturas para mostrar';

// the client's invoices beside the company's clients; the contract as a hint once the clients are known
export const prefetch = electricityTab(
  paths.electricity.invoices,
  (client, { search }) =>
    client &&
    screenRead(ELECTRICITY_INVOICES, {
      clientCode: client.code,
      contractCode: prefetchContract(client.code, client.item?.contractCode),
      ...rangeOf(search),
    }),
);

/** Historial de Facturas (spec 3 §2): the contract's invoices of a date range, 10 a page, each downloadable. */
export default function InvoicesPage() {
  return (
    <ElectricityShell current={paths.electricity.invoices} keep={['desde', 'hasta']}>
      {(_, chosen) => <Invoices clientCode={chosen.clientCode} />}
    </ElectricityShell>
  );
}

function Invoices({ clientCode }: { clientCode: string }) {
  const [range, apply] = useAppliedRange(paths.electricity.invoices, clientCode);
  const apollo = useApolloClient();
  const contractCode = useKnownContract(clientCode);
  const { data, loading, error, refetch } = useQuery(ELECTRICITY_INVOICES, {
    variables: { clientCode, contractCode, ...range },
    errorPolicy: 'all',
  });
  const list = data?.viewer?.electricityInvoices;
  const requestToken = async () => (await apollo.mutate({ mutation: ELECTRICITY_DOWNLOAD_TOKEN })).data?.downloadToken ?? '';
  const columns: Array<Column<Invoice>> = [
    { key: 'number', header: 'Nro. Documento', render: (i) => i.number ?? MISSING },
    { key: 'issue', header: 'Fecha Emisión', render: (i) => formatDate(i.issueDate) },
    { key: 'amount', header: 'Monto', align: 'end', render: (i) => formatMoney(i.amount) },
    { key: 'due', header: 'Fecha Vencimiento', render: (i) => formatDate(i.dueDate) },
    {
      key: 'download',
      header: 'Documento',
      render: (i) =>
        i.download ? (
          <DownloadButton
            requestToken={requestToken}
            action={downloadUrl(i.download.path)}
            fields={Object.fromEntries(i.download.fields.map((f) => [f.name, f.value]))}
            label="Descargar"
            accessibleLabel={`Descargar la factura ${i.number ?? ''}`.trim()}
            className="button button-ghost"
          />
        ) : (
          MISSING
        ),
    },
  ];
  return (
    <>
      <DateRangeForm key={`${range.from}-${range.to}`} value={range} label="Facturas por fecha" onApply={(next) => apply(next)} />
      <Table
        caption="Facturas"
        hideCaption
        columns={columns}
        rows={list ? keyed(list.invoices, (i) => i.number) : list}
        rowKey={(i) => i.rowKey}
        loading={loading && !list}
        error={!loading && !list && error}
        onRetry={() => void refetch()}
        emptyText={list?.emptyMessage ?? NO_INVOICES}
        pageSize={10}
      />
    </>
  );
}
