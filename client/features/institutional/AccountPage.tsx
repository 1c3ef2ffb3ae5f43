import { useQuery } from '@apollo/client/react';
import { Link, useLocation, useSearch } from 'wouter';
import { formatDate, formatMoney, MISSING } from '../../lib/format';
import { keyed } from '../../lib/row-keys';
import { href, paths } from '../../shared/paths';
import { Table, type Column } from '../../ui/Table';
import { INSTITUTIONAL_ACCOUNT, type AccountDocument } from './api';
import { InstitutionalShell } from './InstitutionalShell';
import { institutionalTab } from './institutional-list';
import { screenRead } from '../../shared/screen-reads';
import { monthsFrom, PeriodForm } from '../../shared/PeriodForm';

export const ACCOUNT_PAGE_SIZE = 10;
export const NO_DOCUMENTS = 'No se han encontrado documentos en el período seleccionado.';

/** 'N días' only above 0 (spec 3 §2). */
export const lateness = (days: number) => (days > 0 ? `${days} ${days === 1 ? 'día' : 'días'}` : '');

const documentsRead = (clientCode: string, months: number) => screenRead(INSTITUTIONAL_ACCOUNT, { clientCode, months });

export const prefetch = institutionalTab(
  paths.institutional.account,
  (client, { search }) => client && documentsRead(client.code, monthsFrom(search)),
);

/** Cuenta Corriente of Envasado Institucional (spec 3 §2): the client's documents of the period, 10 a page. */
export default function AccountPage() {
  return (
    <InstitutionalShell current={paths.institutional.account} keep={['periodo']}>
      {(_, chosen) => <Account clientCode={chosen.clientCode} />}
    </InstitutionalShell>
  );
}

function Account({ clientCode }: { clientCode: string }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const months = monthsFrom(search);
  const apply = (period: number) =>
    navigate(`${paths.institutional.account}?cliente=${encodeURIComponent(clientCode)}&periodo=${period}`, { replace: true });
  return (
    <>
      <PeriodForm key={months} months={months} button="Ver documentos" label="Periodo de la cuenta corriente" onApply={apply} />
      <Documents key={`${clientCode}-${months}`} clientCode={clientCode} months={months} />
    </>
  );
}

const documentId = (d: Pick<AccountDocument, 'docNumber' | 'docYear'>) => (d.docNumber && d.docYear ? `${d.docNumber}-${d.docYear}` : null);

function Documents({ clientCode, months }: { clientCode: string; months: number }) {
  const { data, loading, error, refetch } = useQuery(INSTITUTIONAL_ACCOUNT, {
    variables: documentsRead(clientCode, months).variables,
    errorPolicy: 'all',
  });
  const list = data?.viewer?.institutionalAccount;
  const columns: Array<Column<AccountDocument>> = [
    { key: 'class', header: 'Clase documento', render: (d) => d.classDescription ?? MISSING },
    { key: 'number', header: 'N° documento', render: (d) => d.folioNumber ?? d.docNumber ?? MISSING },
    { key: 'issue', header: 'Fecha emisión', render: (d) => formatDate(d.issueDate) },
    { key: 'due', header: 'Vencimiento', render: (d) => formatDate(d.dueDate) },
    { key: 'value', header: 'Valor', align: 'end', render: (d) => formatMoney(d.value) },
    { key: 'late', header: 'Atraso', align: 'end', render: (d) => lateness(d.lateDays) },
    { key: 'condition', header: 'Condición de pago', render: (d) => d.paymentCondition ?? MISSING },
    { key: 'address', header: 'Dirección de entrega', render: (d) => d.address ?? MISSING },
    {
      key: 'detail',
      header: 'Detalle',
      render: ({ docNumber, docYear, folioNumber }) =>
        docNumber && docYear ? (
          <Link
            href={`${href(paths.institutional.document, { docNumber, docYear, clientCode })}?periodo=${months}`}
            aria-label={`Ver detalle del documento ${folioNumber ?? docNumber}`}
          >
            Ver Detalle
          </Link>
        ) : (
          ''
        ),
    },
  ];
  return (
    <Table
      caption="Documentos"
      hideCaption
      columns={columns}
      rows={list ? keyed(list.documents, documentId) : list}
      rowKey={(d) => d.rowKey}
      loading={loading && !list}
      error={!loading && !list && error}
      onRetry={() => void refetch()}
      emptyText={list?.emptyMessage ?? NO_DOCUMENTS}
      pageSize={ACCOUNT_PAGE_SIZE}
    />
  );
}
