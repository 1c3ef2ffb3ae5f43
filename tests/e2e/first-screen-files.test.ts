import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkKeyOf, firstScreenFiles, readManifest, screenWeights } from '../../scripts/bench/bundle';
import { DASHBOARD_FILES, FIRST_SCREEN_BUDGETS, LOGIN_FILES } from '../../scripts/first-screens';
import { COMPILE_HINT } from '../../scripts/vite-compile-hints';

/**
 * The build the browser tests serve, read as a phone fetches it: before a first screen shows, the entry with its
 * static imports and the screen's chunks with theirs (scripts/vite-first-screens.ts groups them). A file more is a
 * round trip more on a slow network, in a wave of six.
 */
const dist = join(process.cwd(), 'dist');

/** The script files the app fetches before the screen made of `screens` shows, and the screens' own, by name without their hash. */
function firstScreenScripts(screens: readonly string[]): { all: string[]; own: string[] } {
  const name = (file: string) => basename(file).replace(/-[\w-]{8}\.js$/, '');
  const manifest = readManifest(dist);
  const all = [...firstScreenFiles(dist, screens)].filter((file) => file.endsWith('.js'));
  return { all: all.map(name).sort(), own: screens.map((screen) => name(manifest[chunkKeyOf(manifest, screen)]!.file)) };
}

describe('the first screens’ files', () => {
  it('the entry loads its libraries as one file (and the bundler’s runtime)', () => {
    expect(firstScreenScripts([]).all).toEqual(['index', 'rolldown-runtime', 'vendor']);
  });

  it('/login adds its screen, what it imports and what it shares with the signed-in screens: one file each', () => {
    const { all, own } = firstScreenScripts(LOGIN_FILES);
    expect(all).toEqual(['first-login', 'first-shared', 'index', ...own, 'rolldown-runtime', 'vendor'].sort());
  });

  it('the dashboard adds its screens (page, cards, shell), what they import and what they share', () => {
    const { all, own } = firstScreenScripts(DASHBOARD_FILES);
    expect(all).toEqual(['first-dashboard', 'first-shared', 'first-shell', 'index', ...own, 'rolldown-runtime', 'vendor'].sort());
  });

  it('the entry, its libraries and the first screens’ groups are compiled off the main thread; other chunks are not', () => {
    // V8 honours the hint for the functions after it: it must come before the chunk's code, on its first lines
    const hinted = (file: string) =>
      readFileSync(join(dist, 'assets', file), 'utf8')
        .split('\n', 2)
        .includes(COMPILE_HINT);
    const name = (file: string) => file.replace(/-[\w-]{8}\.js$/, '');
    const scripts = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
    const marked = scripts.filter(hinted).map(name).sort();
    expect(marked).toEqual(['first-dashboard', 'first-login', 'first-shared', 'first-shell', 'index', 'vendor']);
    // the areas' screens, Apollo and the charts compile as they are called
    expect(scripts.length).toBeGreaterThan(marked.length + 20);
  });
});

describe('what the screens weigh', () => {
  const weights = screenWeights(dist);
  const weightOf = (screen: string) => weights.find((weight) => weight.screen === screen)?.js ?? Infinity;

  it('/login and the dashboard stay within the JavaScript a phone may fetch before they are usable (gzip)', () => {
    expect(weightOf('LoginPage.tsx')).toBeLessThanOrEqual(FIRST_SCREEN_BUDGETS.login);
    expect(weightOf('DashboardPage.tsx')).toBeLessThanOrEqual(FIRST_SCREEN_BUDGETS.dashboard);
  });

  it('no screen opens with echarts or OpenLayers; the screens that draw a chart or a map fetch them as they draw', () => {
    expect(weights.filter((weight) => weight.heavy.length > 0).map((weight) => `${weight.area}/${weight.screen}`)).toEqual([]);
    const drawing = weights.filter((weight) => weight.lazyHeavy.length > 0);
    expect(drawing.map((weight) => `${weight.area}/${weight.screen}: ${weight.lazyHeavy.join(', ')}`).sort()).toEqual([
      'autogas/DashboardCard.tsx: echarts',
      'bulk/OrderDetailPage.tsx: OpenLayers',
      'bulk/TankHistoryPage.tsx: echarts',
      'cylinder/OrderDetailPage.tsx: OpenLayers',
      'dashboard/DashboardPage.tsx: echarts',
      'electricity/ConsumptionPage.tsx: echarts',
      'meter/ReadingsPage.tsx: echarts',
    ]);
  });
});
