import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const compress = promisify(brotliCompress);

/** below one TCP segment compression saves no round trip */
const SMALLEST = 1400;

/**
 * Writes a Brotli copy (`<file>.br`, quality 11) beside every script and stylesheet of the build, which the gateway
 * sends to browsers that accept it (gateway/precompressed.ts): 14% fewer bytes than the gzip it made per request
 * (the entry chunk 85 KiB against 99), compressed once at build time instead of on every request.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      await Promise.all(
        Object.values(bundle)
          .filter((file) => /\.(js|css)$/.test(file.fileName))
          .map(async (file) => {
            const bytes = Buffer.from(file.type === 'chunk' ? file.code : file.source);
            if (bytes.length < SMALLEST) return;
            const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
            await writeFile(join(outDir, `${file.fileName}.br`), await compress(bytes, { params }));
          }),
      );
    },
  };
}
