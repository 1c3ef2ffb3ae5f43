import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { familyPath, type TwinnedPath } from '../../gateway/backend/call-family';
import { isPath } from '../../gateway/backend/contract';
import { ANSWER_SHAPES } from '../../gateway/backend/shapes';
import { CHECKED_PATHS } from '../../scripts/contract-check/checks';
import { NOT_CHECKED, SCREEN_CALLS, SCREEN_READS, SHELL_READS } from '../../scripts/contract-check/screen-calls';

const RESOLVERS = join(import.meta.dirname, '../../gateway/resolvers');
// the spec's checklist beside the repository, where the team keeps it; a checkout without it skips that test
const ROUTES = join(import.meta.dirname, '../../../shared/spec/routes.tsv');

/**
 * The REST paths the resolvers reach: `call('/…'`, `callWith(token, '/…'`, `callShared('/…'`, and
 * `call(familyPath(kind, '/…'))` with its company twin. (callPublic is the signed-out screens' and the sign-in's.)
 */
function resolverPaths(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of readdirSync(RESOLVERS).filter((f) => f.endsWith('.ts'))) {
    const source = readFileSync(join(RESOLVERS, file), 'utf8');
    for (const match of source.matchAll(/\b(?:call|callWith|callShared)\(\s*(?:[\w.]+\s*,\s*)?'(\/[^']*)'/g)) found.set(match[1]!, file);
    for (const match of source.matchAll(/\bcall\(\s*familyPath\([^,]+,\s*'(\/[^']*)'\s*\)/g)) {
      found.set(match[1]!, file);
      found.set(familyPath('COMPANY', match[1] as TwinnedPath), file);
    }
  }
  return found;
}

describe('the screens’ reads and the contract check', () => {
  it('makes every read a screen lists', () => {
    const missing = [...SCREEN_READS].filter((path) => !CHECKED_PATHS.has(path));
    expect(missing, 'reads a screen lists that scripts/contract-check does not make').toEqual([]);
  });

  it('lists, for some screen, every read a resolver reaches', () => {
    const paths = resolverPaths();
    expect(paths.size).toBeGreaterThan(50);
    const unlisted = [...paths]
      .filter(([path]) => !SCREEN_READS.has(path as never) && !(path in NOT_CHECKED))
      .map(([path, file]) => `${path} (gateway/resolvers/${file})`);
    expect(unlisted, 'reads no screen of scripts/contract-check/screen-calls.ts lists').toEqual([]);
  });

  it('is read-only: no call with a side effect is checked', () => {
    expect([...CHECKED_PATHS].filter((path) => path in NOT_CHECKED)).toEqual([]);
    expect(CHECKED_PATHS.has('/housing/can_pay')).toBe(false);
  });

  it('checks every read against a shape of the registry', () => {
    expect([...CHECKED_PATHS].filter((path) => !isPath(path) || !ANSWER_SHAPES[path])).toEqual([]);
    expect([...SCREEN_READS].filter((path) => !ANSWER_SHAPES[path])).toEqual([]);
  });

  it('names only contract paths', () => {
    const all = [...SHELL_READS.person, ...SHELL_READS.company, ...SCREEN_CALLS.flatMap((s) => s.reads), ...Object.keys(NOT_CHECKED)];
    expect(all.filter((path) => !isPath(path))).toEqual([]);
  });

  it.skipIf(!existsSync(ROUTES))('lists every person and company screen of spec/routes.tsv', () => {
    const screens = readFileSync(ROUTES, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split('\t'))
      .filter(([, who]) => who === 'person' || who === 'admin' || who === 'funcionario' || who === 'company')
      .map(([route, who]) => `${who} ${route}`);
    const listed = new Set(SCREEN_CALLS.map((s) => `${s.who} ${s.route}`));
    expect(screens.length).toBeGreaterThan(60);
    expect(screens.filter((screen) => !listed.has(screen))).toEqual([]);
  });
});
