import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'site/src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.mjs',
    ],
    environment: 'node',
  },
});
