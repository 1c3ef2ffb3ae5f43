import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** echarts weighs more than the rest of a screen: only the readings chart may bring it, and only when drawn. */
const root = join(import.meta.dirname, '../../client');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gql' ? [] : sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = sources(root).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));
const importsOf = (text: string) => [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);

/** Each chart module, the screen that loads it lazily, and the echarts parts it may import. */
const CHARTS = [
  {
    path: 'features/autogas/LitersDoughnut.tsx',
    screen: 'features/autogas/DashboardCard.tsx',
    parts: ['echarts-for-react/esm/core', 'echarts/charts', 'echarts/components', 'echarts/core', 'echarts/renderers'],
  },
  {
    path: 'features/bulk/TankChart.tsx',
    screen: 'features/bulk/TankHistoryPage.tsx',
    parts: ['echarts-for-react/esm/core', 'echarts/charts', 'echarts/components', 'echarts/core', 'echarts/renderers'],
  },
  {
    path: 'features/electricity/chart/ConsumptionChart.tsx',
    screen: 'features/electricity/ConsumptionPage.tsx',
    parts: ['echarts-for-react/esm/core', 'echarts/charts', 'echarts/components', 'echarts/core', 'echarts/renderers'],
  },
  {
    path: 'features/meter/ReadingChart.tsx',
    screen: 'features/meter/ReadingsPage.tsx',
    parts: ['echarts-for-react/esm/core', 'echarts/charts', 'echarts/components', 'echarts/core', 'echarts/renderers'],
  },
];

describe('echarts in the client', () => {
  it('is imported by the chart modules alone, each from echarts/core with only the parts it draws', () => {
    const users = files.filter((f) =>
      importsOf(f.text).some((i) => i === 'echarts' || i.startsWith('echarts/') || i.startsWith('echarts-for-react')),
    );
    expect(users.map((f) => f.path).sort()).toEqual(CHARTS.map((c) => c.path));
    for (const chart of CHARTS) {
      const file = users.find((f) => f.path === chart.path)!;
      expect(
        importsOf(file.text)
          .filter((i) => i.startsWith('echarts'))
          .sort(),
      ).toEqual(chart.parts);
    }
  });

  it('is reached only through a dynamic import of each chart, from the screen that draws it', () => {
    for (const chart of CHARTS) {
      // the chart as the screen's folder names it: './ReadingChart', './chart/ConsumptionChart'
      const screenDir = chart.screen.split('/').slice(0, -1).join('/');
      const name = `./${chart.path.slice(screenDir.length + 1).replace(/\.tsx$/, '')}`;
      expect(files.filter((f) => f.text.includes(`from '${name}'`))).toEqual([]);
      expect(files.filter((f) => f.text.includes(`import('${name}')`)).map((f) => f.path)).toEqual([chart.screen]);
    }
  });
});
