// the ES module build: the CommonJS one's default export arrives as an object in the production bundle
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { formatMonth, formatNumber } from '../../lib/format';
import './meter.css';

// only what this chart draws: the readings screen is the one that loads this chunk (a lazy import)
// SVG: 13 bars need no canvas, and SVG stays sharp when zoomed
echarts.use([BarChart, GridComponent, TooltipComponent, SVGRenderer]);

export interface ReadingChartProps {
  points: ReadonlyArray<{ month: string; consumption: number }>;
}

/** Consumption of the last 13 months as bars (spec 2 §2, §9). */
export default function ReadingChart({ points }: ReadingChartProps) {
  const option = {
    grid: { left: 48, right: 16, top: 24, bottom: 48 },
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => `${formatNumber(value)} m³` },
    xAxis: { type: 'category', data: points.map((p) => formatMonth(p.month, { short: true })), axisLabel: { rotate: 45 } },
    yAxis: { type: 'value', name: 'm³' },
    series: [{ type: 'bar', name: 'Consumo', data: points.map((p) => p.consumption), itemStyle: { color: '#1d4f91' } }],
  };
  return (
    <figure className="meter-chart">
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        style={{ height: 300, width: '100%' }}
        notMerge
        lazyUpdate
        opts={{ renderer: 'svg' }}
      />
      <figcaption className="visually-hidden">
        Consumo de los últimos {points.length} meses:{' '}
        {points.map((p) => `${formatMonth(p.month)} ${formatNumber(p.consumption)} m³`).join('; ')}
      </figcaption>
    </figure>
  );
}
