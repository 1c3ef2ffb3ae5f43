/**
 * `npm run crash-test`: acknowledged demo writes survive `kill -9` (issue 38, item 2). The sandbox serves a world file
 * in a folder of its own; writers change their profile's phone one number after another, as fast as the sandbox
 * answers; the sandbox is killed with SIGKILL at a random moment, started again on the same file, and each writer's
 * phone is read back. A write the sandbox acknowledged must be there: the phone read is the last acknowledged number,
 * or the one in flight when the process died. Not part of `npm test` (it kills processes and takes a minute).
 *
 * CRASH_KILLS (default 12) sets the number of kills.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const KILLS = Number(process.env.CRASH_KILLS ?? 12);
const PASSWORD = 'Gas.Demo.2026';
const WRITERS = ['cliente@demo.cl', 'nuevo@demo.cl', 'consentimiento@demo.cl'];
const CONTROL_TOKEN = randomBytes(18).toString('base64url');

interface Sandbox {
  url: string;
  child: ChildProcess;
}

function startSandbox(worldFile: string): Promise<Sandbox> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'fixtures/server.ts'], {
      env: { ...process.env, SANDBOX_PORT: '0', WORLD_FILE: worldFile, SANDBOX_FAULTS: '', SANDBOX_CONTROL_TOKEN: CONTROL_TOKEN },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = / on (http:\/\/[^\s/]+:\d+)/.exec(out)?.[1];
      if (url) resolve({ url, child });
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the sandbox exited with ${code}: ${out}`)));
  });
}

async function post(url: string, body: object): Promise<{ status?: string; data?: Record<string, unknown>; message?: string }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()) as { status?: string; data?: Record<string, unknown> };
}

interface Person {
  id: number;
  name: string;
  last_name: string;
  phone: string;
}

async function signIn(base: string, email: string): Promise<{ token: string; person: Person }> {
  const answer = await post(`${base}/login/email`, { email, password: PASSWORD });
  if (answer.status !== 'ok') throw new Error(`${email} could not sign in: ${JSON.stringify(answer)}`);
  return answer.data as unknown as { token: string; person: Person };
}

/** The phone a number stands for: nine digits, as the profile rule wants. */
const phoneOf = (n: number) => String(900_000_000 + n);
const numberOf = (phone: string) => Number(phone) - 900_000_000;

/** Writes phone after phone until the sandbox stops answering; the last number it acknowledged. */
async function write(base: string, email: string, from: number): Promise<{ acknowledged: number; count: number }> {
  const { token, person } = await signIn(base, email);
  let acknowledged = from;
  let count = 0;
  for (let n = from + 1; ; n++) {
    try {
      const answer = await post(`${base}/person/profile/update`, {
        token,
        id: person.id,
        name: person.name,
        last_name: person.last_name,
        phone: phoneOf(n),
        notification_check: 1,
      });
      if (answer.status !== 'ok') throw new Error(`${email}: ${JSON.stringify(answer)}`);
      acknowledged = n;
      count += 1;
    } catch (error) {
      if (error instanceof Error && error.message.startsWith(email)) throw error;
      return { acknowledged, count };
    }
  }
}

const folder = mkdtempSync(join(tmpdir(), 'crash-test-'));
const worldFile = join(folder, 'world.json');
let acknowledgedWrites = 0;
let lost = 0;
let leftovers = 0;
let afterStart = 0;
try {
  let sandbox = await startSandbox(worldFile);
  // each writer starts from the phone the world holds
  const last = new Map<string, number>();
  for (const email of WRITERS) last.set(email, Math.max(0, numberOf((await signIn(sandbox.url, email)).person.phone)));
  for (let kill = 1; kill <= KILLS; kill++) {
    const writing = WRITERS.map((email) => write(sandbox.url, email, last.get(email)!));
    await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 900));
    sandbox.child.kill('SIGKILL');
    const results = await Promise.all(writing);
    leftovers += readdirSync(folder).filter((name) => name.endsWith('.tmp')).length;
    sandbox = await startSandbox(worldFile);
    afterStart += readdirSync(folder).filter((name) => name.endsWith('.tmp')).length;
    const line: string[] = [];
    for (const [i, email] of WRITERS.entries()) {
      const { acknowledged, count } = results[i]!;
      acknowledgedWrites += count;
      const found = numberOf((await signIn(sandbox.url, email)).person.phone);
      // the write in flight when the process died may or may not have landed; anything older must have
      if (found < acknowledged) lost += acknowledged - found;
      last.set(email, Math.max(found, acknowledged));
      line.push(`${email.split('@')[0]} ${count} acknowledged, last ${acknowledged}, found ${found}`);
    }
    console.log(`kill ${kill}: ${line.join('; ')}`);
  }
  sandbox.child.kill('SIGTERM');
  console.log(
    `\n${KILLS} kills, ${acknowledgedWrites} acknowledged writes, ${lost} lost; unfinished saves: ${leftovers} left by a kill, ${afterStart} after a start`,
  );
  if (lost > 0 || afterStart > 0) process.exitCode = 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
