import { useMemo, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMachine } from '../../shared/machines';
import { fromPromise } from 'xstate';
import { bulkPaymentMachine, type BulkPaymentResult } from '../../../machines/bulk-payment.machine';
import { formatDate, formatMoney, MISSING } from '../../lib/format';
import { postPortalForm } from '../../lib/post-form';
import { useConfig } from '../../shared/config';
import { paths } from '../../shared/paths';
import { Table, type Column } from '../../ui/Table';
import { BULK_DEBT, PAY_BULK_DEBT, type BulkDebtRow } from './api';
import { BulkShell } from './BulkShell';
import { bulkTab } from './bulk-list';
import { screenRead } from '../../shared/screen-reads';
import { useBulkVariant } from './variant';
import { keyed } from '../../lib/row-keys';
import './bulk.css';

const EMPTY = 'No se han encontrado documentos pendientes de pago';

/** Spec 2 §5: Σ amount + interest (+ collection costs when not 0); a figure the backend did not give adds nothing. */
export function totalToPay(rows: ReadonlyArray<Pick<BulkDebtRow, 'amount' | 'interest' | 'collectionCost'>>): number {
  return rows.reduce((sum, r) => sum + (r.amount ?? 0) + (r.interest ?? 0) + (r.collectionCost ?? 0), 0);
}

/** Detalle de Deuda (spec 2 §2): the table; with the operation flag (granel_detalle_deuda_operation, industrial's own), the choice and 'Pagar'. */
const debtRead = (clientCode: string) => screenRead(BULK_DEBT, { clientCode });

export const prefetch = bulkTab(paths.bulk.debt, (client) => client && debtRead(client.code));

export default function DebtPage() {
  return <BulkShell current={paths.bulk.debt}>{(_, chosen) => <Debt key={chosen.clientCode} clientCode={chosen.clientCode} />}</BulkShell>;
}

function Debt({ clientCode }: { clientCode: string }) {
  const { flag } = useConfig();
  const operation = flag(useBulkVariant().debtOperationFlag);
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(BULK_DEBT, { variables: debtRead(clientCode).variables, errorPolicy: 'all' });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const logic = useMemo(
    () =>
      bulkPaymentMachine.provide({
        actors: {
          pay: fromPromise<BulkPaymentResult, { clientCode: string; billNumbers: string[] }>(async ({ input }) => {
            const result = await client.mutate({ mutation: PAY_BULK_DEBT, variables: input });
            if (result.error || !result.data) throw result.error ?? new Error('Sin respuesta');
            return result.data.payBulkDebt;
          }),
        },
        actions: {
          reloadDebt: () => {
            setChosen(new Set());
            void refetch();
          },
          openPortal: (_, { portal }) => postPortalForm(portal),
        },
      }),
    [client, refetch],
  );
  const [state, send] = useMachine(logic, { input: { clientCode } });
  const list = data?.viewer?.bulkDebt;
  const items = list?.items;
  // a document without its bill number cannot be paid: the portal pays by it (issue 37)
  const selected = (items ?? []).filter(
    (i): i is BulkDebtRow & { billNumber: string } => i.billNumber !== null && chosen.has(i.billNumber),
  );
  const toggle = (bill: string) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (!next.delete(bill)) next.add(bill);
      return next;
    });

  const columns: Array<Column<BulkDebtRow>> = [
    ...(operation
      ? [
          {
            key: 'choose',
            header: 'Pagar',
            render: ({ billNumber, docNumber }: BulkDebtRow) =>
              billNumber ? (
                <input
                  type="checkbox"
                  aria-label={`Pagar documento ${docNumber ?? billNumber}`}
                  checked={chosen.has(billNumber)}
                  onChange={() => toggle(billNumber)}
                />
              ) : (
                MISSING
              ),
          },
        ]
      : []),
    { key: 'number', header: 'N° documento', render: (i) => i.docNumber ?? MISSING },
    { key: 'due', header: 'Fecha vencimiento', render: (i) => formatDate(i.dueDate) },
    { key: 'amount', header: 'Monto', align: 'end', render: (i) => formatMoney(i.amount) },
    ...(operation
      ? [
          { key: 'interest', header: 'Intereses', align: 'end' as const, render: (i: BulkDebtRow) => formatMoney(i.interest) },
          { key: 'costs', header: 'Gastos de cobranza', align: 'end' as const, render: (i: BulkDebtRow) => formatMoney(i.collectionCost) },
          { key: 'pay', header: 'Monto a pagar', align: 'end' as const, render: (i: BulkDebtRow) => formatMoney(totalToPay([i])) },
        ]
      : []),
  ];
  return (
    <>
      <Table
        caption="Deuda"
        hideCaption
        columns={columns}
        rows={items && keyed(items, (i) => i.billNumber)}
        rowKey={(i) => i.rowKey}
        loading={loading && !list}
        error={!loading && !list && error}
        onRetry={() => void refetch()}
        emptyText={list?.emptyMessage ?? EMPTY}
      />
      {operation && items && items.length > 0 && (
        <div className="debt-pay">
          <p>
            Total a pagar: <strong>{formatMoney(totalToPay(selected))}</strong>
          </p>
          <button
            type="button"
            className="button button-primary"
            disabled={!selected.length || state.matches('paying')}
            aria-busy={state.matches('paying') || undefined}
            onClick={() => send({ type: 'debt.pay', billNumbers: selected.map((i) => i.billNumber) })}
          >
            Pagar
          </button>
        </div>
      )}
      {state.context.message && (
        <p role="alert" className="debt-message">
          {state.context.message}
        </p>
      )}
    </>
  );
}
