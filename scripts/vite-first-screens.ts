import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What the grouping reads of the build's module graph (Rolldown's plugin context has both). */
export interface ModuleGraph {
  getModuleIds(): Iterable<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[]; importers: readonly string[] } | null;
}

/** The modules statically reachable from `from` (themselves included). */
function staticClosure(graph: ModuleGraph, from: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    graph.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  from.forEach(visit);
  return seen;
}

/**
 * The chunk each module of the first screens goes into: the screen's name, or `shared` for what several screens need.
 * For a screen that opens inside another (the dashboard in the shell), what it shares with that one goes with that
 * one; and what other modules import too goes there, or to `shared` for a screen that opens inside none (/login). The
 * screens' own modules and what the entry reaches are left out: the bundler keeps them where they are.
 */
export function firstScreenGroups(
  graph: ModuleGraph,
  screens: Record<string, readonly string[]>,
  opensInside: Record<string, string> = {},
): Map<string, string> {
  const entry = staticClosure(
    graph,
    [...graph.getModuleIds()].filter((id) => graph.getModuleInfo(id)?.isEntry),
  );
  const screenModules = new Set(Object.values(screens).flat());
  const needers = new Map<string, string[]>();
  for (const [name, ids] of Object.entries(screens)) {
    for (const id of ids) if (!graph.getModuleInfo(id)) throw new Error(`first screen ${name}: no module ${id} in the build`);
    for (const id of staticClosure(graph, ids)) needers.set(id, [...(needers.get(id) ?? []), name]);
  }
  const groups = new Map<string, string>();
  for (const [id, names] of needers) {
    if (entry.has(id) || screenModules.has(id)) continue;
    const loading = names.filter((name) => !names.includes(opensInside[name] ?? ''));
    groups.set(id, loading.length > 1 ? 'shared' : loading[0]!);
  }
  // what other screens import too (the money format, the RUT rules) goes with the screen this one opens inside, which
  // they load anyway (the shell), or with what the first screens share, not with this one, which they would then
  // fetch whole; so do its imports. A screen others open inside keeps its own: they load it anyway
  const containers = new Set(Object.values(opensInside));
  for (const name of Object.keys(screens).filter((screen) => !containers.has(screen))) {
    const own = new Set([...groups].filter(([, group]) => group === name).map(([id]) => id));
    const reach = staticClosure(graph, screens[name]!);
    const wanted = [...own].filter((id) => graph.getModuleInfo(id)!.importers.some((importer) => !reach.has(importer)));
    for (const id of staticClosure(graph, wanted)) if (own.has(id)) groups.set(id, opensInside[name] ?? 'shared');
  }
  return groups;
}

/**
 * Puts what each first screen imports beside the entry into one chunk (`first-<screen>`), and what several share into
 * another (`first-shared`); and the libraries the entry loads into one (`vendor`). Left to itself the bundler cuts a
 * chunk per set of importers: the dashboard came in 24 files, most of 1-5 KiB, and /login in 18, which a phone fetches
 * over HTTP/1.1's six connections in waves, a round trip each.
 *
 * Each module of a group has its static imports in the entry, the vendor chunk, its own group, the shared group or the
 * group of the screen it opens inside, so no group imports a chunk that imports it back, which
 * `includeDependenciesRecursively: false` (needed to keep the entry's modules out of the groups) otherwise risks.
 */
export function firstScreenChunks(screens: Record<string, readonly string[]>, opensInside: Record<string, string> = {}): Plugin {
  let groups = new Map<string, string>();
  let root = '';
  const group = (name: string) => ({
    name: `first-${name}`,
    test: (id: string) => groups.get(id) === name,
    includeDependenciesRecursively: false,
  });
  return {
    name: 'first-screen-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // the libraries the entry loads, in one file beside the app's own code: rolldown splits some of them
                // out (react, its JSX runtime, a shim, Apollo's invariant) into files of their own, 1-4 KiB each
                { name: 'vendor', tags: ['$initial' as const], test: /[\\/]node_modules[\\/]/, includeDependenciesRecursively: false },
                ...[...Object.keys(screens), 'shared'].map(group),
              ],
            },
          },
        },
      },
    }),
    configResolved(config) {
      root = config.root;
    },
    // after the module graph is complete, before chunks are cut
    buildEnd() {
      const absolute = Object.fromEntries(Object.entries(screens).map(([name, paths]) => [name, paths.map((path) => resolve(root, path))]));
      groups = firstScreenGroups(this as unknown as ModuleGraph, absolute, opensInside);
    },
  };
}
