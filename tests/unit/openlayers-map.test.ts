import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** OpenLayers weighs more than any screen: only the truck map module may bring it, and only when a map is drawn. */
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

describe('OpenLayers in the client', () => {
  it('is imported by the map module and its framing alone, module by module (never the whole of ol)', () => {
    const users = files.filter((f) => importsOf(f.text).some((i) => i === 'ol' || i.startsWith('ol/')));
    expect(users.map((f) => f.path).sort()).toEqual(['shared/map/OlTruckMap.tsx', 'shared/map/fit.ts']);
    for (const user of users) expect(importsOf(user.text)).not.toContain('ol');
    // the framing is the map module's own: nothing else of the client imports it
    expect(files.filter((f) => importsOf(f.text).includes('./fit')).map((f) => f.path)).toEqual(['shared/map/OlTruckMap.tsx']);
  });

  it('is reached only through the dynamic import in TruckMap', () => {
    expect(files.filter((f) => /from\s+'\.\/OlTruckMap'/.test(f.text))).toEqual([]);
    expect(files.filter((f) => f.text.includes(`import('./OlTruckMap')`)).map((f) => f.path)).toEqual(['shared/map/TruckMap.tsx']);
  });
});
