import { render, screen, waitFor } from '@testing-library/react';
import type { EChartsOption } from 'echarts';
import { beforeEach, describe as group, expect, it } from 'vitest';
import ConsumptionChart from '../../client/features/electricity/chart/ConsumptionChart';
import {
  chartOption,
  heightFor,
  yScale,
  type ConsumptionChartProps,
  type ConsumptionPoint,
} from '../../client/features/electricity/chart/option';
import { chartHeight, MAX_Y_TICKS } from '../../machines/rules/electricity-rules';
import { catchChartsWithoutLayout } from '../support/console';

const TITLE = 'Consumo eléctrico (kWh) – Cliente: Industrias del Sur SpA';

/** days of readings from 1 March 2026, each split in day and night */
function days(kwh: number[]): ConsumptionPoint[] {
  return kwh.map((value, i) => {
    const day = String(i + 1).padStart(2, '0');
    return { label: `${day}-03-2026`, at: `2026-03-${day}`, kwh: value, dayKwh: value * 0.75, nightKwh: value * 0.25 };
  });
}

/** a year of 15-minute readings: the size the chart must stay responsive at */
function quarterHours(count: number): ConsumptionPoint[] {
  const start = Date.UTC(2025, 2, 1);
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(start + i * 900_000).toISOString().slice(0, 16);
    const kwh = 2 + Math.sin(i / 16) + (i % 96 > 32 && i % 96 < 80 ? 3 : 0);
    return { label: `${at.slice(8, 10)}-${at.slice(5, 7)}-${at.slice(0, 4)} ${at.slice(11)}`, at, kwh, dayKwh: kwh, nightKwh: 0 };
  });
}

const seriesNames = (option: ReturnType<typeof chartOption>) => option.series.map((s) => s.name);
/** the ticks a y axis with a fixed min, max and interval shows */
const ticks = ({ min, max, interval }: { min: number; max: number; interval: number }) => Math.round((max - min) / interval) + 1;

group('the electricity consumption chart', () => {
  beforeEach(catchChartsWithoutLayout);

  it('shows its title as a heading and names its drawing by it', async () => {
    render(<ConsumptionChart title={TITLE} points={days([10, 20, 30])} />);
    expect(screen.getByRole('heading', { name: TITLE })).toBeDefined();
    expect(screen.getByRole('figure', { name: TITLE })).toBeDefined();
    const drawing = screen.getByRole('img', { name: `Gráfico de líneas: ${TITLE}` });
    // echarts draws into the box once mounted: the SVG renderer's <svg>, or its root div where nothing lays out
    await waitFor(() => expect(drawing.querySelector('[_echarts_instance_]')).not.toBeNull());
  });

  it('tells the period, the total and the highest point in Chilean numbers, for a screen reader', () => {
    render(<ConsumptionChart title={TITLE} points={days([1200.5, 3400.25, 980])} />);
    const summary = screen.getByText(/^Periodo del 01-03-2026 al 03-03-2026, 3 puntos\./);
    expect(summary.className).toBe('visually-hidden');
    expect(summary.textContent).toContain('Consumo total 5.580,75 kWh.');
    expect(summary.textContent).toContain('Máximo 3.400,25 kWh el 02-03-2026.');
    expect(summary.id).toBe(screen.getByRole('img').getAttribute('aria-describedby'));
  });

  it('tells day and night apart and the year before, when it draws them', () => {
    const points = days([100, 200]);
    render(<ConsumptionChart title={TITLE} points={points} split previous={points.map((p) => ({ ...p, kwh: p.kwh! / 2 }))} />);
    const summary = screen.getByText(/^Periodo del /).textContent!;
    expect(summary).toContain('Consumo total 300 kWh.');
    expect(summary).toContain('Día 225 kWh, noche 75 kWh.');
    expect(summary).toContain('Año anterior: total 150 kWh.');
  });

  it('says a period without readings in words', () => {
    render(<ConsumptionChart title={TITLE} points={days([1]).map((p) => ({ ...p, kwh: null, dayKwh: null, nightKwh: null }))} />);
    expect(screen.getByText(/Sin lecturas en el periodo\./)).toBeDefined();
  });

  it("takes its height from its box's width (spec 3 §9)", () => {
    render(<ConsumptionChart title={TITLE} points={days([1, 2])} />);
    // happy-dom lays nothing out: the box keeps the window's width (1024 px), 40 % of it
    const chart = screen.getByRole('img').firstElementChild as HTMLElement;
    expect(chart.style.height).toBe(`${chartHeight(window.innerWidth)}px`);
  });
});

group('the consumption chart option', () => {
  const props: ConsumptionChartProps = { title: TITLE, points: days([10, 20, 30, 40]) };

  it('is an option echarts takes', () => {
    const option: EChartsOption = chartOption(props, 1280);
    expect(option.series).toHaveLength(1);
  });

  it('names one line Consumo, Día and Noche when split, and adds Año anterior over them, with a legend for several', () => {
    const total = chartOption(props, 1280);
    expect(seriesNames(total)).toEqual(['Consumo']);
    expect(total.legend.show).toBe(false);
    expect(total.series[0]!.data).toEqual([10, 20, 30, 40]);
    const split = chartOption({ ...props, split: true }, 1280);
    expect(seriesNames(split)).toEqual(['Día', 'Noche']);
    expect(split.series.map((s) => s.data)).toEqual([
      [7.5, 15, 22.5, 30],
      [2.5, 5, 7.5, 10],
    ]);
    expect(split.legend).toMatchObject({ show: true, data: ['Día', 'Noche'] });
    const previous = props.points.slice(0, 3).map((p) => ({ label: p.label.replace('2026', '2025'), at: null, kwh: p.kwh! + 1 }));
    const both = chartOption({ ...props, split: true, previous }, 1280);
    expect(seriesNames(both)).toEqual(['Día', 'Noche', 'Año anterior']);
    // laid point for point over the current period; a point the year before lacks stays empty
    expect(both.series[2]!.data).toEqual([11, 21, 31, null]);
    expect(chartOption({ ...props, previous }, 1280).legend.data).toEqual(['Consumo', 'Año anterior']);
    expect(seriesNames(chartOption({ ...props, previous: [] }, 1280))).toEqual(['Consumo']);
  });

  it('shows at most 5 y-axis ticks, in Chilean numbers', () => {
    for (const width of [1280, 390]) {
      const { yAxis } = chartOption(props, width);
      expect(yAxis.splitNumber).toBeLessThanOrEqual(MAX_Y_TICKS);
      expect(ticks(yAxis)).toBeLessThanOrEqual(MAX_Y_TICKS);
      expect(yAxis.min).toBe(0);
      expect(yAxis.max).toBeGreaterThanOrEqual(40);
      expect(yAxis.minInterval).toBe(yAxis.interval);
    }
    const large = chartOption({ ...props, points: days([1234.5, 98_765.4]) }, 1280);
    expect(large.yAxis.axisLabel.formatter(25_000)).toBe('25.000');
    expect(large.yAxis.axisLabel.formatter(2.5)).toBe('2,5');
    expect(large.tooltip.valueFormatter(1234.5)).toBe('1.234,5 kWh');
    expect(large.tooltip.valueFormatter(null)).toBe('Sin dato');
  });

  it('keeps the y scale to 5 ticks whatever the values', () => {
    const cases = [[0.01, 0.3], [0.7], [3, 99.9], [101], [1, 1_000_001], [0], [-5, 12], [0.25, 0.25], [4, 4.0001], [7, 13, 17]];
    for (const values of cases) {
      const scale = yScale(values);
      expect(ticks(scale), values.join()).toBeLessThanOrEqual(MAX_Y_TICKS);
      expect(scale.min).toBeLessThanOrEqual(Math.min(0, ...values));
      expect(scale.max).toBeGreaterThanOrEqual(Math.max(...values));
      expect(scale.interval).toBeGreaterThan(0);
    }
    expect(yScale([40])).toEqual({ min: 0, max: 40, interval: 10 });
    expect(yScale([0.3])).toEqual({ min: 0, max: 0.3, interval: 0.1 });
  });

  it('samples with lttb and zooms, inside and with a slider, so a year of 15-minute readings stays responsive', () => {
    const points = quarterHours(35_040);
    const started = performance.now();
    const option = chartOption({ ...props, points, split: true, previous: points }, 390);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(option.series.every((s) => s.sampling === 'lttb' && !s.showSymbol)).toBe(true);
    expect(option.series[0]!.data).toHaveLength(35_040);
    expect(option.dataZoom.map((z) => z.type)).toEqual(['inside', 'slider']);
    expect(option.animation).toBe(false);
    expect(ticks(option.yAxis)).toBeLessThanOrEqual(MAX_Y_TICKS);
  });

  it('keeps the x labels readable at 390 px: smaller, on two lines, thinned to those that fit', () => {
    const points = quarterHours(96);
    const phone = chartOption({ ...props, points }, 390).xAxis.axisLabel;
    expect(phone).toMatchObject({ interval: 'auto', hideOverlap: true, fontSize: 10 });
    expect(phone.formatter('01-03-2025 13:15')).toBe('01-03-2025\n13:15');
    const desk = chartOption({ ...props, points }, 1280).xAxis.axisLabel;
    expect(desk).toMatchObject({ interval: 'auto', hideOverlap: true, fontSize: 12 });
    expect(desk.formatter('01-03-2025 13:15')).toBe('01-03-2025 13:15');
    expect(chartOption({ ...props, points }, 390).dataZoom[1]).toMatchObject({ showDetail: false });
  });

  it('is as tall as spec 3 §9 says for its width: 25 %, 40 % below 1100 px, 60 % below 800 px, 80 % below 300 px', () => {
    expect(heightFor(1280)).toBe(320);
    expect(heightFor(1099)).toBe(440);
    expect(heightFor(799)).toBe(479);
    expect(heightFor(390)).toBe(234);
    expect(heightFor(299)).toBe(239);
  });
});
