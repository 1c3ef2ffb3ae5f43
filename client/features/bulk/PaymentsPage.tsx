import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { formatDate, formatMoney, MISSING } from '../../lib/format';
import { paginate } from '../../lib/paginate';
import { paths } from '../../shared/paths';
import { DownloadButton, downloadUrl } from '../../ui/DownloadButton';
import { Pager } from '../../ui/Pager';
import { Table, type Column } from '../../ui/Table';
import { BULK_DOCUMENT_EXISTS, BULK_DOWNLOAD_TOKEN, BULK_PAYMENTS, type BulkDocumentRow } from './api';
import { BulkShell } from './BulkShell';
import { bulkTab } from './bulk-list';
import { screenRead } from '../../shared/screen-reads';
import { keyed } from '../../lib/row-keys';

/** Spec 2 §9: 10 a page. */
export const PAYMENTS_PAGE_SIZE = 10;

const paymentsRead = (clientCode: string) => screenRead(BULK_PAYMENTS, { clientCode });

export const prefetch = bulkTab(paths.bulk.payments, (client) => client && paymentsRead(client.code));

/** Historial de Pagos (spec 2 §2): the paid documents, days late only above 0, a download per document. */
export default function PaymentsPage() {
  return (
    <BulkShell current={paths.bulk.payments}>
      {(_, chosen) => <Payments key={chosen.clientCode} clientCode={chosen.clientCode} />}
    </BulkShell>
  );
}

function Payments({ clientCode }: { clientCode: string }) {
  const client = useApolloClient();
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(BULK_PAYMENTS, { variables: paymentsRead(clientCode).variables, errorPolicy: 'all' });
  const list = data?.viewer?.bulkPayments;
  // the file is asked for first: a missing one fails the download (its error) instead of opening an empty tab
  const downloadOf = (pdf: { pdfNumber: string; classDescription: string }) => async () => {
    const found = await client.query({
      query: BULK_DOCUMENT_EXISTS,
      variables: { pdfNumber: pdf.pdfNumber, classDescription: pdf.classDescription },
      fetchPolicy: 'network-only',
    });
    if (!found.data?.viewer?.bulkDocumentExists) return '';
    return (await client.mutate({ mutation: BULK_DOWNLOAD_TOKEN })).data?.downloadToken ?? '';
  };
  const columns: Array<Column<BulkDocumentRow>> = [
    { key: 'class', header: 'Clase', render: (d) => d.classDescription ?? MISSING },
    { key: 'number', header: 'N° documento', render: (d) => d.folioNumber ?? d.docNumber ?? MISSING },
    { key: 'issue', header: 'Fecha emisión', render: (d) => formatDate(d.issueDate) },
    { key: 'due', header: 'Fecha vencimiento', render: (d) => formatDate(d.dueDate) },
    { key: 'value', header: 'Valor', align: 'end', render: (d) => formatMoney(d.value) },
    { key: 'late', header: 'Días de atraso', align: 'end', render: (d) => (d.lateDays > 0 ? String(d.lateDays) : '') },
    { key: 'paid', header: 'Fecha de pago', render: (d) => formatDate(d.paymentDate) },
    {
      key: 'download',
      header: 'Descargar',
      render: (d) =>
        d.document ? (
          <DownloadButton
            requestToken={downloadOf(d.document)}
            action={downloadUrl('/document/get')}
            fields={{ pdf_number: d.document.pdfNumber, class_description: d.document.classDescription }}
            label="Descargar"
            accessibleLabel={`Descargar documento ${d.folioNumber ?? d.docNumber ?? d.document.pdfNumber}`}
            className="link-button"
          />
        ) : (
          MISSING
        ),
    },
  ];
  return (
    <>
      <Table
        caption="Pagos"
        hideCaption
        columns={columns}
        rows={
          list
            ? paginate(
                keyed(list.documents, (d) => (d.docNumber && d.docYear ? `${d.docNumber}-${d.docYear}` : null)),
                page,
                PAYMENTS_PAGE_SIZE,
              )
            : list
        }
        rowKey={(d) => d.rowKey}
        loading={loading && !list}
        error={!loading && !list && error}
        onRetry={() => void refetch()}
        emptyText={list?.emptyMessage ?? 'No se registran pagos realizados durante el período seleccionado'}
      />
      {list && <Pager page={page} pageSize={PAYMENTS_PAGE_SIZE} total={list.documents.length} onPageChange={setPage} />}
    </>
  );
}
