import { afterAll, beforeAll } from 'vitest';
import { openTestApp, type TestApp } from './app.ts';
import type { Backend } from './database.ts';
import { eventsClient } from './events.ts';

type Settings = Record<string, string>;

/**
 * The test app of the enclosing describe: opened on `backend` before its tests, with `settings` (or what
 * the function answers just before), and closed after them. `app` and `database` are those of the open app;
 * `api` is its events client, ready before the app opens.
 */
export function useEventsTestApp(backend: Backend, settings: Settings | (() => Promise<Settings>) = {}) {
  let test: TestApp | undefined;
  const opened = () => {
    if (!test) throw new Error('the test app opens in beforeAll: use it in hooks and tests');
    return test;
  };
  beforeAll(async () => {
    test = await openTestApp(backend, typeof settings === 'function' ? await settings() : settings);
  });
  afterAll(() => test?.close());
  return {
    get app() {
      return opened().app;
    },
    get database() {
      return opened().database;
    },
    api: eventsClient(() => opened().app),
  };
}
