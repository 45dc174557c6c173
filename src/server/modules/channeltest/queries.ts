import { eq, sql } from 'drizzle-orm';
import type { ChannelTest, ChannelTestOutcome } from '../../../domain/channelTests.ts';
import type { Db, Tx } from '../../db/client.ts';
import { channelTests } from '../../db/schema/index.ts';
import { asRows, type RowsSubquery } from '../resources/sources/source.ts';

// Named in full: inside the correlated subqueries a bare column name would mean the result's own column.
const ALARM_ID = sql.raw('"channel_test"."alarm_id"');

/**
 * A siren test's outcome follows its alarm's results: PENDING while a siren is still commanded, OK when
 * every commanded siren answered, FAILED otherwise. Other channels' outcomes are final when recorded.
 */
const OUTCOME = sql<ChannelTestOutcome>`case when ${ALARM_ID} is null then ${sql.raw('"channel_test"."outcome"')} else (
  select case when count(*) = 0 then 'FAILED'
    when count(*) filter (where res.state = 'COMMANDED') > 0 then 'PENDING'
    when count(*) filter (where res.state in ('FAILED', 'NO_ANSWER')) > 0 then 'FAILED' else 'OK' end
  from siren_alarm_result res where res.alarm_id = ${ALARM_ID} and res.state <> 'SKIPPED') end`;

/** For sirens: from the test until the last siren's first answer (null until all answered). */
const ROUND_TRIP = sql<
  number | null
>`case when ${ALARM_ID} is null then ${sql.raw('"channel_test"."round_trip_ms"')} else (
  select case when bool_and(a.first is not null) then
    round(extract(epoch from max(a.first) - ${sql.raw('"channel_test"."tested_at"')}) * 1000)::int end
  from (select (select min(d.received_at) from device_report d where d.command_id = res.command_id) as first
    from siren_alarm_result res where res.alarm_id = ${ALARM_ID} and res.state <> 'SKIPPED') a) end`;

/** Every channel test as the /data/channeltest grid reads it. */
export function channelTestRows(db: Db | Tx): RowsSubquery {
  return asRows(
    db
      .select({
        id: channelTests.id,
        testedAt: channelTests.testedAt,
        channel: channelTests.channel,
        outcome: OUTCOME.as('outcome'),
        roundTripMs: ROUND_TRIP.as('roundTripMs'),
        detail: channelTests.detail,
        testedBy: channelTests.testedBy,
        stateCode: channelTests.stateCode,
        alarmId: channelTests.alarmId,
      })
      .from(channelTests)
      .as('r'),
  );
}

/** One test with its outcome as it stands now. */
export async function channelTestOf(db: Db, id: number): Promise<ChannelTest> {
  const [row] = await db
    .select({
      id: channelTests.id,
      channel: channelTests.channel,
      outcome: OUTCOME,
      roundTripMs: ROUND_TRIP,
      detail: channelTests.detail,
    })
    .from(channelTests)
    .where(eq(channelTests.id, id));
  if (!row) throw new Error(`channel test ${id} not found after its insert`);
  return row;
}
