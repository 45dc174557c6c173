import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SirenTestNotice } from '../../../domain/sirenTest.ts';
import { sirenTests } from '../../db/schema/index.ts';

/** Tells every console that a siren test changed (planned, started, progressed, stopped, confirmed). */
export function publishSirenTest(app: FastifyInstance, notice: SirenTestNotice): void {
  app.live.publish('sirentest', notice);
}

/** The running test's pages follow its alarm task: one notice per (throttled) progress of that task. */
export async function notifySirenTestOf(app: FastifyInstance, alarmId: number): Promise<void> {
  const [test] = await app.database.db
    .select({ id: sirenTests.id, status: sirenTests.status })
    .from(sirenTests)
    .where(eq(sirenTests.alarmId, alarmId));
  if (test?.status === 'RUNNING') publishSirenTest(app, { testId: test.id, status: test.status });
}
