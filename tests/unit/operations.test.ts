import { describe, expect, it } from 'vitest';
import { validate, type DocumentNode } from 'graphql';
import { buildSchema } from '../../gateway/schema';

// every client module that holds GraphQL operations
const modules = import.meta.glob<Record<string, unknown>>(['../../client/**/api.ts'], { eager: true });

function isDocument(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && (value as { kind?: string }).kind === 'Document';
}

describe('client operations', () => {
  const schema = buildSchema();
  const operations = Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => isDocument(value))
      .map(([name, value]) => ({ label: `${file.replace('../../', '')} ${name}`, document: value as DocumentNode })),
  );

  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThan(5);
  });

  it.each(operations.map((o) => [o.label, o.document] as const))('%s is valid against the schema', (_label, document) => {
    expect(validate(schema, document).map((e) => e.message)).toEqual([]);
  });
});
