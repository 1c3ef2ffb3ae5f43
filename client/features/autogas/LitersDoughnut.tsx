// the ES module build: the CommonJS one's default export arrives as an object in the production bundle
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { PieChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { formatNumber } from '../../lib/format';

// only the pie: the dashboard card loads this chunk lazily, so the dashboard's first paint never waits for echarts
echarts.use([PieChart, TooltipComponent, SVGRenderer]);

export interface LitersDoughnutProps {
  consumed: number;
  goal: number;
}

/** Litres consumed this month against those left to the goal (spec 2 §2 dashboard card). */
export default function LitersDoughnut({ consumed, goal }: LitersDoughnutProps) {
  const remaining = Math.max(0, goal - consumed);
  const option = {
    tooltip: { trigger: 'item', valueFormatter: (value: number) => `${formatNumber(value, 1)} L` },
    series: [
      {
        type: 'pie',
        radius: ['55%', '80%'],
        label: { show: false },
        data: [
          { name: 'Consumidos', value: consumed, itemStyle: { color: '#1d4f91' } },
          { name: 'Restantes', value: remaining, itemStyle: { color: '#d6dde8' } },
        ],
      },
    ],
  };
  return (
    <figure className="autogas-doughnut">
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        style={{ height: 140, width: 140 }}
        notMerge
        lazyUpdate
        opts={{ renderer: 'svg' }}
      />
      <figcaption className="visually-hidden">
        {formatNumber(consumed, 1)} litros consumidos y {formatNumber(remaining, 1)} litros restantes de la meta mensual
      </figcaption>
    </figure>
  );
}
