import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatDate, formatNumber, MISSING } from '../../lib/format';
import { monthsBack, type Range } from '../../lib/date-range';
import { DownloadButton } from '../../ui/DownloadButton';
import { Money } from '../../ui/Money';
import { MonthRange } from '../../ui/MonthRange';
import { Table, type Column } from '../../ui/Table';
import type { MeterBillsQuery } from '../../gql/graphql';
import { DOWNLOAD_TOKEN, METER_BILLS } from './api';
import { MeterFrame, type Meter } from './MeterFrame';
import { meterTab } from './meter-list';
import { screenRead } from '../../shared/screen-reads';
import { keyed } from '../../lib/row-keys';

type Bill = NonNullable<NonNullable<NonNullable<MeterBillsQuery['viewer']>['meter']>['bills']>[number];

/** 'NO DISPONIBLE' stays as the backend said it: never $0. */
export const NOT_AVAILABLE = 'NO DISPONIBLE';

/** spec 2 §9: the last 2 months (this one and the one before) */
const openingRange = () => monthsBack(1);
const billsVariables = (contractCode: string, range: Range) => ({ contractCode, from: range.from, to: range.to });

export const prefetch = meterTab((meter) => meter && screenRead(METER_BILLS, billsVariables(meter.code, openingRange())));

function Bills({ meter }: { meter: Meter }) {
  const [range, setRange] = useState<Range>(openingRange);
  const [valid, setValid] = useState(true);
  const [token] = useMutation(DOWNLOAD_TOKEN);
  const { data, loading, error, refetch } = useQuery(METER_BILLS, {
    variables: billsVariables(meter.contractCode, range),
    skip: !valid,
    errorPolicy: 'all',
  });
  const bills = data?.viewer?.meter?.bills;
  const requestToken = async () => (await token()).data?.downloadToken ?? '';

  const columns: Column<Bill>[] = [
    { key: 'number', header: 'N° Boleta', render: (b) => b.ticketNumber ?? MISSING },
    // on a phone the payer's fields stay (number, due date, total, PDF): the issue date gives way (issue 43)
    { key: 'issued', header: 'Fecha de emisión', render: (b) => formatDate(b.issuedOn), hideOnPhone: true },
    { key: 'due', header: 'Vencimiento', render: (b) => formatDate(b.dueOn) },
    {
      key: 'previous',
      header: 'Saldo anterior',
      render: (b) => <Money value={b.previousAmount} fallback={NOT_AVAILABLE} />,
      align: 'end',
      hideOnPhone: true,
    },
    {
      key: 'current',
      header: 'Monto del mes',
      render: (b) => <Money value={b.currentAmount} fallback={NOT_AVAILABLE} />,
      align: 'end',
      hideOnPhone: true,
    },
    { key: 'amount', header: 'Total a pagar', render: (b) => <Money value={b.amount} fallback={NOT_AVAILABLE} />, align: 'end' },
    { key: 'consumption', header: 'Consumo (m³)', render: (b) => formatNumber(b.consumption, undefined, NOT_AVAILABLE), align: 'end' },
    {
      key: 'pdf',
      header: 'Boleta',
      // the gateway offers the PDF only of a bill with its number and document type (the form sends both)
      render: ({ pdfAvailable, ticketNumber, docType }) =>
        pdfAvailable && ticketNumber && docType ? (
          <DownloadButton
            requestToken={requestToken}
            action="/descargas/tickets/file"
            fields={{ ticket_number: ticketNumber, doc_type: docType }}
            label="Ver PDF"
            accessibleLabel={`Ver PDF de la boleta ${ticketNumber}`}
          />
        ) : (
          <span className="muted">{NOT_AVAILABLE}</span>
        ),
    },
  ];

  return (
    <>
      <MonthRange
        value={range}
        onChange={(next, problem) => {
          setRange(next);
          setValid(problem === null);
        }}
        legend="Período de emisión"
      />
      {valid && (
        <Table
          caption="Boletas"
          hideCaption
          columns={columns}
          rows={bills && keyed(bills, (b) => b.ticketNumber)}
          rowKey={(b) => b.rowKey}
          loading={loading && !data}
          error={!bills && !!error}
          onRetry={() => void refetch()}
          emptyText="No se encontraron boletas para el periodo seleccionado"
        />
      )}
    </>
  );
}

/** Boletas (spec 2 §2): the bills of a month range, with each bill's PDF. */
export default function BillsPage() {
  return <MeterFrame title="Medidor">{(meter) => <Bills key={meter.contractCode} meter={meter} />}</MeterFrame>;
}
