import { chartHeight, MAX_Y_TICKS } from '../../../../machines/rules/electricity-rules';
import { formatNumber } from '../../../lib/format';

/**
 * The electricity consumption chart's option, as a pure function of its props and its width (spec 3 §9): no echarts
 * here, so that the chart's chunk alone brings echarts, and so that a test reads the option without drawing it.
 */

export interface ConsumptionPoint {
  label: string;
  at: string | null;
  kwh: number | null;
  dayKwh: number | null;
  nightKwh: number | null;
}

export interface PreviousPoint {
  label: string;
  at: string | null;
  kwh: number | null;
}

export interface ConsumptionChartProps {
  /** 'Consumo eléctrico (kWh) – Cliente: {company}' (the screen builds it; the chart shows it) */
  title: string;
  points: ReadonlyArray<ConsumptionPoint>;
  /** the same period a year earlier, laid over the current one (optional) */
  previous?: ReadonlyArray<PreviousPoint> | null;
  /** with schedule ALL: draw day and night apart (two series) instead of the total */
  split?: boolean;
  /** the level of the title's heading (2 unless told) */
  headingLevel?: 2 | 3 | 4;
}

/** The names of the lines, as the legend and the tooltip say them. */
export const SERIES_NAMES = { total: 'Consumo', day: 'Día', night: 'Noche', previous: 'Año anterior' } as const;

/** Below this width the x labels break in two lines and shrink, the legend scrolls, the zoom bar loses its details. */
export const NARROW_WIDTH = 600;

const COLORS = { total: '#1d4f91', day: '#e0a100', night: '#3a3f8f', previous: '#9aa5b1' } as const;

/** kWh as a Chilean reads it: '1.234,5 kWh'. */
export const kwhText = (value: number) => `${formatNumber(value)} kWh`;

type Value = number | null;

type LineSeries = {
  name: string;
  type: 'line';
  data: Value[];
  sampling: 'lttb';
  showSymbol: boolean;
  connectNulls: boolean;
  lineStyle: { width: number; color: string; type?: 'dashed' };
  itemStyle: { color: string };
  emphasis: { focus: 'series' };
  z: number;
};

/** What the option holds, typed here (echarts' own types would bring echarts' module into this file). */
// a type, not an interface: echarts' option type takes it only with an implicit index signature
export type ConsumptionChartOption = {
  animation: boolean;
  grid: { left: number; right: number; top: number; bottom: number; containLabel: boolean };
  legend: { show: boolean; data: string[]; top: number; type: 'plain' | 'scroll'; itemWidth: number };
  tooltip: {
    trigger: 'axis';
    confine: boolean;
    axisPointer: { type: 'line' };
    valueFormatter: (value: unknown) => string;
  };
  xAxis: {
    type: 'category';
    boundaryGap: boolean;
    data: string[];
    axisLabel: {
      hideOverlap: boolean;
      interval: 'auto';
      fontSize: number;
      alignMinLabel: 'left';
      alignMaxLabel: 'right';
      formatter: (label: string) => string;
    };
  };
  yAxis: {
    type: 'value';
    name: string;
    min: number;
    max: number;
    interval: number;
    splitNumber: number;
    minInterval: number;
    axisLabel: { formatter: (value: number) => string };
  };
  dataZoom: Array<
    | { type: 'inside'; xAxisIndex: number; throttle: number }
    | {
        type: 'slider';
        xAxisIndex: number;
        height: number;
        bottom: number;
        showDetail: boolean;
        brushSelect: boolean;
      }
  >;
  series: LineSeries[];
};

/**
 * A y scale of at most `ticks` ticks (spec 3 §9: 5) from 0 (or below, for a negative value) past the highest value,
 * on a round step (1, 2, 2.5 or 5 times a power of ten): echarts' splitNumber is a hint it may overrun, an interval
 * with a min and a max is not.
 */
export function yScale(values: Iterable<number>, ticks = MAX_Y_TICKS): { min: number; max: number; interval: number } {
  let low = 0;
  let high = 0;
  for (const value of values) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  if (high === low) high = low + 1;
  const steps = ticks - 1;
  const magnitude = 10 ** Math.floor(Math.log10((high - low) / steps));
  const round = (value: number) => Number(value.toPrecision(12));
  for (const factor of [1, 2, 2.5, 5, 10, 20, 25, 50, 100]) {
    const interval = round(factor * magnitude);
    const min = round(Math.floor(low / interval) * interval);
    const max = round(Math.ceil(high / interval) * interval);
    if (Math.round((max - min) / interval) <= steps) return { min, max, interval };
  }
  // unreachable: 100 × the magnitude covers the span in one step
  return { min: low, max: high, interval: high - low };
}

/** The values the chart draws, for its scale and its summary. */
const present = (values: Value[]) => values.filter((v): v is number => v !== null && Number.isFinite(v));

/** The lines drawn: the total, or day and night apart; the year before over them when given. */
function lines({ points, previous, split }: ConsumptionChartProps): Array<{ key: keyof typeof COLORS; data: Value[] }> {
  const drawn: Array<{ key: keyof typeof COLORS; data: Value[] }> = split
    ? [
        { key: 'day', data: points.map((p) => p.dayKwh) },
        { key: 'night', data: points.map((p) => p.nightKwh) },
      ]
    : [{ key: 'total', data: points.map((p) => p.kwh) }];
  // the year before, point for point on the current period's axis (the same granularity gives the same positions)
  if (previous && previous.length > 0) drawn.push({ key: 'previous', data: points.map((_, i) => previous[i]?.kwh ?? null) });
  return drawn;
}

/** The chart's option for its props, at a width (px) of its box. */
export function chartOption(props: ConsumptionChartProps, width: number): ConsumptionChartOption {
  const narrow = width < NARROW_WIDTH;
  const drawn = lines(props);
  const names = drawn.map((line) => SERIES_NAMES[line.key]);
  const several = drawn.length > 1;
  const scale = yScale(drawn.flatMap((line) => present(line.data)));
  const many = props.points.length > 2_000;
  return {
    // thousands of points: no growing animation, the first draw is the one that counts
    animation: !many,
    grid: { left: narrow ? 4 : 12, right: narrow ? 12 : 24, top: several ? 44 : 28, bottom: narrow ? 44 : 48, containLabel: true },
    legend: { show: several, data: names, top: 0, type: narrow ? 'scroll' : 'plain', itemWidth: narrow ? 16 : 25 },
    tooltip: {
      trigger: 'axis',
      // inside the chart's box: at 390 px a tooltip past the edge is cut off by the page
      confine: true,
      axisPointer: { type: 'line' },
      valueFormatter: (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? kwhText(value) : 'Sin dato'),
    },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: props.points.map((p) => p.label),
      axisLabel: {
        // echarts picks every n-th label that fits and hides the ones that would still overlap
        interval: 'auto',
        hideOverlap: true,
        fontSize: narrow ? 10 : 12,
        // the first and last labels inside the box, not cut in half at its edges
        alignMinLabel: 'left',
        alignMaxLabel: 'right',
        // '05-03-2026 14:15' on two lines at a phone's width
        formatter: narrow ? (label: string) => label.replace(' ', '\n') : (label: string) => label,
      },
    },
    yAxis: {
      type: 'value',
      name: 'kWh',
      ...scale,
      splitNumber: MAX_Y_TICKS - 1,
      minInterval: scale.interval,
      axisLabel: { formatter: (value: number) => formatNumber(value) },
    },
    dataZoom: [
      // the wheel, a pinch or a drag on the chart zooms and pans; the bar under it shows where
      // (filtering, the default: zoomed in, lttb samples the visible points alone, so the detail shows)
      { type: 'inside', xAxisIndex: 0, throttle: 50 },
      { type: 'slider', xAxisIndex: 0, height: narrow ? 18 : 22, bottom: 4, showDetail: !narrow, brushSelect: !narrow },
    ],
    series: drawn.map((line, i) => ({
      name: names[i]!,
      type: 'line',
      data: line.data,
      // a year of 15-minute readings is ~35,000 points: drawn as the few hundred the width shows, peaks kept
      sampling: 'lttb',
      showSymbol: props.points.length <= 60,
      connectNulls: false,
      lineStyle: {
        width: line.key === 'previous' ? 1.5 : 2,
        color: COLORS[line.key],
        ...(line.key === 'previous' ? { type: 'dashed' as const } : {}),
      },
      itemStyle: { color: COLORS[line.key] },
      emphasis: { focus: 'series' },
      z: line.key === 'previous' ? 1 : 2,
    })),
  };
}

/** The chart's height for its width (spec 3 §9), in px. */
export const heightFor = (width: number) => chartHeight(width);

/** What the chart shows, in words, for those who cannot see it: the period, the total, the highest point. */
export function describe({ points, previous, split }: ConsumptionChartProps): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return 'Sin datos de consumo para el periodo.';
  const total = (p: ConsumptionPoint) => p.kwh ?? (p.dayKwh !== null || p.nightKwh !== null ? (p.dayKwh ?? 0) + (p.nightKwh ?? 0) : null);
  let sum = 0;
  let top: { label: string; kwh: number } | null = null;
  for (const point of points) {
    const kwh = total(point);
    if (kwh === null || !Number.isFinite(kwh)) continue;
    sum += kwh;
    if (!top || kwh > top.kwh) top = { label: point.label, kwh };
  }
  const parts = [`Periodo del ${first.label} al ${last.label}, ${points.length} ${points.length === 1 ? 'punto' : 'puntos'}.`];
  if (!top) parts.push('Sin lecturas en el periodo.');
  else {
    parts.push(`Consumo total ${kwhText(sum)}.`, `Máximo ${kwhText(top.kwh)} el ${top.label}.`);
    if (split) {
      const day = present(points.map((p) => p.dayKwh)).reduce((a, b) => a + b, 0);
      const night = present(points.map((p) => p.nightKwh)).reduce((a, b) => a + b, 0);
      parts.push(`Día ${kwhText(day)}, noche ${kwhText(night)}.`);
    }
  }
  if (previous && previous.length > 0) {
    const before = present(previous.map((p) => p.kwh));
    parts.push(before.length ? `Año anterior: total ${kwhText(before.reduce((a, b) => a + b, 0))}.` : 'Año anterior: sin lecturas.');
  }
  return parts.join(' ');
}
