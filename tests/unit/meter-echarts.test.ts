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

describe('echarts in the client', () => {
  it('is imported by the readings chart alone, from echarts/core with only the parts it draws', () => {
    const users = files.filter((f) =>
      importsOf(f.text).some((i) => i === 'echarts' || i.startsWith('echarts/') || i.startsWith('echarts-for-react')),
    );
    expect(users.map((f) => f.path)).toEqual(['features/meter/ReadingChart.tsx']);
    const chart = importsOf(users[0]!.text).filter((i) => i.startsWith('echarts'));
    expect(chart.sort()).toEqual([
      'echarts-for-react/esm/core',
      'echarts/charts',
      'echarts/components',
      'echarts/core',
      'echarts/renderers',
    ]);
  });

  it('is reached only through a dynamic import of the chart', () => {
    const statically = files.filter((f) => /from\s+'\.\/ReadingChart'/.test(f.text));
    expect(statically).toEqual([]);
    const lazily = files.filter((f) => f.text.includes("import('./ReadingChart')"));
    expect(lazily.map((f) => f.path)).toEqual(['features/meter/ReadingsPage.tsx']);
  });
});
