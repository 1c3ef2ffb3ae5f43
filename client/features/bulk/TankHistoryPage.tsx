import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { Link, useParams } from 'wouter';
import { formatDate, formatNumber } from '../../lib/format';
import { datesBack, today as todayIn } from '../../lib/date-range';
import { monthsBefore } from '../../../machines/rules/chile-time';
import { MAX_LENGTH } from '../../../machines/rules/limits';
import { READINGS_MONTHS_BACK, READINGS_WITHIN_A_YEAR } from '../../../machines/rules/tank-readings';
import { paginate } from '../../lib/paginate';
import { href, paths } from '../../shared/paths';
import { Loading } from '../../ui/Loading';
import { Modal } from '../../ui/Modal';
import { Pager } from '../../ui/Pager';
import { Table } from '../../ui/Table';
import { TANK_READINGS } from './api';

const TankChart = lazy(() => import('./TankChart'));

/** Spec 2 §9: 15 a page, the pager above 10 rows; at most 12 months back. */
export const READINGS_PAGE_SIZE = 15;
export const NO_READINGS = 'No existen registros de lectura';
const ISO = 'YYYY-MM-DD';
const yearEarlier = (iso: string) => dayjs(iso).subtract(1, 'year').format(ISO);
const missing = (value: number | null, suffix = '') => (value === null ? 'no disponible' : `${formatNumber(value)}${suffix}`);

/** The reading history of a tank: from and to within the last 12 months, the table and the graph. */
export default function TankHistoryPage() {
  const { clientCode = '', tankId = '' } = useParams<{ clientCode: string; tankId: string }>();
  const today = todayIn('day');
  const earliest = monthsBefore(today, READINGS_MONTHS_BACK);
  const [range, setRange] = useState(() => datesBack(1, 'month'));
  const fromId = useId();
  const toId = useId();
  const problemId = useId();
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [chart, setChart] = useState(false);
  const { data, loading, error, refetch } = useQuery(TANK_READINGS, {
    variables: { clientCode, tankCode: tankId, ...range, lastFrom: yearEarlier(range.from), lastTo: yearEarlier(range.to) },
    errorPolicy: 'all',
  });
  const readings = data?.viewer?.tankReadings;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.from || !draft.to) return setProblem(NO_READINGS);
    if (draft.from < earliest || draft.to > today || draft.from > draft.to) return setProblem(READINGS_WITHIN_A_YEAR);
    setProblem(null);
    setPage(1);
    setRange(draft);
  };
  return (
    <section className="page bulk-page" aria-labelledby="history-title">
      <h1 id="history-title">Historial del tanque {tankId}</h1>
      <Link href={href(paths.bulk.tanks, { clientCode })}>Volver a los tanques</Link>
      <form className="account-filter" onSubmit={submit} aria-label="Periodo de lecturas">
        <label htmlFor={fromId}>Desde</label>
        <input
          id={fromId}
          type="date"
          min={earliest}
          max={today}
          maxLength={MAX_LENGTH.date}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <label htmlFor={toId}>Hasta</label>
        <input
          id={toId}
          type="date"
          min={earliest}
          max={today}
          maxLength={MAX_LENGTH.date}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <button type="submit" className="button button-primary">
          Filtrar
        </button>
        <button type="button" className="button button-secondary" disabled={!readings?.length} onClick={() => setChart(true)}>
          Ver Gráfico
        </button>
      </form>
      {problem && (
        <p id={problemId} className="field-error" role="alert">
          {problem}
        </p>
      )}
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
        error={!loading && !readings && Boolean(error)}
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
