import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  areas,
  contract,
  isPath,
  methodOf,
  paths,
  type AnswerOf,
  type MeAnswer,
  type NoPayload,
  type ParamsOf,
  type PayloadOf,
} from '../../gateway/backend/contract';

/** The GET rows of rest-calls.tsv that have no path parameter; every other GET row has one. */
const SPEC_GETS_WITHOUT_PARAMS = ['/validate_sf', '/company_user/validate_sf', '/consent_sf', '/campains/login'];

/** Paths declared by more than one area. The contract merges the areas, so a repeated path would silently win over the other. */
function pathsDeclaredTwice(byArea: Record<string, object>): string[] {
  const seen = new Map<string, string>();
  const twice: string[] = [];
  for (const [area, calls] of Object.entries(byArea)) {
    for (const path of Object.keys(calls)) {
      if (seen.has(path)) twice.push(`${path} (${seen.get(path)}, ${area})`);
      else seen.set(path, area);
    }
  }
  return twice;
}

describe('the REST contract', () => {
  it('gives every path a method', () => {
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(['GET', 'POST'], path).toContain(methodOf(path));
  });

  it('makes GET exactly the paths with parameters and the ones the spec gives as GET', () => {
    const gets = paths.filter((path) => methodOf(path) === 'GET').sort();
    const expected = [...paths.filter((path) => path.includes('{')), ...SPEC_GETS_WITHOUT_PARAMS].sort();
    expect(gets).toEqual(expected);
  });

  it('declares each path in one area only', () => {
    expect(pathsDeclaredTwice(areas)).toEqual([]);
    expect(paths).toHaveLength(Object.values(areas).reduce((sum, calls) => sum + Object.keys(calls).length, 0));
  });

  it('notices a path declared by two areas', () => {
    const byArea = {
      meter: { '/reading/list': contract['/reading/list'] },
      bulk: { '/reading/list': contract['/reading/list'], '/housing/debt': contract['/housing/debt'] },
    };
    expect(pathsDeclaredTwice(byArea)).toEqual(['/reading/list (meter, bulk)']);
  });

  it('knows its own paths only', () => {
    expect(isPath('/me')).toBe(true);
    expect(isPath('/no/existe')).toBe(false);
    expect(isPath('toString')).toBe(false);
    expect(methodOf('/no/existe')).toBeUndefined();
  });

  // checked by the type-check (tsc), which npm test runs before the tests
  it('carries payload, answer and parameter types per path', () => {
    expectTypeOf<PayloadOf<'/login/email'>>().toEqualTypeOf<{ email: string; password: string }>();
    expectTypeOf<PayloadOf<'/validate_sf'>>().toEqualTypeOf<NoPayload>();
    expectTypeOf<AnswerOf<'/me'>>().toEqualTypeOf<MeAnswer>();
    expectTypeOf<ParamsOf<'/tickets/check_status/{token}'>>().toEqualTypeOf<{ token: string }>();
    expectTypeOf<ParamsOf<'/me'>>().toEqualTypeOf<undefined>();
  });
});
