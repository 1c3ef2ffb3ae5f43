import { useQuery } from '@apollo/client/react';
import { PAYMENTS_EMPTY, PAYMENTS_FAILED } from '../../../machines/rules/electricity-rules';
import { formatDate, formatMoney, MISSING } from '../../lib/format';
import { keyed } from '../../lib/row-keys';
import { paths } from '../../shared/paths';
import { Table, type Column } from '../../ui/Table';
import { ELECTRICITY_PAYMENTS, useKnownContract, type Payment } from './api';
import { DateRangeForm } from './DateRangeForm';
import { ElectricityShell } from './ElectricityShell';
import { prefetchContract } from './contract-hint';
import { electricityTab } from './electricity-list';
import { screenRead } from '../../shared/screen-reads';
import { rangeOf, useAppliedRange } from './range-params';

const columns: Array<Column<Payment>> = [
  { key: 'reference', header: 'N° de Boleta', render: (p) => p.reference ?? MISSING },
  { key: 'date', header: 'Fecha de Pago', render: (p) => formatDate(p.paidOn) },
  { key: 'amount', header: 'Monto', align: 'end', render: (p) => formatMoney(p.amount) },
  { key: 'collector', header: 'Pagado en', render: (p) => p.collector ?? MISSING },
];

// the client's payments beside the company's clients; the contract as a hint once the clients are known
export const prefetch = electricityTab(
  paths.electricity.payments,
  (client, { search }) =>
    client &&
    screenRead(ELECTRICITY_PAYMENTS, {
      clientCode: client.code,
      contractCode: prefetchContract(client.code, client.item?.contractCode),
      ...rangeOf(search),
    }),
);

/** Historial de Pagos (spec 3 §2, §8): the contract's payments of a date range. */
export default function PaymentsPage() {
  return (
    <ElectricityShell current={paths.electricity.payments} keep={['desde', 'hasta']}>
      {(_, chosen) => <Payments clientCode={chosen.clientCode} />}
    </ElectricityShell>
  );
}

function Payments({ clientCode }: { clientCode: string }) {
  const [range, apply] = useAppliedRange(paths.electricity.payments, clientCode);
  const contractCode = useKnownContract(clientCode);
  const { data, loading, error, refetch } = useQuery(ELECTRICITY_PAYMENTS, {
    variables: { clientCode, contractCode, ...range },
    errorPolicy: 'all',
  });
  const list = data?.viewer?.electricityPayments;
  return (
    <>
      <DateRangeForm key={`${range.from}-${range.to}`} value={range} label="Pagos por fecha" onApply={(next) => apply(next)} />
      <Table
        caption="Pagos"
        hideCaption
        columns={columns}
        rows={list ? keyed(list.payments, (p) => p.reference) : list}
        rowKey={(p) => p.rowKey}
        loading={loading && !list}
        error={!loading && !list && error ? PAYMENTS_FAILED : null}
        onRetry={() => void refetch()}
        emptyText={list?.emptyMessage ?? PAYMENTS_EMPTY}
        pageSize={10}
      />
    </>
  );
}
