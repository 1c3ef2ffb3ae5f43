import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { FieldNode, SelectionSetNode } from 'graphql/language/ast';
import { Kind } from 'graphql/language/kinds';
import { print } from 'graphql/language/printer';
import { stripIgnoredCharacters } from 'graphql/utilities/stripIgnoredCharacters';
import { visit } from 'graphql/language/visitor';

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/**
 * The document as Apollo Client sends it: `__typename` last in every selection set but the operation's own. A
 * plain read's answer can then be written to Apollo's cache (which tells fragments' types apart by it), and the
 * gateway sees the same text as Apollo's, so the two share one compiled operation.
 */
export function withTypenames<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>): TypedDocumentNode<TData, TVariables> {
  return visit(document, {
    SelectionSet(node: SelectionSetNode, _key, parent) {
      if (parent && !Array.isArray(parent) && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION) return undefined;
      const has = node.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename');
      return has ? undefined : { ...node, selections: [...node.selections, TYPENAME] };
    },
  });
}

/**
 * A document's text as the app sends it, Apollo Client's link (client/lib/apollo.ts) and the plain reads alike:
 * printed, then without the whitespace and commas GraphQL ignores. The dashboard's request is a third smaller (1.6
 * instead of 2.5 KB of JSON), which a phone uploads and the gateway reads, hashes and parses on every request.
 */
export function sentTextOf(document: Parameters<typeof print>[0]): string {
  let text = sent.get(document);
  if (text === undefined) sent.set(document, (text = stripIgnoredCharacters(print(document))));
  return text;
}
// by document: Apollo hands its link the same transformed document for every request of an operation
const sent = new WeakMap<object, string>();

/**
 * The text a plain read sends: the one the build printed (scripts/vite-inline-documents.ts), or, in development and
 * tests, printed here (this module is then loaded on demand: a build's first screen never needs graphql's printer).
 */
export const printWithTypenames = (document: TypedDocumentNode<unknown, never>): string => sentTextOf(withTypenames(document));
