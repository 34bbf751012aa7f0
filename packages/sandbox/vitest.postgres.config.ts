/**
 * The PostgreSQL half of the sandbox tests: the conformance suite, the crash test and the storage contract,
 * with `SANDBOX_STORAGE=postgres`. Run it as `npm run test:sandbox-pg`, which starts a
 * throwaway server (scripts/with-postgres.mjs) and sets `DATABASE_URL`.
 * Without a database: in CI the run fails; elsewhere it is skipped and says so.
 */
import { defineConfig } from 'vitest/config';

const inCi = !['', '0', 'false'].includes((process.env.CI ?? '').toLowerCase());
const haveDatabase = Boolean(process.env.DATABASE_URL);

if (!haveDatabase && !inCi) {
  console.warn(
    "sandbox PostgreSQL half SKIPPED: DATABASE_URL is not set and this is not CI (install Debian's postgresql and run `npm run test:sandbox-pg`)",
  );
}

export default defineConfig({
  test: {
    name: 'sandbox-postgres',
    root: import.meta.dirname,
    include:
      haveDatabase || inCi
        ? [
            'src/__tests__/conformance/**/*.test.ts',
            'src/__tests__/crash.test.ts',
            'src/storage/__tests__/{storage,postgres}.test.ts',
          ]
        : [],
    passWithNoTests: !haveDatabase && !inCi,
    env: { SANDBOX_STORAGE: 'postgres' },
    environment: 'node',
    // As the unit project (decision 0187): the files share each worker's module graph, and
    // scripts/__tests__/vitest-isolation.test.ts fails if one of them needs a graph of its own.
    isolate: false,
  },
});
