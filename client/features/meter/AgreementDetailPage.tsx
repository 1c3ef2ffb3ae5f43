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

function Detail({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(METER_AGREEMENT, { variables: { id }, errorPolicy: 'all' });
  const detail = data?.viewer?.meterAgreement;
  const selection = useSelection();
  if (!data && loading) return <Loading label="Cargando el convenio…" />;
  if (error && !detail) return <LoadError onRetry={() => void refetch()} />;
  return (
    <>
      <p>
        <Link href={selection.link(paths.meter.agreements)}>Volver a Convenios de Pago</Link>
      </p>
      <h2 className="meter-subtitle">Detalle Convenio de Pago</h2>
      {detail && (
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
      )}
      <Table
        caption="Cuotas"
        hideCaption
        columns={columns}
        rows={keyed(detail?.instalments ?? [], (i) => (i.number === null ? null : String(i.number)))}
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
