import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { today, type Range } from '../../lib/date-range';
import { formatDate, formatNumber, MISSING } from '../../lib/format';
import { paginate } from '../../lib/paginate';
import { paths } from '../../shared/paths';
import { DateRange } from '../../ui/DateRange';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { Pager } from '../../ui/Pager';
import { Table } from '../../ui/Table';
import { AUTOGAS_CONSUMPTION } from './api';
import { AutogasShell, type Vehicle } from './AutogasShell';
import { autogasTab } from './vehicle-list';
import { screenRead } from '../../shared/screen-reads';
import './autogas.css';

const PAGE_SIZE = 10;
type Load = { day: string; hour: string | null; liters: number | null };

/** The first day of the current month to today: what Consumo opens on. */
function thisMonth(): Range {
  const to = today('day');
  return { from: `${to.slice(0, 8)}01`, to };
}

const consumptionVariables = (patent: string, range: Range) => ({ patent, from: range.from, to: range.to });

export const prefetch = autogasTab(
  (vehicle) => vehicle && screenRead(AUTOGAS_CONSUMPTION, consumptionVariables(vehicle.code, thisMonth())),
);

function Consumption({ vehicle }: { vehicle: Vehicle }) {
  const [range, setRange] = useState<Range>(thisMonth);
  const [asked, setAsked] = useState<Range>(range);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const { data, loading, refetch } = useQuery(AUTOGAS_CONSUMPTION, {
    variables: consumptionVariables(vehicle.patent, asked),
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
  const current = data?.viewer?.autogasCurrentMonth;
  const loads = data?.viewer?.autogasFuelLoads;
  const search = () => {
    if (rangeError) return;
    setAsked(range);
    setPage(1);
  };
  return (
    <>
      <section className="card autogas-current" aria-label="Consumo del mes en curso">
        <h2>Consumo del mes en curso</h2>
        {current === undefined && loading ? (
          <Loading />
        ) : !current ? (
          <LoadError onRetry={() => refetch()} />
        ) : current.liters ? (
          <p className="autogas-big">{formatNumber(current.liters, 1)} litros</p>
        ) : (
          <p className="empty">No se registran consumos en el mes en curso</p>
        )}
      </section>
      <section className="card" aria-label="Historial de consumos">
        <h2>Historial de consumos</h2>
        <form
          className="filter-bar"
          onSubmit={(e) => {
            e.preventDefault();
            search();
          }}
        >
          <DateRange
            value={range}
            legend="Período de consumo"
            onChange={(next, problem) => {
              setRange(next);
              setRangeError(problem);
            }}
          />
          <button type="submit" className="button" disabled={rangeError !== null}>
            Buscar
          </button>
        </form>
        <Table<Load>
          caption="Consumos del período"
          hideCaption
          loading={loading && loads === undefined}
          error={loads === null}
          onRetry={() => void refetch()}
          rows={loads ? paginate(loads, page, PAGE_SIZE) : loads}
          rowKey={(row) => `${row.day} ${row.hour ?? ''} ${row.liters}`}
          emptyText="No se registran consumos en el período seleccionado"
          columns={[
            { key: 'day', header: 'Fecha de venta', render: (row) => formatDate(row.day) },
            { key: 'hour', header: 'Hora de venta', render: (row) => row.hour ?? MISSING },
            { key: 'liters', header: 'Litros', align: 'end', render: (row) => formatNumber(row.liters, 1) },
          ]}
        />
        {loads && <Pager page={page} pageSize={PAGE_SIZE} total={loads.length} onPageChange={setPage} />}
      </section>
    </>
  );
}

/** Consumo (spec 2 §2): this month's litres, and the loads of a period (no future dates), newest first, 10 a page. */
export default function ConsumptionPage() {
  return <AutogasShell current={paths.autogas.consumption}>{(vehicle) => <Consumption vehicle={vehicle} />}</AutogasShell>;
}
