import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { inlineGraphqlDocuments } from './scripts/vite-inline-documents.ts';
import { precompressAssets } from './scripts/vite-precompress.ts';
import { firstScreenChunks } from './scripts/vite-first-screens.ts';
import { compileHints } from './scripts/vite-compile-hints.ts';
import { FIRST_SCREENS, OPENS_INSIDE } from './scripts/first-screens.ts';

const gatewayPort = Number(process.env.GATEWAY_PORT ?? 4001);

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  // the plain reads of the first screens (client/lib/plain-query.ts): their text is printed here, not in the browser
  plugins: [
    react(),
    inlineGraphqlDocuments('client/gql/graphql.ts', ['AppConfig', 'LoginCampaign', 'Shell', 'Dashboard']),
    precompressAssets(),
    firstScreenChunks(FIRST_SCREENS, OPENS_INSIDE),
    compileHints((chunk) => chunk.isEntry || chunk.name === 'vendor' || chunk.name.startsWith('first-')),
  ],
  resolve: {
    // rxjs (under Apollo) ships ES2015 classes under this condition, and ES5 with tslib's helpers otherwise
    conditions: [...defaultClientConditions, 'es2015'],
  },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // every browser the portal serves preloads modules itself; the polyfill only ran on each page's first task
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1200,
    // precompress-assets is slow on purpose (brotli at its highest level, once per build): rolldown's timing warning
    // would name it in every loaded run's output
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/graphql': `http://localhost:${gatewayPort}`,
      '/demo': `http://localhost:${gatewayPort}`,
      '/assets-backend': `http://localhost:${gatewayPort}`,
    },
  },
});
