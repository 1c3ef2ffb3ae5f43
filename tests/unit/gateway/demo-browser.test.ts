import { describe, expect, it } from 'vitest';
import { browserIdOf } from '../../../gateway/demo-browser';

const ID = 'geMIjKgrVhIByDo9djlan42x';
const other = 'Zz_-0123456789abcdefghij';

describe("browserIdOf, the demo browser's id from the Cookie header", () => {
  it('reads it alone, among other cookies, with or without spaces', () => {
    expect(browserIdOf({ cookie: `sv_demo_browser=${ID}` })).toBe(ID);
    expect(browserIdOf({ cookie: `a=1; sv_demo_browser=${ID}; b=2` })).toBe(ID);
    expect(browserIdOf({ cookie: `a=1;sv_demo_browser=${ID}  ;b=2` })).toBe(ID);
  });

  it('takes the first well-formed one', () => {
    expect(browserIdOf({ cookie: `sv_demo_browser=short; sv_demo_browser=${other}; sv_demo_browser=${ID}` })).toBe(other);
  });

  it('refuses another cookie ending in its name, a value of the wrong shape, and no cookie', () => {
    expect(browserIdOf({ cookie: `xsv_demo_browser=${ID}` })).toBeNull();
    expect(browserIdOf({ cookie: `a=sv_demo_browser=${ID}` })).toBeNull();
    expect(browserIdOf({ cookie: `sv_demo_browser=${ID}=x` })).toBeNull();
    expect(browserIdOf({ cookie: `sv_demo_browser=${ID.slice(1)}!` })).toBeNull();
    expect(browserIdOf({ cookie: `sv_demo_browser=${ID}x` })).toBeNull();
    expect(browserIdOf({ cookie: '' })).toBeNull();
    expect(browserIdOf({})).toBeNull();
  });
});
