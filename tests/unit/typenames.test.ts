import { describe, expect, it } from 'vitest';
import { print } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { DASHBOARD } from '../../client/features/dashboard/api';
import { withTypenames } from '../../client/lib/typenames';

describe('withTypenames', () => {
  it("sends the dashboard's document as Apollo Client sends it, so the gateway compiles it once for both", () => {
    const sent = print(withTypenames(DASHBOARD));
    expect(sent).toBe(print(addTypenameToDocument(DASHBOARD)));
    expect(sent).toContain('__typename');
    expect(sent.startsWith('query Dashboard {\n  viewer {')).toBe(true);
  });
});
