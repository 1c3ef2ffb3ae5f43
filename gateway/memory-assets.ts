import { existsSync, readFileSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';

/** the build's scripts and stylesheets are named by their content: cached for a year, never asked again */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** below one TCP segment compression saves no round trip (scripts/vite-precompress.ts writes no copy) */
const UNCOMPRESSED_BELOW = 1400;

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

interface Answer {
  /** names and values in turn, as writeHead takes them */
  headers: string[];
  body: Buffer;
}

/** Whether an Accept-Encoding header takes Brotli (not refused with q=0). */
export const acceptsBrotli = (header: string | undefined) => /\bbr\b(?!\s*;\s*q=0(?:\.0*)?\s*(?:,|$))/i.test(header ?? '');

/**
 * The build's scripts and stylesheets, held in memory and answered on plain node:http before Express: the Brotli copy
 * to a browser that takes Brotli, a file too small to compress as it is. Read from disk per request (Express's
 * `send`: a stat, an open, a stream), a first screen's chunk took 3-20 ms to start arriving on the development
 * machine, each on the critical path of a phone's first paint. Anything else (no copy, a browser without Brotli,
 * another path) is left to Express (`precompressedAssets`, `express.static`, `compression`).
 */
export function memoryAssets(folder: string, always: Record<string, string>) {
  const answers = new Map<string, { br?: Answer; plain?: Answer }>();
  const files = existsSync(folder) ? readdirSync(folder) : [];
  for (const name of files) {
    const type = TYPES[name.slice(name.lastIndexOf('.') + 1)];
    if (!type) continue;
    const base = [...Object.entries(always).flat(), 'content-type', type, 'cache-control', IMMUTABLE];
    const entry: { br?: Answer; plain?: Answer } = {};
    if (files.includes(`${name}.br`)) {
      const body = readFileSync(join(folder, `${name}.br`));
      entry.br = { body, headers: [...base, 'vary', 'Accept-Encoding', 'content-encoding', 'br', 'content-length', String(body.length)] };
    } else {
      const body = readFileSync(join(folder, name));
      if (body.length < UNCOMPRESSED_BELOW) entry.plain = { body, headers: [...base, 'content-length', String(body.length)] };
    }
    if (entry.br || entry.plain) answers.set(`/assets/${name}`, entry);
  }

  /** Answers the request when it is for one of the held files; false leaves it to Express. */
  return function answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const entry = answers.get(req.url ?? '');
    if (!entry) return false;
    const chosen = entry.plain ?? (acceptsBrotli(req.headers['accept-encoding']) ? entry.br : undefined);
    if (!chosen) return false;
    res.writeHead(200, chosen.headers);
    res.end(req.method === 'HEAD' ? undefined : chosen.body);
    return true;
  };
}
