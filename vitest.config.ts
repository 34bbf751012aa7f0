import { defineConfig } from 'vitest/config';

/**
 * Part of the sandbox's conformance suite (the published clients against the core) again over
 * the IndexedDB backend the in-page sandbox uses: handlers, validation, error shapes,
 * transactions under concurrency and isolation between organizations.
 */
const CONFORMANCE_OVER_INDEXEDDB = [
  'bad-input',
  'http-client',
  'sdk-server',
  'policies',
  'concurrency',
  'isolation',
  'export-import',
  'auth-otp',
  'webauthn',
  'organization-settings',
  'chains',
  'mfa-policies',
  'mfa-proofs',
].map((name) => `packages/sandbox/src/__tests__/conformance/${name}.test.ts`);

export default defineConfig({
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'site/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.mjs',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'sandbox-indexeddb',
          include: CONFORMANCE_OVER_INDEXEDDB,
          env: { SANDBOX_STORAGE: 'indexeddb' },
        },
      },
    ],
  },
});
