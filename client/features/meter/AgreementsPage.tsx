import { useQuery } from '@apollo/client/react';
import { Link } from 'wouter';
import { formatDate, MISSING } from '../../lib/format';
import { href, paths } from '../../shared/paths';
import { withSelection } from '../../shared/selected-client';
import { Money } from '../../ui/Money';
import { Table, type Column } from '../../ui/Table';
import type { MeterAgreementsQuery } from '../../gql/graphql';
import { METER_AGREEMENTS } from './api';
import { MeterFrame, type Meter } from './MeterFrame';
import { meterTab } from './meter-list';
import { screenRead, useVisitPolicy } from '../../shared/screen-reads';
import { keyed } from '../../lib/row-keys';

type Agreement = NonNullable<NonNullable<NonNullable<MeterAgreementsQuery['viewer']>['meter']>['agreements']>[number];

/** The columns of a meter's agreements: the detail keeps the meter (?cliente=). */
const columnsOf = (contractCode: string): Column<Agreement>[] => [
  { key: 'date', header: 'Fecha', render: (a) => formatDate(a.createdAt) },
  { key: 'request', header: 'N° Solicitud', render: (a) => a.requestId ?? MISSING, hideOnPhone: true },
  { key: 'debt', header: 'Deuda', render: (a) => <Money value={a.currentDebt} />, align: 'end' },
  { key: 'down', header: 'Pie', render: (a) => <Money value={a.downPayment} />, align: 'end' },
  { key: 'payments', header: 'Cuotas', render: (a) => a.instalments ?? MISSING, align: 'end', hideOnPhone: true },
  { key: 'status', header: 'Estado', render: (a) => a.label || MISSING },
  {
    key: 'detail',
    header: 'Detalle',
    // an agreement the backend sent without its id cannot be opened (issue 37)
    render: ({ id, createdAt }) =>
      id ? (
        <Link
          href={withSelection(href(paths.meter.agreement, { id }), contractCode)}
          aria-label={`Ver detalle del convenio del ${formatDate(createdAt)}`}
        >
          Ver detalle
        </Link>
      ) : (
        MISSING
      ),
  },
];

const agreementsRead = (contractCode: string) => screenRead(METER_AGREEMENTS, { contractCode }, 'cache-and-network');

export const prefetch = meterTab((meter) => meter && agreementsRead(meter.code));

function Agreements({ meter }: { meter: Meter }) {
  const read = agreementsRead(meter.contractCode);
  const { data, loading, error, refetch } = useQuery(METER_AGREEMENTS, {
    variables: read.variables,
    fetchPolicy: useVisitPolicy(read),
    errorPolicy: 'all',
  });
  const agreements = data?.viewer?.meter?.agreements;
  return (
    <Table
      caption="Convenios de Pago"
      hideCaption
      columns={columnsOf(meter.contractCode)}
      rows={agreements && keyed(agreements, (a) => a.id)}
      rowKey={(a) => a.rowKey}
      loading={loading && !data}
      error={!agreements && !!error}
      onRetry={() => void refetch()}
      emptyText="No se registran convenios de pago"
    />
  );
}

/** Convenios de Pago (spec 2 §2, §4): the agreements with their status labels. */
export default function AgreementsPage() {
  return <MeterFrame title="Medidor">{(meter) => <Agreements key={meter.contractCode} meter={meter} />}</MeterFrame>;
}
