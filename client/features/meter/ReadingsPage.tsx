import { lazy, Suspense, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link } from 'wouter';
import { monthsBack, type Range } from '../../lib/date-range';
import { formatDate, formatMonth, formatNumber, MISSING } from '../../lib/format';
import { paginate } from '../../lib/paginate';
import { useConfig } from '../../shared/config';
import { paths } from '../../shared/paths';
import { preloadHref } from '../../shared/request-wizard/preload';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { MonthRange } from '../../ui/MonthRange';
import { Pager } from '../../ui/Pager';
import { Table, type Column } from '../../ui/Table';
import type { MeterReadingsQuery } from '../../gql/graphql';
import { METER_READINGS, METER_READINGS_BLOCK } from './api';
import { MeterFrame, type Meter } from './MeterFrame';
import { meterTab } from './meter-list';
import { prefetchHint, screenHint } from './readings-hint';
import { useWhenIdle } from './when-idle';
import { screenRead } from '../../shared/screen-reads';
import { keyed } from '../../lib/row-keys';
import './meter.css';

const ReadingChart = lazy(() => import('./ReadingChart'));

type Reading = NonNullable<NonNullable<NonNullable<MeterReadingsQuery['viewer']>['meter']>['readings']>[number];

const EMPTY = 'No existen registros de lectura';
/** spec 2 §9: readings 15 a page, the pager once there are more than 10 */
const PAGE_SIZE = 15;

const columns: Column<Reading>[] = [
  { key: 'month', header: 'Mes', render: (r) => formatMonth(r.month) },
  { key: 'date', header: 'Fecha de lectura', render: (r) => formatDate(r.date) },
  { key: 'value', header: 'Lectura (m³)', render: (r) => formatNumber(r.value), align: 'end' },
  { key: 'consumption', header: 'Consumo (m³)', render: (r) => formatNumber(r.consumption), align: 'end' },
  { key: 'status', header: 'Tipo de lectura', render: (r) => r.status ?? MISSING, hideOnPhone: true },
];

/** spec 2 §2: the last 12 months, this one included; the end never past this month, 'to' never before 'from' */
const openingRange = () => monthsBack(11);
const readingsVariables = (contractCode: string, clientId: number | null, range: Range) => ({
  contractCode,
  clientId,
  from: range.from,
  to: range.to,
});

// the contract alone is enough (the gateway finds the meter's client id); the id rides as a hint when the list is known
export const prefetch = meterTab(
  (meter) =>
    meter &&
    screenRead(METER_READINGS, readingsVariables(meter.code, prefetchHint(meter.code, meter.item?.clientId ?? null), openingRange())),
);

function Readings({ meter }: { meter: Meter }) {
  const { flag } = useConfig();
  const [range, setRange] = useState<Range>(openingRange);
  const [valid, setValid] = useState(true);
  const [page, setPage] = useState(1);
  const idle = useWhenIdle();
  const [hint] = useState(() => screenHint(meter.contractCode, meter.clientId ?? null));
  const variables = readingsVariables(meter.contractCode, hint, range);
  const { data, loading, error } = useQuery(METER_READINGS, { variables, skip: !valid, errorPolicy: 'all' });
  const client = useApolloClient();
  // Reintentar re-asks its block alone (as useBlockRetry does, with this screen's variables): the other stays on screen
  const retryBlock = (block: 'table' | 'chart') =>
    client.query({
      query: METER_READINGS_BLOCK,
      variables: { contractCode: meter.contractCode, from: range.from, to: range.to, [block]: true },
      fetchPolicy: 'network-only',
      errorPolicy: 'all',
    });
  const readings = data?.viewer?.meter?.readings;
  const chart = data?.viewer?.meter?.readingChart;
  const canRequest = data?.viewer?.canRequestReading !== false;

  return (
    <>
      {flag('medidor_requerimientos') && canRequest && (
        <p className="meter-actions">
          <Link href={preloadHref(paths.meter.requests, { code: 'C321', clientId: meter.clientId })} className="button button-secondary">
            Solicitar lectura
          </Link>
        </p>
      )}
      <MonthRange
        value={range}
        onChange={(next, problem) => {
          setRange(next);
          setValid(problem === null);
          setPage(1);
        }}
        legend="Período de lectura"
      />
      {valid && (
        <>
          <div className={loading && !data ? 'meter-readings-loading' : undefined}>
            <Table
              caption="Historial de Lectura"
              hideCaption
              columns={columns}
              rows={
                readings
                  ? paginate(
                      keyed(readings, (r) => (r.month || r.date ? `${r.month}-${r.date}` : null)),
                      page,
                      PAGE_SIZE,
                    )
                  : readings
              }
              rowKey={(r) => r.rowKey}
              loading={loading && !data}
              error={!readings && !!error}
              onRetry={() => void retryBlock('table')}
              emptyText={EMPTY}
            />
          </div>
          {readings && <Pager page={page} pageSize={PAGE_SIZE} total={readings.length} showAbove={10} onPageChange={setPage} />}
        </>
      )}
      <h2 className="meter-subtitle">Consumo de los últimos 13 meses</h2>
      <div className="meter-chart-slot">
        {loading && !data ? (
          <Loading label="Cargando el gráfico…" />
        ) : !chart ? (
          error ? (
            <LoadError onRetry={() => retryBlock('chart')} />
          ) : null
        ) : chart.length === 0 ? (
          <p className="empty">{EMPTY}</p>
        ) : !idle ? (
          <Loading label="Cargando el gráfico…" />
        ) : (
          <Suspense fallback={<Loading label="Cargando el gráfico…" />}>
            <ReadingChart points={chart} />
          </Suspense>
        )}
      </div>
    </>
  );
}

/** Historial de Lectura (spec 2 §2): the readings of a month range and a bar chart of 13 months. */
export default function ReadingsPage() {
  return <MeterFrame title="Medidor">{(meter) => <Readings key={meter.contractCode} meter={meter} />}</MeterFrame>;
}
