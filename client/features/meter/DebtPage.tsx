import { useQuery } from '@apollo/client/react';
import { formatDate, MISSING } from '../../lib/format';
import { postPortalForm } from '../../lib/post-form';
import { notProvidedMessageOf } from '../../lib/not-provided';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { Money } from '../../ui/Money';
import { Table, type Column } from '../../ui/Table';
import type { MeterDebtQuery } from '../../gql/graphql';
import { METER_DEBT } from './api';
import { blockError, unavailableLines } from './blocks';
import { MeterFrame, type Meter } from './MeterFrame';
import { meterTab } from './meter-list';
import { screenRead, useVisitPolicy } from '../../shared/screen-reads';
import { keyed } from '../../lib/row-keys';
import './meter.css';

type Debt = NonNullable<NonNullable<NonNullable<MeterDebtQuery['viewer']>['meter']>['debt']>;
type Document = Debt['documents'][number];

const columns: Column<Document>[] = [
  { key: 'bill', header: 'N° Boleta', render: (d) => d.billNumber ?? MISSING },
  { key: 'due', header: 'Vencimiento', render: (d) => formatDate(d.dueOn) },
  // spec 2 §3 bills_documents: bill_number, bill_expire_date, bill_payment_day
  { key: 'paymentDay', header: 'Día de pago', render: (d) => d.paymentDay ?? MISSING },
  { key: 'amount', header: 'Monto', render: (d) => <Money value={d.amount} fallback="NO DISPONIBLE" />, align: 'end' },
];

// read again on every visit: a payment made in the portal shows when the user comes back
const debtRead = (contractCode: string) => screenRead(METER_DEBT, { contractCode }, 'cache-and-network');

export const prefetch = meterTab((meter) => meter && debtRead(meter.code));

function DebtDetail({ meter }: { meter: Meter }) {
  const read = debtRead(meter.contractCode);
  const { data, loading, error, refetch } = useQuery(METER_DEBT, {
    variables: read.variables,
    fetchPolicy: useVisitPolicy(read),
    errorPolicy: 'all',
  });
  const debt = data?.viewer?.meter?.debt;
  if (!debt && loading) return <Loading label="Cargando tu deuda…" />;
  // a backend without the debt's call: said as lasting, with no Reintentar that could not help
  if (!debt && notProvidedMessageOf(error)) return <LoadError error={error} />;
  if (!debt)
    return (
      <div className="load-error" role="alert">
        {unavailableLines(blockError(error, 'debt')).map((line) => (
          <p key={line}>{line}</p>
        ))}
        <button type="button" className="button button-secondary" onClick={() => void refetch()}>
          Reintentar
        </button>
      </div>
    );
  const pay = () => postPortalForm(debt.portal);
  return (
    <>
      {/* an amount the backend's answer did not give readably is not 'nothing to pay': the card shows it as a dash */}
      {debt.amount === null || debt.amount > 0 ? (
        <div className="card meter-debt">
          <dl className="meter-facts">
            <dt>Total a pagar</dt>
            <dd>
              <Money value={debt.amount} />
            </dd>
            <dt>Saldo anterior</dt>
            <dd>
              <Money value={debt.previousAmount} fallback="NO DISPONIBLE" />
            </dd>
            <dt>Última boleta</dt>
            <dd>
              <Money value={debt.lastBill} fallback="NO DISPONIBLE" />
            </dd>
            <dt>Último pago</dt>
            <dd>{formatDate(debt.lastPayment)}</dd>
          </dl>
          <button type="button" className="button" onClick={pay}>
            Pagar
          </button>
        </div>
      ) : (
        <p className="empty">No tienes cuentas por pagar</p>
      )}
      <h2 className="meter-subtitle">Boletas pendientes</h2>
      <Table
        caption="Boletas pendientes de pago"
        hideCaption
        columns={columns}
        rows={keyed(debt.documents, (d) => d.billNumber)}
        rowKey={(d) => d.rowKey}
        emptyText="No tienes boletas pendientes de pago"
      />
    </>
  );
}

/** Detalle de Deuda (spec 2 §2, §8): the debt, its documents, and 'Pagar' in the payment portal. */
export default function DebtPage() {
  return <MeterFrame title="Medidor">{(meter) => <DebtDetail key={meter.contractCode} meter={meter} />}</MeterFrame>;
}
