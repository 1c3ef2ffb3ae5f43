// the ES module build: the CommonJS one's default export arrives as an object in the production bundle
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { formatDate, formatNumber } from '../../lib/format';

// only what this chart draws: the reading history is the one screen that loads this chunk (a lazy import)
echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface ChartSeries {
  name: string;
  points: Array<{ date: string; percentage: number | null }>;
}

/** What a line shows, for those who cannot see it: its days, its lowest and highest level, its last one. */
function describe({ name, points }: ChartSeries): string {
  const read = points.filter((p): p is { date: string; percentage: number } => p.percentage !== null);
  const last = read.at(-1);
  if (!last) return `${name}: sin lecturas.`;
  const levels = read.map((p) => p.percentage);
  const level = (value: number) => `${formatNumber(value, 1)}%`;
  return `${name}: del ${formatDate(read[0]!.date)} al ${formatDate(last.date)}, nivel entre ${level(Math.min(...levels))} y ${level(Math.max(...levels))}, el último ${level(last.percentage)}.`;
}

/** The two lines of the reading history (spec 2 §2): this period and the same one a year earlier, y 0-100 %. */
export default function TankChart({ current, lastYear }: { current: ChartSeries; lastYear: ChartSeries }) {
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { data: [current.name, lastYear.name] },
    xAxis: { type: 'category', data: current.points.map((p) => p.date.split('-').reverse().join('-')) },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    series: [
      { name: current.name, type: 'line', data: current.points.map((p) => p.percentage) },
      { name: lastYear.name, type: 'line', data: lastYear.points.map((p) => p.percentage) },
    ],
  };
  return (
    // the full-screen modal's height, not a strip at its top
    <figure style={{ height: '100%', margin: 0 }}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        style={{ height: '100%', minHeight: 320, width: '100%' }}
        notMerge
        lazyUpdate
        opts={{ renderer: 'svg' }}
      />
      <figcaption className="visually-hidden">
        {describe(current)} {describe(lastYear)}
      </figcaption>
    </figure>
  );
}
