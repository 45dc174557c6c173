import { type SQL, sql } from 'drizzle-orm';
import {
  type CantonReadiness,
  type ReadinessIssue,
  type ReadinessSiren,
  type SirenTestReadiness,
  STALE_REPORT_HOURS,
} from '../../../domain/sirenTest.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Actor } from '../../fastify-types.ts';

interface SirenRow {
  sirenId: number;
  sirenCode: string;
  sirenName: string;
  stateCode: string;
  openFault: boolean;
  stale: boolean;
  outOfService: boolean;
  outdated: boolean;
}

// A firmware version as numbers ("4.12.3" → {4,12,3}), so that 4.9 is older than 4.12; a part without
// digits counts as 0, whatever a device reports.
const version = (text: SQL) =>
  sql`array(select coalesce(nullif(regexp_replace(part, '\D', '', 'g'), ''), '0')::int
    from unnest(string_to_array(${text}, '.')) part)`;
const DEVICE_VERSION = sql.raw('coalesce(ds.version, f.firmware)');

/**
 * How ready each canton's stationary sirens are, days before the test: a siren is not ready with an open
 * error of its FGP, no report for STALE_REPORT_HOURS (or never), its FGP out of service, or firmware older
 * than the newest the fleet runs. Cantons of `stateCodes` (the plan's), within the actor's territory.
 */
export async function readinessOf(
  db: Db,
  actor: Actor,
  stateCodes: readonly string[],
): Promise<SirenTestReadiness> {
  const cantons = actor.seesAllCantons ? stateCodes : stateCodes.filter((code) => code === actor.stateCode);
  const [newest] = await rowsOf<{ version: string | null }>(
    db,
    sql`select array_to_string(max(${version(DEVICE_VERSION)}), '.') as version
      from field_component f left join device_status ds on ds.device_id = f.code`,
  );
  const newestFirmware = newest?.version ?? null;
  const rows = await rowsOf<SirenRow>(
    db,
    sql`select s.id as "sirenId", s.code as "sirenCode", s.name as "sirenName", s.state_code as "stateCode",
        exists (select 1 from pending_error e where e.component_ref = f.code and e.resolved_at is null) as "openFault",
        (ds.reported_at is null or ds.reported_at < now() - make_interval(hours => ${STALE_REPORT_HOURS})) as stale,
        coalesce(da.out_of_service, f.id is null) as "outOfService",
        coalesce(${version(DEVICE_VERSION)} < ${version(sql`${newestFirmware ?? '0'}::text`)}, false) as outdated
      from stationary_siren s
      left join field_component f on f.siren_id = s.id
      left join device_administration da on da.field_component_id = f.id
      left join device_status ds on ds.device_id = f.code
      where s.state_code = any(${`{${cantons.join(',')}}`}::text[])
      order by s.state_code, s.code`,
  );
  const byCanton = new Map<string, CantonReadiness>(
    cantons.map((stateCode) => [stateCode, { stateCode, sirens: 0, notReady: 0, ready: null }]),
  );
  const sirens: ReadinessSiren[] = [];
  for (const row of rows) {
    const issues: ReadinessIssue[] = [];
    if (row.openFault) issues.push('OPEN_FAULT');
    if (row.stale) issues.push('STALE_REPORT');
    if (row.outOfService) issues.push('OUT_OF_SERVICE');
    if (row.outdated) issues.push('OUTDATED_FIRMWARE');
    const canton = byCanton.get(row.stateCode);
    if (!canton) continue;
    canton.sirens += 1;
    if (issues.length === 0) continue;
    canton.notReady += 1;
    const { sirenId, sirenCode, sirenName, stateCode } = row;
    sirens.push({ sirenId, sirenCode, sirenName, stateCode, issues });
  }
  for (const canton of byCanton.values())
    canton.ready =
      canton.sirens > 0 ? Math.round(((canton.sirens - canton.notReady) / canton.sirens) * 1000) / 10 : null;
  return { newestFirmware, cantons: [...byCanton.values()], sirens };
}
