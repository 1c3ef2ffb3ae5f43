import { describe, expect, it } from 'vitest';
import { findCycles, importGraph } from '../support/import-graph';

describe('import cycles', () => {
  it('finds a cycle, however long, and names its modules', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(findCycles(graph)).toEqual(['a → b → c → a']);
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads the real imports, re-exports and dynamic imports', () => {
    const graph = importGraph(['client', 'gateway', 'machines', 'fixtures', 'schema']);
    expect(graph.get('client/app/registry')).toContain('client/features/services/area');
    expect(graph.get('gateway/data-source/transport')).toContain('fixtures/backend');
    expect(graph.get('gateway/backend/contract/index')).toContain('gateway/backend/contract/session');
  });

  it('has none in the code of the app', () => {
    expect(findCycles(importGraph(['client', 'gateway', 'machines', 'fixtures', 'schema']))).toEqual([]);
  });
});
