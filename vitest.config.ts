import { defineConfig } from 'vitest/config';

export default defineConfig({
  // one graphql module for everyone: the gateway's libraries load its CommonJS build under Node
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    // the default leaves one of two cores idle, and the browser tests spend most of their time waiting on Chromium
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/machines/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/client/**/*.test.ts', 'tests/client/**/*.test.tsx'],
          environment: 'node',
          // the lint cases build ESLint with its plugins first (2-3 s alone, several times that on a busy machine)
          testTimeout: 30_000,
          // pure functions and machines: one module graph per worker loads the sources once, not once per file
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'screens',
          include: ['tests/screens/**/*.test.tsx'],
          environment: './tests/support/happy-dom-environment.ts',
          setupFiles: ['tests/support/screen-setup.ts'],
          testTimeout: 30_000,
          // one module graph per worker, so the app and the gateway schema load once, not once per file (68 s → 17 s);
          // renderScreen starts every test from a fresh world, storage and session, so files do not see each other
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'gateway', include: ['tests/gateway/**/*.test.ts'], environment: 'node', testTimeout: 20_000, hookTimeout: 30_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 60_000,
          // how long a browser assertion keeps looking before it fails (a slow machine must not fail a test)
          expect: { poll: { timeout: 15_000, interval: 100 } },
          // one app and one browser per file; the files spend most of their time waiting on Chromium, so two run at once
        },
      },
    ],
  },
});
