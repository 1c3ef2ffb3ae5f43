import type { AnyStateMachine } from 'xstate';

/**
 * Every machine of machines/, by its id: a machine added there appears in /flujos as it is (a test holds this list
 * to machines/index.ts). The `?flujos` query gives this page its own copy of each machine module: shared with the
 * customer screens' chunks instead, each would become a chunk of its own and pull xstate out of the entry chunk,
 * which /login and the dashboard would pay for.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../../machines/*.machine.ts', { eager: true, query: '?flujos' });

const isMachine = (value: unknown): value is AnyStateMachine => !!value && typeof value === 'object' && 'root' in value && 'id' in value;

export const catalogue: readonly AnyStateMachine[] = Object.values(modules)
  .flatMap((module) => Object.values(module).filter(isMachine))
  .sort((a, b) => a.id.localeCompare(b.id));

export const machineById = (id: string | null) => catalogue.find((machine) => machine.id === id) ?? null;
