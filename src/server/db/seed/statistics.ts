import { sql } from 'drizzle-orm';
import type { StatisticMetric } from '../../../domain/statistics.ts';
import type { Tx } from '../client.ts';
import { seededRandom } from './random.ts';

/** Days of archived history the demo holds, ending yesterday (Europe/Zurich). */
export const DEMO_ARCHIVE_DAYS = 400;

type Row = [metric: StatisticMetric, daysAgo: number, value: number];

const round1 = (value: number) => Math.round(value * 10) / 10;

/** A count that is mostly zero: a few messages a day at most. */
const fewOf = (random: () => number, chance: number, most: number) =>
  random() < chance ? 1 + Math.floor(random() * most) : 0;

/** One day's values; `i` counts days from the oldest, so that slow trends rise through the year. */
function dayOf(random: () => number, i: number, daysAgo: number): Row[] {
  return [
    ['MESSAGES_ALARM', daysAgo, fewOf(random, 0.03, 2)],
    ['MESSAGES_WARNING', daysAgo, fewOf(random, 0.25, 3)],
    ['MESSAGES_INFORMATION', daysAgo, fewOf(random, 0.45, 4)],
    ['SIRENS_IN_SERVICE', daysAgo, 4_980 + Math.floor(i / 8) - Math.floor(random() * 12)],
    ['SIRENS_ANSWERED_PERCENT', daysAgo, round1(97.5 + random() * 2.4)],
    ['DEVICES_AT_FAULT', daysAgo, 6 + Math.floor(random() * 30)],
    ['ALERTSWISS_SUBSCRIBERS', daysAgo, 1_950_000 + i * 850 + Math.floor(random() * 4_000)],
  ];
}

/** The demo's deterministic values, oldest day first. */
export function demoArchiveRows(days = DEMO_ARCHIVE_DAYS): Row[] {
  const random = seededRandom(13);
  return Array.from({ length: days }, (_, i) => dayOf(random, i, days - i)).flat();
}

/**
 * A year and more of daily system statistics ending yesterday, each day from Zurich midnight to the
 * next; the values are the same on every machine, the days follow the seeding date.
 */
export async function insertDemoStatistics({ tx }: { tx: Tx }, days = DEMO_ARCHIVE_DAYS): Promise<void> {
  await tx.execute(sql`
    insert into statistics_archive (metric, start_date, end_date, value)
    select r->>0,
      ((now() at time zone 'Europe/Zurich')::date - (r->>1)::int)::timestamp at time zone 'Europe/Zurich',
      ((now() at time zone 'Europe/Zurich')::date - (r->>1)::int + 1)::timestamp at time zone 'Europe/Zurich',
      (r->>2)::numeric
    from jsonb_array_elements(${JSON.stringify(demoArchiveRows(days))}::jsonb) r`);
}

/** The demo's published LIVE events with the public app chosen were delivered to alert-swiss. */
export async function insertDemoAlertswissDeliveries({ tx }: { tx: Tx }): Promise<void> {
  await tx.execute(sql`
    insert into alertswiss_delivery (message_identifier, event_id, version, message_type, languages, state_codes, delivered_at, subscribers_reached)
    select v.identifier, v.event_id, v.number, e.message_type,
      array(select jsonb_array_elements_text(v.content->'languages')), e.affected_states, v.published_at,
      coalesce((select value::int from statistics_archive where metric = 'ALERTSWISS_SUBSCRIBERS'
        order by start_date desc limit 1), 0)
    from event_version v join event e on e.id = v.event_id
    where v.operation_mode = 'LIVE' and (v.content->'channels'->>'publicApp')::boolean`);
}
