import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_FILES, LOGIN_FILES } from '../../scripts/first-screens';

/**
 * /login and the dashboard render before Apollo Client has loaded (client/main.tsx loads it lazily,
 * RouteDeclaration.loadsApollo): what the entry and those screens import statically must not bring Apollo's client, cache or links, which are
 * about a third of the JavaScript a phone would otherwise run before it can sign in.
 */
const client = join(import.meta.dirname, '../../client');

function resolveRelative(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((s) => base + s).find((p) => existsSync(p) && /\.tsx?$/.test(p)) ?? null;
}

/** The packages a module reaches through static value imports (type-only imports and import() left out). */
function staticPackages(start: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^import\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'([^']+)';?$/gm)) {
      const [, typeOnly, specifier] = match;
      if (typeOnly || !specifier) continue;
      if (specifier.startsWith('.')) {
        const target = resolveRelative(file, specifier);
        if (target) visit(target);
      } else if (!packages.has(specifier)) packages.set(specifier, relative(client, file));
    }
  };
  visit(start);
  return packages;
}

// graphql's printer and visitor too: the first screens' plain reads send text the build printed (plain-query.ts)
const apolloRuntime = (specifier: string) =>
  (specifier.startsWith('@apollo/client') && specifier !== '@apollo/client/react') || specifier.startsWith('graphql');

describe("/login's first screen", () => {
  it('imports none of Apollo Client but its React context and hooks, from the entry and from the login screen', () => {
    for (const start of ['main.tsx', ...LOGIN_FILES]) {
      const reached = [...staticPackages(join(client, start))].filter(([specifier]) => apolloRuntime(specifier));
      expect(reached, `${start} reaches Apollo through`).toEqual([]);
    }
  });

  it('nor does the dashboard, its shell or the cards the areas put on it', () => {
    for (const start of DASHBOARD_FILES) {
      const reached = [...staticPackages(join(client, start))].filter(([specifier]) => apolloRuntime(specifier));
      expect(reached, `${start} reaches Apollo through`).toEqual([]);
    }
  });

  it('would see Apollo Client if the entry imported it: the lazily loaded client module reaches it', () => {
    const reached = [...staticPackages(join(client, 'lib/apollo.ts'))].map(([specifier]) => specifier);
    expect(reached).toContain('@apollo/client');
  });
});
