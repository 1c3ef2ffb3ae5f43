import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useLocation, useSearch } from 'wouter';
import { formatDate, formatMoney, MISSING } from '../../lib/format';
import { paginate } from '../../lib/paginate';
import { href, paths } from '../../shared/paths';
import { Pager } from '../../ui/Pager';
import { monthsFrom, PeriodForm } from '../../shared/PeriodForm';
import { Table, type Column } from '../../ui/Table';
import { BULK_ACCOUNT, type BulkDocumentRow } from './api';
import { BulkShell, type BulkClient } from './BulkShell';
import { bulkTab } from './bulk-list';
import { screenRead } from '../../shared/screen-reads';
import { keyed } from '../../lib/row-keys';

/** Spec 2 §9: 10 a page. */
export const ACCOUNT_PAGE_SIZE = 10;
export const NOT_ASSOCIATED = 'El cliente no está asociado a la cuenta';

const documentsRead = (clientCode: string, months: number) => screenRead(BULK_ACCOUNT, { clientCode, months });

export const prefetch = bulkTab(paths.bulk.account, (client, { search }) => client && documentsRead(client.code, monthsFrom(search)));

/** Cuenta Corriente (spec 2 §2); a notification may preload it with ?cliente= and ?periodo=. */
export default function AccountPage() {
  // a change of client keeps the period
  return (
    <BulkShell current={paths.bulk.account} keep={['periodo']}>
      {(clients, chosen) => <Account clients={clients} chosen={chosen} />}
    </BulkShell>
  );
}

function Account({ clients, chosen }: { clients: readonly BulkClient[]; chosen: BulkClient }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(search).get('cliente');
  const months = monthsFrom(search);
  const apply = (period: number) =>
    navigate(`${paths.bulk.account}?cliente=${encodeURIComponent(chosen.clientCode)}&periodo=${period}`, { replace: true });
  if (asked && !clients.some((c) => c.clientCode === asked)) return <p role="alert">{NOT_ASSOCIATED}</p>;
  return (
    <>
      <PeriodForm key={months} months={months} button="Ver documentos" label="Periodo de la cuenta corriente" onApply={apply} />
      <Documents key={`${chosen.clientCode}-${months}`} clientCode={chosen.clientCode} months={months} />
    </>
  );
}

/** A document's id: its number and year, when the backend gave both. */
export const documentId = (d: Pick<BulkDocumentRow, 'docNumber' | 'docYear'>) =>
  d.docNumber && d.docYear ? `${d.docNumber}-${d.docYear}` : null;

function Documents({ clientCode, months }: { clientCode: string; months: number }) {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(BULK_ACCOUNT, {
    variables: documentsRead(clientCode, months).variables,
    errorPolicy: 'all',
  });
  const list = data?.viewer?.bulkAccount;
  const columns: Array<Column<BulkDocumentRow>> = [
    { key: 'class', header: 'Clase documento', render: (d) => d.classDescription ?? MISSING },
    { key: 'number', header: 'N° documento', render: (d) => d.folioNumber ?? d.docNumber ?? MISSING },
    { key: 'issue', header: 'Fecha emisión', render: (d) => formatDate(d.issueDate) },
    { key: 'due', header: 'Fecha vencimiento', render: (d) => formatDate(d.dueDate) },
    { key: 'value', header: 'Valor', align: 'end', render: (d) => formatMoney(d.value) },
    { key: 'late', header: 'Días de atraso', align: 'end', render: (d) => (d.lateDays > 0 ? String(d.lateDays) : '') },
    { key: 'condition', header: 'Condición de pago', render: (d) => d.paymentCondition ?? MISSING },
    {
      key: 'detail',
      header: 'Detalle',
      // the gateway links a detail only when the document's number, year and client are known
      render: ({ docNumber, docYear, clientCode: client, hasDetail, folioNumber }) =>
        hasDetail && docNumber && docYear && client ? (
          <Link
            href={`${href(paths.bulk.accountDocument, { id: docNumber, docYear, clientCode: client })}?periodo=${months}`}
            aria-label={`Ver detalle del documento ${folioNumber ?? docNumber}`}
          >
            Ver detalle
          </Link>
        ) : (
          ''
        ),
    },
  ];
  return (
    <>
      <Table
        caption="Documentos"
        hideCaption
        columns={columns}
        rows={list ? paginate(keyed(list.documents, documentId), page, ACCOUNT_PAGE_SIZE) : list}
        rowKey={(d) => d.rowKey}
        loading={loading && !list}
        error={!loading && !list && error}
        onRetry={() => void refetch()}
        emptyText={list?.emptyMessage ?? 'No se encontraron documentos para el periodo seleccionado'}
      />
      {list && <Pager page={page} pageSize={ACCOUNT_PAGE_SIZE} total={list.documents.length} onPageChange={setPage} />}
    </>
  );
}
