import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { formatNumber } from '../../lib/format';
import { paginate } from '../../lib/paginate';
import { paths } from '../../shared/paths';
import { Pager } from '../../ui/Pager';
import { Table } from '../../ui/Table';
import { AUTOGAS_GOALS } from './api';
import { AutogasShell, type Vehicle } from './AutogasShell';
import { autogasTab } from './vehicle-list';
import { screenRead } from '../../shared/screen-reads';

const PAGE_SIZE = 10;
export const MONTHS = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];
type Goal = { year: number; month: number; goal: number | null; liters: number | null; fulfillment: number | null };

const goalsRead = (patent: string) => screenRead(AUTOGAS_GOALS, { patent });

export const prefetch = autogasTab((vehicle) => vehicle && goalsRead(vehicle.code));

function Goals({ vehicle }: { vehicle: Vehicle }) {
  const [page, setPage] = useState(1);
  const { data, loading, refetch } = useQuery(AUTOGAS_GOALS, { variables: goalsRead(vehicle.patent).variables, errorPolicy: 'all' });
  const goals = data?.viewer?.autogasGoals;
  return (
    <section className="card" aria-label="Metas">
      <h2>Metas de consumo</h2>
      <p className="muted">La información corresponde al período de vigencia del contrato.</p>
      <Table<Goal>
        caption="Metas mensuales"
        hideCaption
        loading={loading && goals === undefined}
        error={goals === null}
        onRetry={() => void refetch()}
        rows={goals ? paginate(goals, page, PAGE_SIZE) : goals}
        rowKey={(row) => `${row.year}-${row.month}`}
        emptyText="No se han encontrado registros"
        columns={[
          { key: 'year', header: 'Año', render: (row) => row.year },
          { key: 'month', header: 'Mes', render: (row) => MONTHS[row.month - 1] ?? row.month },
          { key: 'goal', header: 'Meta (L)', align: 'end', render: (row) => formatNumber(row.goal, 1) },
          { key: 'liters', header: 'Acumulado (L)', align: 'end', render: (row) => formatNumber(row.liters, 1) },
          {
            key: 'fulfillment',
            header: 'Cumplimiento',
            align: 'end',
            render: (row) => (row.fulfillment == null ? '–' : `${formatNumber(row.fulfillment, 1)} %`),
          },
        ]}
      />
      {goals && <Pager page={page} pageSize={PAGE_SIZE} total={goals.length} onPageChange={setPage} />}
    </section>
  );
}

/** Metas (spec 2 §2): the monthly goals of the contract's validity, 10 a page. */
export default function GoalsPage() {
  return <AutogasShell current={paths.autogas.goals}>{(vehicle) => <Goals vehicle={vehicle} />}</AutogasShell>;
}
