import { useQuery } from '@apollo/client/react';
import { formatNumber, MISSING } from '../../lib/format';
import { Table, type Column } from '../../ui/Table';
import type { MeterRatesQuery } from '../../gql/graphql';
import { METER_RATES } from './api';
import { MeterFrame, type Meter } from './MeterFrame';
import { meterTab } from './meter-list';
import { screenRead } from '../../shared/screen-reads';
import { keyed } from '../../lib/row-keys';

type Rate = NonNullable<NonNullable<NonNullable<MeterRatesQuery['viewer']>['meter']>['rates']>[number];

const columns: Column<Rate>[] = [
  { key: 'description', header: 'Concepto', render: (r) => r.description ?? MISSING },
  { key: 'price', header: 'Valor', render: (r) => formatNumber(r.price), align: 'end' },
  { key: 'unit', header: 'Unidad', render: (r) => r.unit ?? MISSING },
];

const ratesRead = (contractCode: string) => screenRead(METER_RATES, { contractCode });

export const prefetch = meterTab((meter) => meter && ratesRead(meter.code));

function Rates({ meter }: { meter: Meter }) {
  const { data, loading, error, refetch } = useQuery(METER_RATES, {
    variables: ratesRead(meter.contractCode).variables,
    errorPolicy: 'all',
  });
  const rates = data?.viewer?.meter?.rates;
  return (
    <Table
      caption="Tarifas"
      hideCaption
      columns={columns}
      rows={rates && keyed(rates, (r) => r.description)}
      rowKey={(r) => r.rowKey}
      loading={loading && !data}
      error={!rates && !!error}
      onRetry={() => void refetch()}
      emptyText="No hay tarifas disponibles para este servicio"
    />
  );
}

/** Tarifas (behind medidor_tarifas): the rates of the meter's last bill. */
export default function RatesPage() {
  return <MeterFrame title="Medidor">{(meter) => <Rates key={meter.contractCode} meter={meter} />}</MeterFrame>;
}
