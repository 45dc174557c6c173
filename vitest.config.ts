import { defineConfig } from 'vitest/config';
import { localeParts } from './scripts/localeParts.ts';

export default defineConfig({
  plugins: [localeParts(`${import.meta.dirname}/src/web/locales`)],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite needs ~0.8 GB per database: two workers keep the 2-core machine busy without swapping.
    maxWorkers: 2,
  },
});
