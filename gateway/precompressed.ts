import { existsSync, readdirSync } from 'node:fs';
import type { RequestHandler } from 'express';

/** the build's scripts and stylesheets are named by their content: cached for a year, never asked again */
export const ASSET_CACHING = { immutable: true, maxAge: '1y' } as const;
/** the Cache-Control header express.static writes with ASSET_CACHING, for answers written without it */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Sends the build's Brotli copy of a script or stylesheet (`<file>.br`, written by scripts/vite-precompress.ts) to a
 * browser that accepts Brotli, with the original's type and cache headers; anything else falls through to
 * `express.static` (gzip by `compression`). The folder's copies are listed once, at start. The copies the gateway
 * started with are answered from memory before Express (gateway/memory-assets.ts); this serves a build made since.
 */
export function precompressedAssets(folder: string): RequestHandler {
  const copies = new Set(
    existsSync(folder)
      ? readdirSync(folder)
          .filter((name) => name.endsWith('.br'))
          .map((name) => `/${name.slice(0, -3)}`)
      : [],
  );
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !copies.has(req.path) || req.acceptsEncodings('br') !== 'br') {
      next();
      return;
    }
    res.vary('Accept-Encoding');
    res.type(req.path.slice(req.path.lastIndexOf('.')));
    res.set('content-encoding', 'br');
    res.sendFile(`${req.path.slice(1)}.br`, { root: folder, ...ASSET_CACHING });
  };
}
