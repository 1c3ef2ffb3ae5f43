import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const repositoryRoot = resolve(__dirname, '../..');

/** A module's path from the repository's root, without its extension: `client/app/registry`. */
function moduleOf(path: string): string {
  return relative(repositoryRoot, path).replace(/\.(tsx?|js)$/, '');
}

/** What a relative import points at: a file with one of the extensions, or a folder's index. */
function resolveImport(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const file = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => base + suffix)
    .find((candidate) => existsSync(candidate) && !candidate.endsWith('/'));
  return moduleOf(file ?? base);
}

/**
 * The relative imports (static, re-exports and dynamic) of every TypeScript file under the given folders, as a
 * graph of modules. Generated folders are left out: they import nothing of ours.
 */
export function importGraph(folders: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const folder of folders) {
    const files = readdirSync(join(repositoryRoot, folder), { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.tsx?$/.test(f) && !f.includes('generated') && !f.startsWith('gql/'),
    );
    for (const file of files) {
      const path = join(repositoryRoot, folder, file);
      const source = readFileSync(path, 'utf8');
      const specifiers = [...source.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].flatMap((m) => (m[1] ? [m[1]] : []));
      graph.set(
        moduleOf(path),
        specifiers.map((s) => resolveImport(path, s)),
      );
    }
  }
  return graph;
}

/** Every cycle met by a depth-first walk of the graph, each as `a → b → a`. */
export function findCycles(graph: Map<string, string[]>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (module: string, trail: string[]) => {
    if (state.get(module) === 'done') return;
    if (state.get(module) === 'visiting') {
      cycles.push([...trail.slice(trail.indexOf(module)), module].join(' → '));
      return;
    }
    state.set(module, 'visiting');
    for (const target of graph.get(module) ?? []) if (graph.has(target)) visit(target, [...trail, module]);
    state.set(module, 'done');
  };
  for (const module of graph.keys()) visit(module, []);
  return cycles;
}
