import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'wouter';
import { formatDate, MISSING } from '../../lib/format';
import { paths } from '../../shared/paths';
import { useSelection } from '../../shared/selected-client';
import { Loading } from '../../ui/Loading';
import { LoadError } from '../../ui/LoadError';
import { Money } from '../../ui/Money';
import { Table, type Column } from '../../ui/Table';
import type { MeterAgreementQuery } from '../../gql/graphql';
import { METER_AGREEMENT } from './api';
import { MeterFrame } from './MeterFrame';
import { meterTab } from './meter-list';
import { screenRead } from '../../shared/screen-reads';
import { keyed } from '../../lib/row-keys';
import './meter.css';

type Instalment = NonNullable<NonNullable<MeterAgreementQuery['viewer']>['meterAgreement']>['instalments'][number];

const columns: Column<Instalment>[] = [
  { key: 'number', header: 'N° Cuota', render: (i) => i.number ?? MISSING },
  { key: 'amount', header: 'Monto', render: (i) => <Money value={i.amount} />, align: 'end' },
  { key: 'interest', header: 'Interés', render: (i) => <Money value={i.interest} />, align: 'end' },
  { key: 'total', header: 'Total', render: (i) => <Money value={i.total} />, align: 'end' },
  { key: 'status', header: 'Estado', render: (i) => i.status ?? MISSING },
];

export const AGREEMENT_MISSING = 'El convenio no existe.';

/** What a refusal of the agreement says, by its code; null for a failure worth retrying. */
function refusalOf(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const extensions = error.errors[0]?.extensions;
  if (extensions?.code === 'FORBIDDEN') return 'No tienes permiso para ver este convenio.';
  if (extensions?.code === 'BAD_USER_INPUT' || extensions?.reason === 'NOT_FOUND') return AGREEMENT_MISSING;
  return null;
}

// the agreement is named by the URL's id: its read needs nothing of the meters' list, so it goes out beside it
export const prefetch = meterTab((_, { params }) => (params.id ? screenRead(METER_AGREEMENT, { id: params.id }) : null));

function Detail({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(METER_AGREEMENT, { variables: { id }, errorPolicy: 'all' });
  const detail = data?.viewer?.meterAgreement;
  const selection = useSelection();
  if (!data && loading) return <Loading label="Cargando el convenio…" />;
  const back = (
    <p>
      <Link href={selection.link(paths.meter.agreements)}>Volver a Convenios de Pago</Link>
    </p>
  );
  if (!detail) {
    // the backend's 'empty' (no such agreement) is no error: it is said, as an unknown request is
    const refusal = refusalOf(error);
    if (error && refusal === null) return <LoadError onRetry={() => void refetch()} />;
    return (
      <>
        {back}
        <h2 className="meter-subtitle">Detalle Convenio de Pago</h2>
        <p className="empty">{refusal ?? AGREEMENT_MISSING}</p>
      </>
    );
  }
  return (
    <>
      {back}
      <h2 className="meter-subtitle">Detalle Convenio de Pago</h2>
      <dl className="meter-facts">
        <dt>Código de cliente</dt>
        <dd>{detail.clientCode ?? MISSING}</dd>
        <dt>N° comprobante pie</dt>
        <dd>{detail.voucher ?? MISSING}</dd>
        <dt>Fecha pago pie</dt>
        <dd>{formatDate(detail.createdOn)}</dd>
        <dt>N° convenio</dt>
        <dd>{detail.agreementNumber ?? MISSING}</dd>
      </dl>
      <Table
        caption="Cuotas"
        hideCaption
        columns={columns}
        rows={keyed(detail.instalments, (i) => (i.number === null ? null : String(i.number)))}
        rowKey={(i) => i.rowKey}
        emptyText="No se registran cuotas"
      />
    </>
  );
}

/** Detalle Convenio de Pago (spec 2 §2). */
export default function AgreementDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  return <MeterFrame title="Medidor">{() => <Detail id={id} />}</MeterFrame>;
}
