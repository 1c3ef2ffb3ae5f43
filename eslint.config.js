import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

/**
 * The folders as architectural elements (docs/architecture.md, the layout). Imports run one way: app → features → shared client
 * code; a feature never imports another (a `feature` captures its folder's name, so a new feature needs no line
 * here); the client never reaches the gateway or the fixtures; machines import neither; the gateway reaches the
 * fixtures only in its transport selection; the spec-only backend (spec-backend/) reaches nothing of ours. Import cycles are a test (tests/unit/import-cycles.test.ts).
 */
const elements = [
  { type: 'app', pattern: 'client/app' },
  { type: 'feature', pattern: 'client/features/*', capture: ['feature'] },
  { type: 'client-shared', pattern: ['client/shared', 'client/ui', 'client/lib', 'client/gql'] },
  { type: 'machines', pattern: 'machines' },
  { type: 'schema', pattern: 'schema' },
  { type: 'transport-selection', pattern: 'gateway/data-source' },
  { type: 'gateway', pattern: 'gateway' },
  { type: 'fixtures', pattern: 'fixtures' },
  { type: 'spec-backend', pattern: 'spec-backend' },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const from = (...types) => ({ element: { types: { anyOf: types } } });

const policies = [
  { from: from('feature'), disallow: to('app', 'feature') },
  { from: from('feature'), allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } } },
  { from: from('client-shared'), disallow: to('app', 'feature') },
  { from: from('app', 'feature', 'client-shared'), disallow: to('gateway', 'transport-selection', 'fixtures') },
  { from: from('machines'), disallow: to('app', 'feature', 'client-shared', 'gateway', 'transport-selection', 'fixtures') },
  { from: from('schema'), disallow: to('app', 'feature', 'client-shared', 'machines', 'gateway', 'transport-selection', 'fixtures') },
  { from: from('gateway'), disallow: to('fixtures', 'spec-backend') },
  // the backend written from the spec's words alone: it reads nothing of ours, or it would answer as we expect
  { from: from('spec-backend'), disallow: to('app', 'feature', 'client-shared', 'machines', 'gateway', 'transport-selection', 'fixtures') },
  { from: from('fixtures'), disallow: to('app', 'feature', 'client-shared', 'transport-selection') },
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.data/', 'tests/e2e/.artifacts/', 'client/gql/', 'gateway/generated/', 'schema/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { boundaries },
    settings: {
      // the imports are relative paths; boundaries resolves them with the node resolver, extensions added
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': elements,
      'boundaries/include': ['client/**', 'machines/**', 'schema/**', 'gateway/**', 'fixtures/**', 'spec-backend/**'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'boundaries/dependencies': ['error', { default: 'allow', policies }],
    },
  },
  {
    // promises that nobody awaits or that an event handler drops: type-aware, so only for TypeScript
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['client/**/*.tsx', 'client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // every actor the app starts takes /flujos' inspector: the hooks come from client/shared/machines.ts
    files: ['client/**/*.ts', 'client/**/*.tsx'],
    ignores: ['client/shared/machines.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@xstate/react',
              importNames: ['useMachine', 'useActor', 'useActorRef', 'createActorContext'],
              message: 'Import them from client/shared/machines, which adds the /flujos inspector.',
            },
          ],
        },
      ],
    },
  },
  {
    // machines stay pure: no React, no fetch, no timers outside XState's `after`
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', '@apollo/*'] }],
      'no-restricted-globals': ['error', 'fetch', 'setTimeout', 'setInterval', 'localStorage', 'window'],
    },
  },
);
