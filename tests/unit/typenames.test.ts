import { describe, expect, it } from 'vitest';
import { print } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { DASHBOARD } from '../../client/features/dashboard/api';
import { printWithTypenames, withTypenames } from '../../client/lib/typenames';
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
    expect(built.sentText).toBe(print(addTypenameToDocument(DASHBOARD)));
  });
});
