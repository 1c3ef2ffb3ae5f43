import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The one-way imports of the layout (docs/architecture.md), checked by lint. Each case lints a file that is not on disk at the
 * path it would have, so the test shows the rule refusing it (and would fail if the rule stopped resolving imports).
 */
const eslint = new ESLint({
  // a file that does not exist cannot be type-checked: these cases are about imports, not types
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('import rules', () => {
  it('refuses a feature importing another feature or the app, and allows its own files and shared code', async () => {
    expect(await problems('client/features/auth/Probe.ts', "export { DASHBOARD } from '../dashboard/api';\n")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*"feature".*"feature"/),
    ]);
    expect(await problems('client/features/auth/Probe.ts', "export { sessionPaths } from '../../app/registry';\n")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*"app"/),
    ]);
    expect(
      await problems('client/features/auth/Probe.ts', "export { LOGIN } from './api';\nexport { paths } from '../../shared/paths';\n"),
    ).toEqual([]);
  });

  it('refuses shared client code importing a feature', async () => {
    expect(await problems('client/ui/Probe.ts', "export { DASHBOARD } from '../features/dashboard/api';\n")).toHaveLength(1);
  });

  it('keeps the client away from the gateway and the fixtures', async () => {
    expect(await problems('client/lib/Probe.ts', "export { buildSchema } from '../../gateway/schema';\n")).toHaveLength(1);
    expect(await problems('client/app/Probe.ts', "export { createFixtureBackend } from '../../fixtures/backend';\n")).toHaveLength(1);
  });

  it('refuses a machine importing the client or the gateway', async () => {
    expect(await problems('machines/probe.machine.ts', "export { paths } from '../client/shared/paths';\n")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*"machines"/),
    ]);
    expect(await problems('machines/probe.machine.ts', "export { mapUser } from '../gateway/mappers/user';\n")).toHaveLength(1);
  });

  it('lets only the transport selection of the gateway reach the fixtures', async () => {
    const code = "export { createFixtureBackend } from '../../fixtures/backend';\n";
    expect(await problems('gateway/resolvers/probe.ts', code)).toHaveLength(1);
    expect(await problems('gateway/data-source/probe.ts', code)).toEqual([]);
  });
});
