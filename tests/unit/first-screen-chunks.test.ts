import { describe, expect, it } from 'vitest';
import { firstScreenGroups, type ModuleGraph } from '../../scripts/vite-first-screens';

/** A module graph from `id: [its static imports]`; `main` is the entry. */
function graphOf(imports: Record<string, string[]>): ModuleGraph {
  return {
    getModuleIds: () => Object.keys(imports),
    getModuleInfo: (id) => (id in imports ? { isEntry: id === 'main', importedIds: imports[id]! } : null),
  };
}

// the entry imports react and the routes; each screen imports what it needs, some of it also the entry's
const graph = graphOf({
  main: ['react', 'routes'],
  routes: ['react'],
  react: [],
  LoginPage: ['react', 'login.machine', 'Modal'],
  'login.machine': ['rules'],
  rules: [],
  Modal: ['react'],
  Shell: ['Bell', 'dayjs'],
  Bell: ['dayjs', 'Modal'],
  dayjs: [],
  DashboardPage: ['LineCard', 'dayjs', 'rules'],
  LineCard: ['Money'],
  Money: [],
  Elsewhere: ['Money'],
});
const screens = { login: ['LoginPage'], shell: ['Shell'], dashboard: ['DashboardPage'] };

describe('the first screens’ chunks', () => {
  it('put what one screen alone needs with that screen', () => {
    const groups = firstScreenGroups(graph, screens, { dashboard: 'shell' });
    expect(groups.get('login.machine')).toBe('login');
    expect(groups.get('Bell')).toBe('shell');
    expect(groups.get('LineCard')).toBe('dashboard');
    expect(groups.get('Money')).toBe('dashboard');
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
    for (const id of ['main', 'routes', 'react', 'LoginPage', 'Shell', 'DashboardPage', 'Elsewhere']) expect(groups.has(id)).toBe(false);
  });

  it('fail the build when a listed screen is not in it', () => {
    expect(() => firstScreenGroups(graph, { login: ['LoginScreen'] })).toThrow('first screen login: no module LoginScreen in the build');
  });
});
