/**
 * The JavaScript and CSS (gzip) a browser loads to open a screen: the entry chunk with its static imports, the
 * screen's lazy chunk with its own, and Apollo Client's chunk, which every screen but /login and the dashboard waits
 * for (the routes declared `loadsApollo`; the dashboard is counted with its shell and cards). Read off Vite's
 * manifest of `dist/`, so a new area's screens are counted as it lands.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DASHBOARD_FILES, LOGIN_FILES } from '../first-screens';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ScreenWeight {
  /** the feature folder: auth, dashboard, services… */
  area: string;
  /** the screen's file, e.g. DashboardPage.tsx */
  screen: string;
  js: number;
  css: number;
  files: number;
  /** chunks that carry a library no entry route should load */
  heavy: string[];
  /** what the screen loads later, when it draws a chart or a map (its lazy parts, gzip), and the heavy libraries there */
  lazyJs: number;
  lazyHeavy: string[];
}

/**
 * The screens that render before Apollo Client has loaded (RouteDeclaration.loadsApollo), with what else the app
 * fetches to show them (scripts/first-screens.ts). Every other screen is counted with Apollo's chunk, which it waits
 * for.
 */
const OPENS_WITH: Record<string, readonly string[]> = Object.fromEntries(
  [LOGIN_FILES, DASHBOARD_FILES].map(([screen, ...rest]) => [screen, rest]),
);

export function readManifest(dist: string): Manifest {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first (npm test does)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

export function entryKey(manifest: Manifest): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  return entry;
}

/** The manifest key of the chunk built from `source` (a path under client/). */
export function chunkKeyOf(manifest: Manifest, source: string): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.src?.endsWith(source));
  if (!key) throw new Error(`no chunk for ${source} in the manifest`);
  return key;
}

/** The files (scripts and stylesheets) a browser loads for these chunks: each with its stylesheets and static imports. */
export function staticFiles(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  keys.forEach(walk);
  return files;
}

/** What the app fetches before the screen made of `screens` (paths under client/) shows: the entry and their chunks. */
export function firstScreenFiles(dist: string, screens: readonly string[]): Set<string> {
  const manifest = readManifest(dist);
  return staticFiles(manifest, [entryKey(manifest), ...screens.map((screen) => chunkKeyOf(manifest, screen))]);
}

export function screenWeights(dist: string): ScreenWeight[] {
  const manifest = readManifest(dist);
  const entry = entryKey(manifest);
  const apollo = Object.keys(manifest).find((key) => /(^|\/)lib\/apollo\.ts$/.test(key));
  if (!apollo) throw new Error("no chunk for Apollo Client's client/lib/apollo.ts in the manifest");

  const closure = (keys: string[]) => staticFiles(manifest, keys);

  const sizes = new Map<string, { gzip: number; heavy: string | null }>();
  const measure = (file: string) => {
    let known = sizes.get(file);
    if (!known) {
      const content = readFileSync(join(dist, file));
      const text = content.toString('utf8');
      const heavy = /echarts/i.test(text) ? 'echarts' : /ol-viewport|ol-overlaycontainer/.test(text) ? 'OpenLayers' : null;
      known = { gzip: gzipSync(content, { level: 9 }).length, heavy };
      sizes.set(file, known);
    }
    return known;
  };

  // the screens are what the entry's route declarations import lazily; a chart or a map is a part a screen imports lazily
  const keyOf = (source: string) => chunkKeyOf(manifest, source);
  const keysOf = (files: Set<string>) => Object.keys(manifest).filter((key) => files.has(manifest[key]!.file));
  const routeScreens = new Set(keysOf(closure([entry])).flatMap((key) => manifest[key]!.dynamicImports ?? []));

  return Object.entries(manifest).flatMap(([key, chunk]) => {
    const found = routeScreens.has(key) ? /features\/([^/]+)\/(.+\.tsx)$/.exec(chunk.src ?? key) : null;
    if (!found) return [];
    const opensWith = Object.entries(OPENS_WITH).find(([screen]) => key.endsWith(screen))?.[1];
    const files = closure([entry, key, ...(opensWith ? opensWith.map(keyOf) : [apollo])]);
    const parts = keysOf(files)
      .flatMap((k) => manifest[k]!.dynamicImports ?? [])
      .filter((k) => !routeScreens.has(k) && k !== apollo);
    const lazy = [...closure(parts)].filter((file) => !files.has(file));
    const weight: ScreenWeight = {
      area: found[1]!,
      screen: found[2]!,
      js: 0,
      css: 0,
      files: files.size,
      heavy: [],
      lazyJs: 0,
      lazyHeavy: [],
    };
    for (const file of files) {
      const { gzip, heavy } = measure(file);
      if (file.endsWith('.css')) weight.css += gzip;
      else weight.js += gzip;
      if (heavy) weight.heavy.push(`${file} (${heavy})`);
    }
    for (const file of lazy) {
      const { gzip, heavy } = measure(file);
      if (!file.endsWith('.css')) weight.lazyJs += gzip;
      if (heavy && !weight.lazyHeavy.includes(heavy)) weight.lazyHeavy.push(heavy);
    }
    return [weight];
  });
}

/** /login, the dashboard, each other area's heaviest screen, then every screen that draws a chart or a map. */
export function routeGroups(weights: ScreenWeight[]): Array<{ label: string; weight: ScreenWeight }> {
  const heaviest = new Map<string, ScreenWeight>();
  for (const weight of weights) {
    const known = heaviest.get(weight.area);
    if (!known || weight.js > known.js) heaviest.set(weight.area, weight);
  }
  const login = weights.find((w) => w.screen === 'LoginPage.tsx');
  const dashboard = weights.find((w) => w.screen === 'DashboardPage.tsx');
  const groups = [
    ...(login ? [{ label: '/login', weight: login }] : []),
    ...(dashboard ? [{ label: 'dashboard', weight: dashboard }] : []),
  ];
  for (const [area, weight] of [...heaviest].sort(([a], [b]) => a.localeCompare(b))) {
    if (weight === login || weight === dashboard) continue;
    groups.push({ label: `${area} (heaviest)`, weight });
  }
  for (const weight of weights.filter((w) => w.lazyHeavy.length > 0)) {
    groups.push({ label: `${weight.area} ${weight.screen.replace(/\.tsx?$/, '')}`, weight });
  }
  return groups;
}
