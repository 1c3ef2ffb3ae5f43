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
const tiny = 'export const a = 1;\n';
let folder: string;
let gateway: RunningGateway;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sv-static-'));
  mkdirSync(join(folder, 'assets'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>Sucursal Virtual</title>');
  writeFileSync(join(folder, 'assets', 'entry-abc.js'), script);
  writeFileSync(join(folder, 'assets', 'entry-abc.js.br'), brotliCompressSync(script));
  // a stylesheet the build left without a copy, and a script too small for one
  writeFileSync(join(folder, 'assets', 'style-abc.css'), style);
  writeFileSync(join(folder, 'assets', 'runtime-abc.js'), tiny);
  gateway = await startGateway(
    { config: readConfig({}), transport: createInprocessTransport(createFixtureBackend({ file: null })), staticDir: `${folder}/` },
    0,
  );
});
afterAll(async () => {
  await gateway.close();
  rmSync(folder, { recursive: true, force: true });
});

function get(
  path: string,
  acceptEncoding: string,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${gateway.url}${path}`, { method, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
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
    // with the security headers every page of the portal carries
    expect(answer.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers HEAD with the headers alone, and a script too small to compress as it is, to any browser', async () => {
    const head = await get('/assets/entry-abc.js', 'br', 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(brotliCompressSync(script).length);
    expect(head.body.length).toBe(0);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const small = await get('/assets/runtime-abc.js', encoding);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.headers['content-type']).toMatch(/^text\/javascript/);
      expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(small.body.toString()).toBe(tiny);
    }
  });

  it('serves the app’s page for a screen’s path, never cached', async () => {
    const page = await get('/mis-servicios', 'gzip');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body.toString()).toContain('<title>Sucursal Virtual</title>');
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
