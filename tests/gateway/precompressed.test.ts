import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureBackend } from '../../fixtures/backend';
import { createInprocessTransport } from '../../gateway/backend/inprocess';
import { readConfig } from '../../gateway/config';
import { startGateway, type RunningGateway } from '../../gateway/server';

/** The build's Brotli copies of its scripts and stylesheets (scripts/vite-precompress.ts) go to browsers that take them. */
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'fila ${i}'`).join(', ')}];\n`;
const style = 'body{margin:0}'.repeat(200);
let folder: string;
let gateway: RunningGateway;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sv-static-'));
  mkdirSync(join(folder, 'assets'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>Sucursal Virtual</title>');
  writeFileSync(join(folder, 'assets', 'entry-abc.js'), script);
  writeFileSync(join(folder, 'assets', 'entry-abc.js.br'), brotliCompressSync(script));
  // a stylesheet the build left without a copy
  writeFileSync(join(folder, 'assets', 'style-abc.css'), style);
  gateway = await startGateway(
    { config: readConfig({}), transport: createInprocessTransport(createFixtureBackend({ file: null })), staticDir: `${folder}/` },
    0,
  );
});
afterAll(async () => {
  await gateway.close();
  rmSync(folder, { recursive: true, force: true });
});

function get(path: string, acceptEncoding: string): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${gateway.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('precompressed assets', () => {
  it('sends the Brotli copy, typed and cached as the script, to a browser that accepts Brotli', async () => {
    const answer = await get('/assets/entry-abc.js', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('gzips the script for a browser without Brotli, and sends it plain to one that takes no encoding', async () => {
    const gzipped = await get('/assets/entry-abc.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);
    const plain = await get('/assets/entry-abc.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('compresses a file without a copy as it is asked, and serves no copy for a file the build did not make', async () => {
    const css = await get('/assets/style-abc.css', 'gzip, deflate, br, zstd');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    const encoding = css.headers['content-encoding'];
    expect((encoding === 'br' ? brotliDecompressSync(css.body) : gunzipSync(css.body)).toString()).toBe(style);
    const missing = await get('/assets/other-abc.js', 'br');
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.headers['content-type']).not.toMatch(/javascript/);
  });
});
