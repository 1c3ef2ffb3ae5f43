import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'wouter';
import { formatDate, formatNumber } from '../../lib/format';
import { rangeHint, today as todayIn } from '../../lib/date-range';
import { typedDay } from '../../lib/typed-day';
import { monthsBefore } from '../../../machines/rules/chile-time';
import { READINGS_MONTHS_BACK } from '../../../machines/rules/tank-readings';
import { paginate } from '../../lib/paginate';
import { href, paths } from '../../shared/paths';
import { DateRange } from '../../ui/DateRange';
import { Loading } from '../../ui/Loading';
import { Modal } from '../../ui/Modal';
import { Pager } from '../../ui/Pager';
import { Table } from '../../ui/Table';
import { TANK_READINGS } from './api';
import { detailPrefetch, firstReadingsRange, readingsRead } from './detail-reads';

const TankChart = lazy(() => import('./TankChart'));

/** Spec 2 §9: 15 a page, the pager above 10 rows; at most 12 months back. */
export const READINGS_PAGE_SIZE = 15;
export const NO_READINGS = 'No existen registros de lectura';
const missing = (value: number | null, suffix = '') => (value === null ? 'no disponible' : `${formatNumber(value)}${suffix}`);

export const prefetch = detailPrefetch((_, { location: { params } }) =>
  readingsRead(params.clientCode ?? '', params.tankId ?? '', firstReadingsRange()),
);

/** The reading history of a tank: from and to within the last 12 months, the table and the graph. */
export default function TankHistoryPage() {
  const { clientCode = '', tankId = '' } = useParams<{ clientCode: string; tankId: string }>();
  const today = todayIn('day');
  const earliest = monthsBefore(today, READINGS_MONTHS_BACK);
  const [range, setRange] = useState(firstReadingsRange);
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [chart, setChart] = useState(false);
  const { data, loading, error, refetch } = useQuery(TANK_READINGS, {
    variables: readingsRead(clientCode, tankId, range).variables,
    errorPolicy: 'all',
  });
  const readings = data?.viewer?.tankReadings;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // the broken rule already shows under the dates: the focus goes to the date to fix
    if (problem) return event.currentTarget.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
    setPage(1);
    setRange(draft);
  };
  return (
    <section className="page bulk-page" aria-labelledby="history-title">
      <h1 id="history-title">Historial del tanque {tankId}</h1>
      <Link href={href(paths.bulk.tanks, { clientCode })}>Volver a los tanques</Link>
      <form className="range-filter" onSubmit={submit} aria-label="Periodo de lecturas" noValidate>
        <DateRange
          value={draft}
          min={earliest}
          max={today}
          legend="Período de lecturas"
          hint={`Puedes consultar los últimos ${READINGS_MONTHS_BACK} meses. ${rangeHint('day', { min: earliest, max: today })}`}
          messages={{
            required: NO_READINGS,
            beforeMin: `Puedes consultar desde el ${typedDay(earliest)} (los últimos ${READINGS_MONTHS_BACK} meses)`,
          }}
          onChange={(next, error) => {
            setDraft(next);
            setProblem(error);
          }}
        />
        <div className="range-filter-buttons">
          <button type="submit" className="button button-primary">
            Filtrar
          </button>
          <button type="button" className="button button-secondary" disabled={!readings?.length} onClick={() => setChart(true)}>
            Ver Gráfico
          </button>
        </div>
      </form>
      <Table
        caption="Lecturas"
        hideCaption
        columns={[
          { key: 'date', header: 'Fecha de lectura', render: (r) => formatDate(r.date) },
          { key: 'percent', header: 'Porcentaje de llenado', align: 'end', render: (r) => missing(r.percentage, '%') },
          { key: 'days', header: 'Días para tanque vacío', align: 'end', render: (r) => missing(r.daysToEmpty) },
          { key: 'daily', header: 'Consumo diario (litros)', align: 'end', render: (r) => missing(r.dailyConsumption) },
        ]}
        rows={readings ? paginate(readings, page, READINGS_PAGE_SIZE) : readings}
        rowKey={(r) => r.date}
        loading={loading && !readings}
        error={!loading && !readings && error}
        onRetry={() => void refetch()}
        emptyText={NO_READINGS}
      />
      {readings && <Pager page={page} pageSize={READINGS_PAGE_SIZE} total={readings.length} showAbove={10} onPageChange={setPage} />}
      {chart && readings && (
        <Modal title="Gráfico de lecturas" size="full" onClose={() => setChart(false)}>
          <Suspense fallback={<Loading />}>
            <TankChart
              current={{ name: 'Periodo actual', points: readings }}
              lastYear={{ name: 'Mismo periodo año anterior', points: data?.viewer?.lastYear ?? [] }}
            />
          </Suspense>
        </Modal>
      )}
    </section>
  );
}
