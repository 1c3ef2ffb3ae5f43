import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_FILES, LOGIN_FILES } from '../../scripts/first-screens';

/**
 * The build the browser tests serve, read as a phone fetches it: before a first screen shows, the entry with its
 * static imports and the screen's chunks with theirs (scripts/vite-first-screens.ts groups them). A file more is a
 * round trip more on a slow network, in a wave of six.
 */
interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

const dist = join(process.cwd(), 'dist');

function readManifest(): Record<string, Chunk> {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error('dist/ is missing: run `npm run build` first (npm test does)');
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, Chunk>;
}

/** The script files the app fetches before the screen made of `screens` shows, by name without their hash. */
function firstScreenScripts(screens: readonly string[]): { entry: string[]; all: string[]; own: string[] } {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const screenKeys = screens.map((screen) => {
    const key = Object.keys(manifest).find((k) => manifest[k]!.src?.endsWith(screen));
    if (!key) throw new Error(`no chunk for ${screen} in the manifest`);
    return key;
  });
  const name = (key: string) => basename(manifest[key]!.file).replace(/-[\w-]{8}\.js$/, '');
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      manifest[key]!.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return [...seen].map(name).sort();
  };
  return { entry: closure([entryKey]), all: closure([entryKey, ...screenKeys]), own: screenKeys.map(name) };
}

describe('the first screens’ files', () => {
  it('the entry loads its libraries as one file (and the bundler’s runtime)', () => {
    expect(firstScreenScripts([]).entry).toEqual(['index', 'rolldown-runtime', 'vendor']);
  });

  it('/login adds its screen, what it imports and what it shares with the signed-in screens: one file each', () => {
    const { all, own } = firstScreenScripts(LOGIN_FILES);
    expect(all).toEqual(['first-login', 'first-shared', 'index', ...own, 'rolldown-runtime', 'vendor'].sort());
  });

  it('the dashboard adds its screens (page, cards, shell), what they import and what they share', () => {
    const { all, own } = firstScreenScripts(DASHBOARD_FILES);
    expect(all).toEqual(['first-dashboard', 'first-shared', 'first-shell', 'index', ...own, 'rolldown-runtime', 'vendor'].sort());
  });
});
