import { defineConfig } from 'vitest/config';
import { localeParts } from './scripts/localeParts.ts';

export default defineConfig({
  plugins: [localeParts(`${import.meta.dirname}/src/web/locales`)],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // Migrated database templates, made once per run (test-support/databaseTemplates.ts).
    globalSetup: ['src/server/test-support/globalSetup.ts'],
    environment: 'node',
    // Opening a PGlite database takes ~4 s alone, but a minute and more on a machine whose two cores
    // are shared with other work (seen in CI): a slow start is not a failure of the test. Some tests open
    // a second app of their own (an unreachable broker, another server).
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // PGlite needs ~0.8 GB per database: two workers keep the 2-core machine busy without swapping.
    maxWorkers: 2,
  },
});
