import { type SQL, sql } from 'drizzle-orm';
import type { StatisticMetric, StatisticsAnswer } from '../../../domain/statistics.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** Midnight in the reference time zone (SPEC.md §9), `daysAgo` days before today. */
export const zurichMidnight = (daysAgo: number) =>
  sql`((now() at time zone 'Europe/Zurich')::date - ${daysAgo}::int)::timestamp at time zone 'Europe/Zurich'`;

/**
 * Each statistic over [from, to) from the live tables: LIVE messages first published per type, sirens
 * whose FGP is in service and network devices with an open error (as they stand now), the share of the
 * period's commanded sirens that answered, and alert-swiss subscribers as the app last reported them (the
 * latest archived day).
 */
export function figures(from: SQL, to: SQL): SQL {
  return sql`
  select 'MESSAGES_' || t.type as metric,
    (select count(*) from event_version v join event e on e.id = v.event_id
      where v.number = 1 and v.operation_mode = 'LIVE' and e.message_type = t.type
        and v.published_at >= ${from} and v.published_at < ${to})::numeric as value
  from (values ('ALARM'), ('WARNING'), ('INFORMATION')) t(type)
  union all
  select 'SIRENS_IN_SERVICE', count(*)::numeric from stationary_siren s
    join field_component f on f.siren_id = s.id
    left join device_administration da on da.field_component_id = f.id
    where not coalesce(da.out_of_service, false)
  union all
  select 'SIRENS_ANSWERED_PERCENT',
    round(100.0 * count(*) filter (where r.state in ('ACKNOWLEDGED', 'SOUNDING', 'FINISHED')) / count(*), 1)
    from siren_alarm_result r join siren_alarm a on a.id = r.alarm_id
    where a.started_at >= ${from} and a.started_at < ${to} and r.state <> 'SKIPPED'
    having count(*) > 0
  union all
  select 'DEVICES_AT_FAULT', count(distinct component_ref)::numeric from pending_error
    where component_kind = 'NETWORK' and resolved_at is null
  union all
  (select 'ALERTSWISS_SUBSCRIBERS', value from statistics_archive
    where metric = 'ALERTSWISS_SUBSCRIBERS' order by start_date desc limit 1)`;
}

/** GET statistics/system/current: today so far, values converted to numbers. */
export async function currentStatistics(db: Db): Promise<StatisticsAnswer> {
  const [period] = await rowsOf<{ start: Date | string; end: Date | string }>(
    db,
    sql`select ${zurichMidnight(0)} as start, now() as end`,
  );
  const startDate = new Date(period!.start).toISOString();
  const endDate = new Date(period!.end).toISOString();
  const rows = await rowsOf<{ metric: StatisticMetric; value: string | number }>(
    db,
    figures(zurichMidnight(0), sql`now()`),
  );
  const items = rows.map((row) => ({ metric: row.metric, value: Number(row.value), startDate, endDate }));
  return { items, total: items.length, startDate, endDate };
}
