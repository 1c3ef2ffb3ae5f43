import { describe, expect, it } from 'vitest';
import { compileRoutes, routes } from '../../fixtures/backend';
import type { HandlerTable } from '../../fixtures/core/context';
import { AREAS } from '../../fixtures/registry';
import { buildWorld, WORLD_VERSION, worldVersion, type World } from '../../fixtures/world';
import { findCycles, importGraph } from '../support/import-graph';

const answerOk: HandlerTable<World>[string] = () => ({ status: 200, json: { status: 'ok' } });

describe('the registry of fixture areas', () => {
  it('names each area once, and no two areas answer the same path', () => {
    const names = AREAS.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = AREAS.flatMap((area) => Object.keys(area.handlers));
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
    expect(routes.map((r) => r.template).sort()).toEqual([...paths].sort());
  });

  it('refuses to build a route table where two areas answer one path', () => {
    const one = { name: 'uno', handlers: { '/me': answerOk } };
    const other = { name: 'otro', handlers: { '/otra': answerOk, '/me': answerOk } };
    expect(() => compileRoutes([one, other])).toThrow('/me is answered by both the uno and the otro fixture areas');
  });

  it('builds the same world twice from one seed, another from another seed', () => {
    expect(buildWorld(2026)).toEqual(buildWorld(2026));
    expect(JSON.stringify(buildWorld(31))).toBe(JSON.stringify(buildWorld(31)));
    expect(buildWorld(31)).not.toEqual(buildWorld(2026));
  });

  it('gives the world every area’s slice beside the core', () => {
    const world = buildWorld();
    for (const area of AREAS) {
      for (const key of Object.keys(area.emptySlice())) expect(world, `${area.name}.${key}`).toHaveProperty(key);
    }
  });

  it('versions the world by the core and each area, so bumping, adding or dropping an area rebuilds a saved world', () => {
    const areas = AREAS.map(({ name, version }) => ({ name, version }));
    expect(worldVersion(areas)).toBe(WORLD_VERSION);
    expect(buildWorld().version).toBe(WORLD_VERSION);
    const bumped = areas.map((area, i) => (i === 0 ? { ...area, version: area.version + 1 } : area));
    expect(worldVersion(bumped)).not.toBe(WORLD_VERSION);
    expect(worldVersion([...areas, { name: 'medidor', version: 1 }])).not.toBe(WORLD_VERSION);
    expect(worldVersion(areas.slice(1))).not.toBe(WORLD_VERSION);
  });
});

/** Relative imports of every fixtures file, as paths from the repository's root without extension. */
const fixtureImports = () => importGraph(['fixtures']);

describe('the imports of the fixtures', () => {
  const graph = fixtureImports();

  it('are read from the files (the checks below see the real graph)', () => {
    expect(graph.get('fixtures/world')).toContain('fixtures/registry');
    expect(graph.get('fixtures/areas/requests/area')).toContain('fixtures/core/area');
  });

  it('run one way: the core imports no area and nothing that lists them', () => {
    for (const [file, targets] of graph) {
      if (!file.startsWith('fixtures/core/')) continue;
      expect(
        targets.filter((t) => t.startsWith('fixtures/') && !t.startsWith('fixtures/core/')),
        file,
      ).toEqual([]);
    }
  });

  it('keep each area to the core and to the areas it needs, never the registry, the world or the backend', () => {
    for (const [file, targets] of graph) {
      if (!file.startsWith('fixtures/areas/')) continue;
      expect(
        targets.filter((t) => ['fixtures/registry', 'fixtures/world', 'fixtures/backend', 'fixtures/store'].includes(t)),
        file,
      ).toEqual([]);
    }
  });

  it('have no cycle', () => {
    expect(findCycles(graph)).toEqual([]);
  });
});
