import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemoData } from '../db/seed/demo.ts';
import { eventControlRoutes } from './events.ts';

/**
 * A console server for browser tests that must change events while no event workflow exists yet:
 * the real app on the demo data, plus the test-only route of `eventControlRoutes`. Settings as main.ts.
 */
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: join(config.dataDir, 'pglite'),
});
await database.migrate();
await seedDemoData(database.db, { password: config.DEMO_PASSWORD, boundariesFile: config.BOUNDARIES_FILE });
const app = await buildApp({ config, database });
await app.register(eventControlRoutes);
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
await app.listen({ port: config.PORT, host: config.HOST });
