import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS } from '../../scripts/first-screens';
import { firstScreenGroups, type ModuleGraph } from '../../scripts/vite-first-screens';

/** A module graph from `id: [its static imports]`; `main` is the entry. */
function graphOf(imports: Record<string, string[]>): ModuleGraph {
  return {
    getModuleIds: () => Object.keys(imports),
    getModuleInfo: (id) =>
      id in imports
        ? {
            isEntry: id === 'main',
            importedIds: imports[id]!,
            importers: Object.keys(imports).filter((importer) => imports[importer]!.includes(id)),
          }
        : null,
  };
}

// the entry imports react and the routes; each screen imports what it needs, some of it also the entry's
const graph = graphOf({
  main: ['react', 'routes'],
  routes: ['react'],
  react: [],
  LoginPage: ['react', 'login.machine', 'Modal'],
  'login.machine': ['rules', 'rut'],
  rut: [],
  Register: ['rut'],
  rules: [],
  Modal: ['react'],
  Shell: ['Bell', 'dayjs'],
  Bell: ['dayjs', 'Modal'],
  dayjs: [],
  DashboardPage: ['LineCard', 'dayjs', 'rules'],
  LineCard: ['Money', 'CardFrame'],
  CardFrame: [],
  Money: ['currency'],
  currency: [],
  Elsewhere: ['Money'],
});
const screens = { login: ['LoginPage'], shell: ['Shell'], dashboard: ['DashboardPage'] };

describe('the first screens’ chunks', () => {
  it('put what one screen alone needs with that screen', () => {
    const groups = firstScreenGroups(graph, screens, { dashboard: 'shell' });
    expect(groups.get('login.machine')).toBe('login');
    expect(groups.get('Bell')).toBe('shell');
    expect(groups.get('LineCard')).toBe('dashboard');
    expect(groups.get('CardFrame')).toBe('dashboard');
  });

  it('put what other modules import too, and what that imports, with the screen it opens inside', () => {
    const groups = firstScreenGroups(graph, screens, { dashboard: 'shell' });
    expect(groups.get('Money')).toBe('shell');
    expect(groups.get('currency')).toBe('shell');
    // and for a screen inside none, with what the first screens share
    expect(groups.get('rut')).toBe('shared');
  });

  it('put what several screens need in a shared chunk, and what a screen shares with the one it opens inside with that one', () => {
    const groups = firstScreenGroups(graph, screens, { dashboard: 'shell' });
    expect(groups.get('Modal')).toBe('shared');
    expect(groups.get('rules')).toBe('shared');
    expect(groups.get('dayjs')).toBe('shell');
    // without the dashboard opening in the shell, what both need is shared
    expect(firstScreenGroups(graph, screens).get('dayjs')).toBe('shared');
  });

  it('leave alone the entry’s modules, the screens’ own and what no first screen needs', () => {
    const groups = firstScreenGroups(graph, screens, { dashboard: 'shell' });
    for (const id of ['main', 'routes', 'react', 'LoginPage', 'Shell', 'DashboardPage', 'Elsewhere', 'Register'])
      expect(groups.has(id)).toBe(false);
  });

  it('fail the build when a listed screen is not in it', () => {
    expect(() => firstScreenGroups(graph, { login: ['LoginScreen'] })).toThrow('first screen login: no module LoginScreen in the build');
  });
});

describe('the first screens’ list', () => {
  it('names every dashboard card an area declares, so each is weighed and fetched with the dashboard', () => {
    const features = join(import.meta.dirname, '../../client/features');
    const cards = readdirSync(features).flatMap((area) => {
      const file = join(features, area, 'area.ts');
      const declaration = existsSync(file) ? /dashboardCards:\s*\{([^}]*)\}/.exec(readFileSync(file, 'utf8')) : null;
      return [...(declaration?.[1] ?? '').matchAll(/import\('\.\/([^']+)'\)/g)].map(([, module]) => `features/${area}/${module}.tsx`);
    });
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(FIRST_SCREENS.dashboard, `${card} in scripts/first-screens.ts`).toContain(card);
  });
});
