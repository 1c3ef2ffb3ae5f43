import { lazy, Suspense, useId, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useLocation, useSearch } from 'wouter';
import {
  CONSUMPTION_EMPTY,
  CONSUMPTION_FAILED,
  GRANULARITIES,
  granularitiesFor,
  INSTALLATION_REQUIRED,
  keptGranularity,
  SCHEDULES,
  type Granularity,
  type Schedule,
} from '../../../machines/rules/electricity-rules';
import { monthsBefore } from '../../../machines/rules/chile-time';
import { formatNumber } from '../../lib/format';
import type { CompanyClient } from '../../shared/company-clients';
import { paths } from '../../shared/paths';
import { withSelection } from '../../shared/selected-client';
import { DownloadButton, downloadUrl } from '../../ui/DownloadButton';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { SelectField } from '../../ui/SelectField';
import { ELECTRICITY_CONSUMPTION, ELECTRICITY_DOWNLOAD_TOKEN, ELECTRICITY_INSTALLATIONS, useKnownContract } from './api';
import { DateRangeForm, type DayRange } from './DateRangeForm';
import { ElectricityShell } from './ElectricityShell';
import { useAppliedRange } from './range-params';

const ConsumptionChart = lazy(() => import('./chart/ConsumptionChart'));

const isGranularity = (value: string | null): value is Granularity => GRANULARITIES.some((g) => g.value === value);
const isSchedule = (value: string | null): value is Schedule => SCHEDULES.some((s) => s.value === value);

/** Historial de Consumos (spec 3 §2, §4, §5, §9): an installation's kWh over a range, as a chart and a CSV. */
export default function ConsumptionPage() {
  return (
    <ElectricityShell current={paths.electricity.consumption}>
      {(_, chosen) => <Installations key={chosen.clientCode} client={chosen} />}
    </ElectricityShell>
  );
}

/** The contract's installations: one alone is chosen at once (spec 3 §4), several wait for the user's choice. */
function Installations({ client }: { client: CompanyClient }) {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const contractCode = useKnownContract(client.clientCode);
  const { data, loading, error, refetch } = useQuery(ELECTRICITY_INSTALLATIONS, {
    variables: { clientCode: client.clientCode, contractCode },
    errorPolicy: 'all',
  });
  const list = data?.viewer?.electricityInstallations;
  if (!list) return loading ? <Loading /> : <LoadError onRetry={() => refetch()} error={error} />;
  const { installations } = list;
  if (installations.length === 0) return <p className="empty">{list.emptyMessage ?? 'El suministro no tiene instalaciones'}</p>;
  const asked = search.get('instalacion');
  const chosen = installations.length === 1 ? installations[0] : installations.find((i) => i.code === asked);
  const choose = (code: string) => {
    search.set('instalacion', code);
    navigate(withSelection(`${paths.electricity.consumption}?${search.toString()}`, client.clientCode), { replace: true });
  };
  return (
    <>
      <SelectField
        label="Instalación"
        placeholder={INSTALLATION_REQUIRED}
        options={installations.map((i) => ({ value: i.code, label: i.companyName ? `${i.code} – ${i.companyName}` : i.code }))}
        value={chosen?.code ?? ''}
        disabled={installations.length === 1}
        onChange={(e) => choose(e.target.value)}
        fieldClassName="electricity-installation"
      />
      {chosen ? (
        <Consumption client={client} installation={chosen.code} company={chosen.companyName ?? client.companyName} />
      ) : (
        <p className="empty">{INSTALLATION_REQUIRED}</p>
      )}
    </>
  );
}

interface Filter extends DayRange {
  granularity: Granularity;
  schedule: Schedule;
  compare: boolean;
}

function Consumption({ client, installation, company }: { client: CompanyClient; installation: string; company: string }) {
  const id = useId();
  const search = new URLSearchParams(useSearch());
  const [range, applyRange] = useAppliedRange(paths.electricity.consumption, client.clientCode);
  const asked = search.get('granularidad');
  const applied: Filter = {
    ...range,
    // a year of 15-minute points is 35,000: a day a point unless the URL asks for another (ours)
    granularity: keptGranularity(isGranularity(asked) ? asked : 'DAILY', range.from, range.to),
    schedule: isSchedule(search.get('horario')) ? (search.get('horario') as Schedule) : 'ALL',
    compare: search.get('comparar') === '1',
  };
  const [draft, setDraft] = useState(applied);
  const offered = granularitiesFor(draft.from, draft.to);
  const apply = (next: DayRange) =>
    applyRange(next, {
      instalacion: installation,
      granularidad: keptGranularity(draft.granularity, next.from, next.to),
      horario: draft.schedule,
      ...(draft.compare ? { comparar: '1' } : {}),
    });
  return (
    <>
      <DateRangeForm
        key={`${applied.from}-${applied.to}`}
        value={applied}
        label="Consumos por fecha"
        onChange={(next) => setDraft((d) => ({ ...d, ...next, granularity: keptGranularity(d.granularity, next.from, next.to) }))}
        onApply={apply}
      >
        <SelectField
          label="Granularidad"
          options={GRANULARITIES.filter((g) => offered.includes(g.value)).map((g) => ({ value: g.value, label: g.label }))}
          value={draft.granularity}
          onChange={(e) => isGranularity(e.target.value) && setDraft({ ...draft, granularity: e.target.value })}
        />
        <SelectField
          label="Horario"
          options={SCHEDULES.map((s) => ({ value: s.value, label: s.label }))}
          value={draft.schedule}
          onChange={(e) => isSchedule(e.target.value) && setDraft({ ...draft, schedule: e.target.value })}
        />
        <label className="check electricity-compare" htmlFor={`${id}-compare`}>
          <input
            id={`${id}-compare`}
            type="checkbox"
            checked={draft.compare}
            onChange={(e) => setDraft({ ...draft, compare: e.target.checked })}
          />
          Comparar con el año anterior
        </label>
      </DateRangeForm>
      <ConsumptionResult client={client.clientCode} installation={installation} company={company} filter={applied} />
    </>
  );
}

function ConsumptionResult({
  client,
  installation,
  company,
  filter,
}: {
  client: string;
  installation: string;
  company: string;
  filter: Filter;
}) {
  const { data, loading, error, refetch } = useQuery(ELECTRICITY_CONSUMPTION, {
    variables: {
      clientCode: client,
      installation,
      from: filter.from,
      to: filter.to,
      granularity: filter.granularity,
      schedule: filter.schedule,
      previousFrom: monthsBefore(filter.from, 12),
      previousTo: monthsBefore(filter.to, 12),
      withPrevious: filter.compare,
    },
    errorPolicy: 'all',
  });
  const apollo = useApolloClient();
  const requestToken = async () => (await apollo.mutate({ mutation: ELECTRICITY_DOWNLOAD_TOKEN })).data?.downloadToken ?? '';
  const consumption = data?.viewer?.electricityConsumption;
  if (!consumption) {
    if (loading) return <Loading label="Cargando consumos…" />;
    return <LoadError onRetry={() => refetch()} error={error} message={CONSUMPTION_FAILED} />;
  }
  // a server's message is its own text, shown as text
  if (consumption.points.length === 0) return <p className="empty">{consumption.emptyMessage ?? CONSUMPTION_EMPTY}</p>;
  const previous = data.viewer?.previous?.points ?? null;
  return (
    <section className="card electricity-chart" aria-label="Consumo eléctrico">
      <Suspense fallback={<Loading label="Cargando el gráfico…" />}>
        <ConsumptionChart
          title={`Consumo eléctrico (kWh) – Cliente: ${company}`}
          points={consumption.points}
          previous={filter.compare ? previous : null}
          split={filter.schedule === 'ALL' && consumption.points.some((p) => p.dayKwh !== null || p.nightKwh !== null)}
        />
      </Suspense>
      <p className="muted">
        Total del período: {formatNumber(consumption.totalKwh, 1)} kWh
        {consumption.sampled && ` · ${consumption.totalPoints.toLocaleString('es-CL')} lecturas, promediadas para el gráfico`}
      </p>
      {consumption.csv && (
        <DownloadButton
          requestToken={requestToken}
          action={downloadUrl(consumption.csv.path)}
          fields={Object.fromEntries(consumption.csv.fields.map((f) => [f.name, f.value]))}
          label="Descargar CSV"
        />
      )}
    </section>
  );
}
