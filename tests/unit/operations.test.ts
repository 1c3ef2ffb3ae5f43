import { describe, expect, it } from 'vitest';
import { Kind, NoUnusedFragmentsRule, specifiedRules, validate, type DocumentNode } from 'graphql';
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

  // a document of fragments alone is read from the cache (readFragment), never sent: its fragments are its use
  const rulesFor = (document: DocumentNode) =>
    document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)
      ? specifiedRules
      : specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);

  it.each(operations.map((o) => [o.label, o.document] as const))('%s is valid against the schema', (_label, document) => {
    expect(validate(schema, document, rulesFor(document)).map((e) => e.message)).toEqual([]);
  });
});
