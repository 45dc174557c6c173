import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { channelTests } from '../../db/schema/index.ts';

/** A siren test's outcome follows its alarm: its protocol grids refetch whenever the alarm progresses. */
export async function notifyChannelTestOf(app: FastifyInstance, alarmId: number): Promise<void> {
  const tests = await app.database.db
    .select({ id: channelTests.id, stateCode: channelTests.stateCode })
    .from(channelTests)
    .where(eq(channelTests.alarmId, alarmId));
  for (const test of tests)
    app.live.notifyResource(
      'channeltest',
      'SU_CHANNEL_TEST',
      { resource: 'channeltest', action: 'updated', ids: [test.id] },
      { states: [test.stateCode] },
    );
}
