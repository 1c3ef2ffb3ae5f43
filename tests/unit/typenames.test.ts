import { describe, expect, it } from 'vitest';
import { print, stripIgnoredCharacters } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { DASHBOARD } from '../../client/features/dashboard/api';
import { printWithTypenames, withTypenames } from '../../client/lib/typenames';
import { createApolloClient } from '../../client/lib/apollo';
import { withSentText } from '../../scripts/vite-inline-documents';

describe('withTypenames', () => {
  it("sends the dashboard's document as Apollo Client sends it, so the gateway compiles it once for both", () => {
    const sent = print(withTypenames(DASHBOARD));
    expect(sent).toBe(print(addTypenameToDocument(DASHBOARD)));
    expect(sent).toContain('__typename');
    expect(sent.startsWith('query Dashboard {\n  viewer {')).toBe(true);
  });
});

describe('the text a plain read sends', () => {
  it('is the same printed by the build (scripts/vite-inline-documents.ts) as printed in development', () => {
    const built = JSON.parse(withSentText(JSON.stringify(DASHBOARD))) as { sentText: string };
    expect(built.sentText).toBe(printWithTypenames(DASHBOARD));
    expect(built.sentText).toBe(stripIgnoredCharacters(print(addTypenameToDocument(DASHBOARD))));
  });

  it('is what Apollo Client sends for the same query, without the whitespace GraphQL ignores', async () => {
    const bodies: string[] = [];
    const client = createApolloClient({
      uri: 'http://gateway.test/graphql',
      getAuth: () => ({ token: 'tok', kind: 'PERSON' }),
      onTokenRefreshed: () => undefined,
      onSessionExpired: () => undefined,
      fetch: async (_input, init) => {
        bodies.push(String(init?.body));
        return new Response(JSON.stringify({ data: { viewer: null } }), { headers: { 'content-type': 'application/json' } });
      },
    });
    await client.query({ query: DASHBOARD }).catch(() => undefined);
    const { query } = JSON.parse(bodies[0]!) as { query: string };
    expect(query).toBe(printWithTypenames(DASHBOARD));
    expect(query.startsWith('query Dashboard{viewer{kind user{id name')).toBe(true);
    // a third smaller than the printed text it replaced
    expect(query.length).toBeLessThan(print(addTypenameToDocument(DASHBOARD)).length * 0.75);
  });
});
