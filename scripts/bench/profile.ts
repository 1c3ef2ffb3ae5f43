/**
 * `npx tsx scripts/bench/profile.ts <file.cpuprofile> [rows] [skip seconds]`: where a `node --cpu-prof` profile spent
 * its time, as self time per function (and per package), the heaviest first; samples of the first seconds (start-up)
 * can be left out.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArgument, skipArgument] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx scripts/bench/profile.ts <file.cpuprofile> [rows] [skip seconds]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const rows = Number(rowsArgument ?? 40);

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const skip = Number(skipArgument ?? 0) * 1e6;
const selfTime = new Map<number, number>();
let elapsed = 0;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  elapsed += delta;
  if (elapsed >= skip) selfTime.set(id, (selfTime.get(id) ?? 0) + delta);
});
const total = [...selfTime.values()].reduce((a, b) => a + b, 0);

const where = (url: string) => {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (inModules) return inModules;
  if (url.startsWith('node:')) return url;
  if (!url) return '(native)';
  return url.replace(/^file:\/\/.*?\/(gateway|fixtures|machines|schema|scripts)\//, '$1/');
};

const functions = new Map<string, number>();
const packages = new Map<string, number>();
for (const [id, time] of selfTime) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const name = `${functionName || '(anonymous)'} ${where(url)}${url ? `:${lineNumber + 1}` : ''}`;
  functions.set(name, (functions.get(name) ?? 0) + time);
  packages.set(where(url), (packages.get(where(url)) ?? 0) + time);
}
const print = (title: string, table: Map<string, number>) => {
  console.log(`== ${title}`);
  for (const [name, time] of [...table].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`${((time / total) * 100).toFixed(1).padStart(5)}%  ${(time / 1000).toFixed(0).padStart(6)} ms  ${name}`);
  }
};
print(`self time per package (${(total / 1e6).toFixed(1)} s sampled)`, packages);
print('self time per function', functions);
