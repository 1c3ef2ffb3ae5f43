import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { datesBack, type Range } from '../../lib/date-range';
import { formatDate, MISSING } from '../../lib/format';
import { DateRange } from '../../ui/DateRange';
import { Money } from '../../ui/Money';
import { Table, type Column } from '../../ui/Table';
import type { MeterPaymentsQuery } from '../../gql/graphql';
import { METER_PAYMENTS } from './api';
import { MeterFrame, type Meter } from './MeterFrame';
import { meterTab } from './meter-list';
import { screenRead } from '../../shared/screen-reads';
import { keyed } from '../../lib/row-keys';

type Payment = NonNullable<NonNullable<NonNullable<MeterPaymentsQuery['viewer']>['meter']>['payments']>[number];

const columns: Column<Payment>[] = [
  { key: 'bill', header: 'N° Boleta', render: (p) => p.billNumber ?? MISSING },
  { key: 'date', header: 'Fecha de pago', render: (p) => formatDate(p.paidOn) },
  { key: 'amount', header: 'Monto', render: (p) => <Money value={p.amount} fallback="NO DISPONIBLE" />, align: 'end' },
  { key: 'collector', header: 'Lugar de pago', render: (p) => p.collector ?? MISSING },
];

const openingRange = () => datesBack(12, 'month');
const paymentsVariables = (contractCode: string, range: Range) => ({ contractCode, from: range.from, to: range.to });

export const prefetch = meterTab((meter) => meter && screenRead(METER_PAYMENTS, paymentsVariables(meter.code, openingRange())));

function Payments({ meter }: { meter: Meter }) {
  const [range, setRange] = useState<Range>(openingRange);
  const [valid, setValid] = useState(true);
  const { data, loading, error, refetch } = useQuery(METER_PAYMENTS, {
    variables: paymentsVariables(meter.contractCode, range),
    skip: !valid,
    errorPolicy: 'all',
  });
  const payments = data?.viewer?.meter?.payments;
  return (
    <>
      <DateRange
        value={range}
        onChange={(next, problem) => {
          setRange(next);
          setValid(problem === null);
        }}
        legend="Período de pago"
      />
      {valid && (
        <Table
          caption="Pagos"
          hideCaption
          columns={columns}
          rows={payments && keyed(payments, (p) => (p.billNumber ? `${p.billNumber}-${p.paidOn}` : null))}
          rowKey={(p) => p.rowKey}
          loading={loading && !data}
          error={!payments && !!error}
          onRetry={() => void refetch()}
          emptyText="No se registran pagos realizados durante el período seleccionado"
        />
      )}
    </>
  );
}

/** Historial de Pagos (spec 2 §2). */
export default function PaymentsPage() {
  return <MeterFrame title="Medidor">{(meter) => <Payments key={meter.contractCode} meter={meter} />}</MeterFrame>;
}
