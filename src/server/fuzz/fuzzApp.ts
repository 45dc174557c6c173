import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertDemoAssets } from '../db/seed/assets.ts';
import { insertDemoEvents } from '../db/seed/events.ts';
import { loadCantonBoundaries } from '../db/seed/geodata.ts';
import { insertDemoPendingErrors } from '../db/seed/monitoring.ts';
import { insertMunicipalities } from '../db/seed/municipalities.ts';
import { insertDemoStatistics } from '../db/seed/statistics.ts';
import { insertDemoSubscriptions } from '../db/seed/subscriptions.ts';
import { insertDemoWakeups } from '../db/seed/wakeups.ts';
import { openTestApp, type TestApp } from '../test-support/app.ts';
import type { Backend } from '../test-support/database.ts';
import { bearerOf } from '../test-support/login.ts';
import type { Caller } from './openapiArbitraries.ts';
import { installWriteCounter } from './writeCounter.ts';

export interface FuzzApp extends TestApp {
  headers: Record<Caller, Record<string, string>>;
}

// Signed by nobody we know: the guard must refuse it like no token at all.
const FORGED_TOKEN =
  'Bearer eyJhbGciOiJSUzI1NiIsImtpZCI6Im5vbmUifQ.eyJzdWIiOiJhZG1pbiIsImV4cCI6OTk5OTk5OTk5OX0.c2lnbmF0dXJl';

/**
 * The whole app on the full demo data (events, sirens, subscriptions…) so that valid ids lead to rows,
 * with mail going to a throw-away outbox, the write counter installed and the callers logged in.
 */
export async function openFuzzApp(backend: Backend): Promise<FuzzApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-fuzz-'));
  const test = await openTestApp(backend, {
    DATA_DIR: dataDir,
    REPORT_MAIL_PER_HOUR: '10000',
    // A silent fleet and far deadlines: device answers and retries arriving in the background would count
    // as writes of whichever request runs at that moment. Alarms are tested on a live fleet elsewhere.
    FLEET_UNPOWERED_RATE: '1',
    DEVICE_ANSWER_TIMEOUT_MS: '600000',
    ALARM_FINISH_GRACE_MS: '3600000',
    // FUZZ_LOG_LEVEL=error shows the stack of every 5xx the fuzzer provokes.
    LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent',
  });
  const boundaries = await loadCantonBoundaries();
  await test.database.db.transaction(async (tx) => {
    await insertMunicipalities({ tx });
    await insertDemoEvents({ tx, boundaries });
    await insertDemoAssets({ tx, boundaries });
    await insertDemoSubscriptions({ tx });
    await insertDemoPendingErrors({ tx });
    await insertDemoWakeups({ tx });
    // Yesterday archived already: the daily archive job finds it there instead of writing mid-run.
    await insertDemoStatistics({ tx });
  });
  const headers: FuzzApp['headers'] = {
    admin: await bearerOf(test.app, 'admin'),
    cantonal: await bearerOf(test.app, 'zh.operator'),
    anonymous: {},
    forged: { authorization: FORGED_TOKEN },
  };
  // Installed after seeding and logging in, so that it counts the fuzzed requests' writes only.
  await installWriteCounter(test.database.db);
  return {
    ...test,
    headers,
    close: async () => {
      await test.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
