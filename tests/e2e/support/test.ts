import { test as base } from '@playwright/test';

/**
 * The browser tests' `test`: after each test it closes every browser context the test opened itself with
 * `browser.newContext()` (Playwright closes only its own). Without it, a second operator's page stays open
 * for the rest of the run, with its live channel and clocks, and slows every later test.
 */
export const test = base.extend<{ closeOpenedContexts: undefined }>({
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});
