// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync } from 'node:fs';
import workspaceImports from './scripts/eslint/no-cross-workspace-import.mjs';

/** @type {{ workspaces: string[] }} */
const rootManifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '.cache/**',
      'site/build/**',
      'site/.docusaurus/**',
      'site/static/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'packages/sandbox/dist/**',
      'packages/mcp/dist/**',
      'packages/mcp/site/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // CommonJS files (a bundler loader the bundler requires without compiling) use require.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Workspaces meet by package name: no relative import leaves its workspace (the root's
    // scripts/, e2e/ and bench/ count as the root's own). The browser tests and content checks
    // read the site's config through `@docs/site`'s exports
    // (docs/decisions/0166-workspaces-meet-by-package-name.md).
    plugins: { local: workspaceImports },
    rules: {
      'local/no-cross-workspace-import': [
        'error',
        { root: import.meta.dirname, workspaces: rootManifest.workspaces },
      ],
    },
  },
  {
    // A synchronous child process blocks the test worker: the test's own timeout cannot end it,
    // so one that never exits hangs the whole run. Tests give each a time limit.
    files: ['**/__tests__/**/*.{ts,mjs}', '**/*.test.{ts,tsx,mjs}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^(execFileSync|execSync|spawnSync)$/]:not(:has(Property[key.name="timeout"]))',
          message:
            'Give a synchronous child process a `timeout` option: the test timeout cannot interrupt it.',
        },
      ],
    },
  },
  {
    files: ['site/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
