import { describe, expect, it } from 'vitest';
import { resolveFlags, specDefaults } from '../../gateway/flags';

describe('feature flags', () => {
  it("keeps the spec's defaults outside the demo", () => {
    const flags = resolveFlags({ demo: false });
    expect(flags.login_google).toBe(true);
    expect(flags.login_facebook).toBe(false);
    expect(flags.medidor_tarifas).toBe(false);
    expect(flags.envasado_institucional_menu).toBe(false);
  });

  it('turns every module on in the demo but Facebook sign-in', () => {
    const flags = resolveFlags({ demo: true });
    expect(
      Object.entries(flags)
        .filter(([, on]) => !on)
        .map(([name]) => name),
    ).toEqual(['login_facebook']);
    expect(Object.keys(flags)).toEqual(Object.keys(specDefaults));
  });

  it('applies FEATURE_FLAGS and refuses unknown names or values', () => {
    expect(resolveFlags({ demo: true, overrides: '{"granel":false}' }).granel).toBe(false);
    expect(() => resolveFlags({ demo: true, overrides: '{"granle":false}' })).toThrow(/unknown flag: granle/);
    expect(() => resolveFlags({ demo: true, overrides: '{"granel":"no"}' })).toThrow(/true or false/);
    expect(() => resolveFlags({ demo: true, overrides: 'nope' })).toThrow(/JSON/);
  });
});
