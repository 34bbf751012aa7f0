import { configDefaults, defineConfig } from 'vitest/config';
import { needsIsolation, testFilesUnder } from './scripts/vitest/isolation';

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

/** The unit tests that must run in a module graph of their own, found by reading them. */
const NEEDS_ISOLATION = testFilesUnder(['packages', 'site/src', 'scripts', 'bench']).filter(
  needsIsolation,
);

const UNIT_INCLUDE = [
  'packages/*/src/**/*.test.ts',
  'site/src/**/*.test.ts',
  'scripts/**/*.test.ts',
  'bench/**/*.test.mjs',
];

export default defineConfig({
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          // Test files share each worker's module graph: most of the time a file took went into
          // importing the same clients, chains and API model again (decision 0187).
          name: 'unit',
          include: UNIT_INCLUDE,
          exclude: [...configDefaults.exclude, ...NEEDS_ISOLATION],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', include: NEEDS_ISOLATION },
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
