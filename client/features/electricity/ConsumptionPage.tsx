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
import type { ErrorLike } from '@apollo/client';
import type { ElectricityConsumptionQuery } from '../../gql/graphql';
import { screenRead } from '../../shared/screen-reads';
import { ELECTRICITY_CONSUMPTION, ELECTRICITY_DOWNLOAD_TOKEN, useKnownContract } from './api';
import { prefetchContract } from './contract-hint';
import { electricityTab } from './electricity-list';
import { DateRangeForm, type DayRange } from './DateRangeForm';
import { ElectricityShell } from './ElectricityShell';
import { rangeOf, useAppliedRange } from './range-params';

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

/** The query's variables for the tab's URL (its search, without the '?'): the screen's and its prefetch's alike. */
function consumptionVariables(clientCode: string, contractCode: string | undefined, search: string) {
  const params = new URLSearchParams(search);
  const filter = appliedFilter(params, rangeOf(search));
  return {
    clientCode,
    contractCode,
    installation: params.get('instalacion') ?? undefined,
    from: filter.from,
    to: filter.to,
    granularity: filter.granularity,
    schedule: filter.schedule,
    previousFrom: monthsBefore(filter.from, 12),
    previousTo: monthsBefore(filter.to, 12),
    withPrevious: filter.compare,
  };
}

// the installations and the consumption beside the company's clients; the contract as a hint once they are known
export const prefetch = electricityTab(
  paths.electricity.consumption,
  (client, { search }) =>
    client &&
    screenRead(
      ELECTRICITY_CONSUMPTION,
      consumptionVariables(client.code, prefetchContract(client.code, client.item?.contractCode), search),
    ),
);

type Tab = NonNullable<NonNullable<ElectricityConsumptionQuery['viewer']>['electricityConsumptionTab']>;

/** What ConsumptionResult shows: the current answer's consumption, or its loading or failure. */
interface Result {
  tab: Tab | null | undefined;
  loading: boolean;
  error: ErrorLike | undefined;
  retry: () => void;
}

/**
 * The contract's installations: one alone is chosen at once (spec 3 §4), several wait for the user's choice. One query
 * reads them with the chosen one's consumption; while a new filter's answer comes, the installations stay as they were.
 */
function Installations({ client }: { client: CompanyClient }) {
  const searchText = useSearch();
  const search = new URLSearchParams(searchText);
  const [, navigate] = useLocation();
  const contractCode = useKnownContract(client.clientCode);
  const { data, previousData, loading, error, refetch } = useQuery(ELECTRICITY_CONSUMPTION, {
    variables: consumptionVariables(client.clientCode, contractCode, searchText),
    errorPolicy: 'all',
  });
  const list = (data ?? previousData)?.viewer?.electricityConsumptionTab?.installations;
  if (!list) return loading ? <Loading /> : <LoadError onRetry={() => refetch()} error={error} />;
  const { installations } = list;
  if (installations.length === 0) return <p className="empty">{list.emptyMessage ?? 'El suministro no tiene instalaciones'}</p>;
  const asked = search.get('instalacion');
  const chosen = installations.length === 1 ? installations[0] : installations.find((i) => i.code === asked);
  const choose = (code: string) => {
    search.set('instalacion', code);
    navigate(withSelection(`${paths.electricity.consumption}?${search.toString()}`, client.clientCode), { replace: true });
  };
  const result: Result = { tab: data?.viewer?.electricityConsumptionTab, loading, error, retry: () => void refetch() };
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
        <Consumption client={client} installation={chosen.code} company={chosen.companyName ?? client.companyName} result={result} />
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

/** The filter the URL applies over `range`. */
function appliedFilter(search: URLSearchParams, range: DayRange): Filter {
  const asked = search.get('granularidad');
  return {
    ...range,
    // a year of 15-minute points is 35,000: a day a point unless the URL asks for another (ours)
    granularity: keptGranularity(isGranularity(asked) ? asked : 'DAILY', range.from, range.to),
    schedule: isSchedule(search.get('horario')) ? (search.get('horario') as Schedule) : 'ALL',
    compare: search.get('comparar') === '1',
  };
}

function Consumption({
  client,
  installation,
  company,
  result,
}: {
  client: CompanyClient;
  installation: string;
  company: string;
  result: Result;
}) {
  const id = useId();
  const search = new URLSearchParams(useSearch());
  const [range, applyRange] = useAppliedRange(paths.electricity.consumption, client.clientCode);
  const applied = appliedFilter(search, range);
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
      <ConsumptionResult company={company} filter={applied} result={result} />
    </>
  );
}

function ConsumptionResult({ company, filter, result }: { company: string; filter: Filter; result: Result }) {
  const apollo = useApolloClient();
  const requestToken = async () => (await apollo.mutate({ mutation: ELECTRICITY_DOWNLOAD_TOKEN })).data?.downloadToken ?? '';
  const consumption = result.tab?.consumption;
  if (!consumption) {
    if (result.loading) return <Loading label="Cargando consumos…" />;
    return <LoadError onRetry={result.retry} error={result.error} message={CONSUMPTION_FAILED} />;
  }
  // a server's message is its own text, shown as text
  if (consumption.points.length === 0) return <p className="empty">{consumption.emptyMessage ?? CONSUMPTION_EMPTY}</p>;
  const previous = result.tab?.previous?.points ?? null;
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
