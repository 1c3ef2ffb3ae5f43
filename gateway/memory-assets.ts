import { existsSync, readFileSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { acceptsEncoding, COMPRESS_ABOVE_BYTES } from './accept-encoding';
import { ASSET_CACHE_CONTROL } from './precompressed';

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

interface Answer {
  /** names and values in turn, as writeHead takes them */
  headers: string[];
  body: Buffer;
}

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
  const copies = new Set(files.filter((name) => name.endsWith('.br')));
  for (const name of files) {
    const type = TYPES[name.slice(name.lastIndexOf('.') + 1)];
    if (!type) continue;
    const base = [...Object.entries(always).flat(), 'content-type', type, 'cache-control', ASSET_CACHE_CONTROL];
    const entry: { br?: Answer; plain?: Answer } = {};
    if (copies.has(`${name}.br`)) {
      const body = readFileSync(join(folder, `${name}.br`));
      entry.br = { body, headers: [...base, 'vary', 'Accept-Encoding', 'content-encoding', 'br', 'content-length', String(body.length)] };
    } else {
      const body = readFileSync(join(folder, name));
      if (body.length < COMPRESS_ABOVE_BYTES) entry.plain = { body, headers: [...base, 'content-length', String(body.length)] };
    }
    if (entry.br || entry.plain) answers.set(`/assets/${name}`, entry);
  }

  /** Answers the request when it is for one of the held files; false leaves it to Express. */
  return function answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const entry = answers.get(req.url ?? '');
    if (!entry) return false;
    const chosen = entry.plain ?? (acceptsEncoding(req.headers['accept-encoding'], 'br') ? entry.br : undefined);
    if (!chosen) return false;
    res.writeHead(200, chosen.headers);
    res.end(req.method === 'HEAD' ? undefined : chosen.body);
    return true;
  };
}
