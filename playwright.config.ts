import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8199);
export const baseURL = `http://localhost:${port}`;

/** Browser tests drive Debian's Chromium against a console started on a fresh embedded database. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    command: `rm -rf data/e2e-${port} && node src/server/main.ts`,
    url: `${baseURL}/health/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: `data/e2e-${port}`,
      DEMO_DATA: '1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_TTL: '60',
      // Parallel runs (one per E2E_PORT) may each test their own web build.
      WEB_DIST: process.env.WEB_DIST ?? 'dist/web',
    },
  },
});
