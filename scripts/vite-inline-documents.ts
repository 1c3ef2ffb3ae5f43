import { readFileSync } from 'node:fs';
import { addTypenameToDocument } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import { sentTextOf } from '../client/lib/typenames.ts';
import type { Plugin } from 'vite';

/**
 * A generated document with the text Apollo Client sends for it (`__typename` in its selection sets, written by the
 * app's own `sentTextOf`), so the plain reads of the first screen (client/lib/plain-query.ts) need neither graphql's
 * printer nor its visitor.
 */
export function withSentText(json: string): string {
  const document = JSON.parse(json) as DocumentNode;
  return JSON.stringify({ ...document, sentText: sentTextOf(addTypenameToDocument(document)) });
}

/**
 * Replaces each `graphql(`...`)` call of the client with its document, compiled by codegen, in the build; the
 * operations named in `sentBeforeApollo` (the plain reads of the first screens) carry the text they are sent as.
 * The client preset's `graphql()` looks documents up in one map of every operation, so every screen would load
 * every other screen's queries; inlined, a document travels in the chunk of the screen that sends it.
 */
export function inlineGraphqlDocuments(generatedFile: string, sentBeforeApollo: readonly string[] = []): Plugin {
  let documents = new Map<string, string>();
  const call = /graphql\(\s*`([\s\S]*?)`\s*,?\s*\)/g;
  const importLine = /^import \{ graphql \} from ['"][./]+\/gql['"];?\n/m;

  return {
    name: 'inline-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const source = readFileSync(generatedFile, 'utf8');
      // both groups are required by the pattern, so every match has them; the check only narrows
      documents = new Map(
        [...source.matchAll(/^export const (\w+?)(?:Document|FragmentDoc) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)].flatMap(
          ([, name, document]) =>
            name !== undefined && document !== undefined
              ? [[name, sentBeforeApollo.includes(name) ? withSentText(document) : document] as const]
              : [],
        ),
      );
      const unknown = sentBeforeApollo.filter((name) => !documents.has(name));
      if (unknown.length) throw new Error(`no generated document for ${unknown.join(', ')}: sentBeforeApollo names operations`);
    },
    transform(code, id) {
      if (!/\/client\/.*\.tsx?$/.test(id) || id.includes('/client/gql/') || !importLine.test(code)) return null;
      const inlined = code.replace(call, (_, text: string) => {
        const name = /\b(?:query|mutation|subscription|fragment)\s+(\w+)/.exec(text)?.[1];
        const document = name ? documents.get(name) : undefined;
        if (!document) throw new Error(`${id}: no generated document for ${name ?? 'an unnamed operation'}; run npm run codegen`);
        return `(${document})`;
      });
      return { code: inlined.replace(importLine, ''), map: null };
    },
  };
}
