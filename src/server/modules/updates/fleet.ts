import { type SQL, sql } from 'drizzle-orm';
import type { DeviceSelection, ReleaseDeviceKind } from '../../../domain/updates.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isAnyInteger, isAnyText, rowsOf } from '../../db/rows.ts';

/** A device as update management sees it: its canton, the version it runs now, its last report. */
export interface FleetDevice {
  deviceId: string;
  kind: ReleaseDeviceKind;
  stateCode: string;
  version: string | null;
  reportedAt: string | null;
}

// Every FGP, KGP and KSP in service: the version its newest report told, else the one administered.
const devices = sql`(
  select d.device_id, d.kind, d.state_code, d.model_id, d.siren_id, coalesce(s.version, d.firmware) as version,
    s.reported_at
  from (
    select f.code as device_id, 'FGP' as kind, ss.state_code, ss.model_id, ss.id as siren_id, f.firmware,
      a.out_of_service
    from field_component f join stationary_siren ss on ss.id = f.siren_id
    left join device_administration a on a.field_component_id = f.id
    union all
    select c.code, 'KGP', c.state_code, null, null, c.firmware, a.out_of_service
    from control_component c left join device_administration a on a.control_component_id = c.id
    union all
    select k.code, 'KSP', k.state_code, null, null, k.firmware, a.out_of_service
    from communication_component k left join device_administration a on a.communication_component_id = k.id
  ) d left join device_status s on s.device_id = d.device_id
  where not coalesce(d.out_of_service, false)
) as fleet`;

const column = (name: string) => sql.raw(`fleet.${name}`);

/** The devices of a kind matching every given filter of the selection, by canton and id. */
export async function selectDevices(
  db: Db | Tx,
  kind: ReleaseDeviceKind,
  selection: DeviceSelection,
  extra?: SQL,
): Promise<FleetDevice[]> {
  const filters: SQL[] = [sql`fleet.kind = ${kind}`];
  if (selection.stateCodes.length) filters.push(isAnyText(column('state_code'), selection.stateCodes));
  if (selection.modelIds.length) filters.push(isAnyInteger(column('model_id'), selection.modelIds));
  if (selection.currentVersions.length) filters.push(isAnyText(column('version'), selection.currentVersions));
  if (selection.groupIds.length)
    filters.push(
      sql`fleet.siren_id in (select m.siren_id from siren_group_member m where ${isAnyInteger(sql`m.group_id`, selection.groupIds)})`,
    );
  if (extra) filters.push(extra);
  return rowsOf<FleetDevice>(
    db,
    sql`select fleet.device_id as "deviceId", fleet.kind, fleet.state_code as "stateCode", fleet.version,
      fleet.reported_at as "reportedAt"
    from ${devices} where ${sql.join(filters, sql` and `)} order by fleet.state_code, fleet.device_id`,
  );
}

/** How many devices of a kind each canton has (the base of the share that may update at once). */
export async function devicesPerCanton(db: Db | Tx, kind: ReleaseDeviceKind): Promise<Map<string, number>> {
  const rows = await rowsOf<{ stateCode: string; n: number }>(
    db,
    sql`select fleet.state_code as "stateCode", count(*)::int as n from ${devices} where fleet.kind = ${kind}
      group by fleet.state_code`,
  );
  return new Map(rows.map((row) => [row.stateCode, row.n]));
}

/** The FGPs and KGPs of the given cantons (all with null) with their version, for the device-states page. */
export async function xgpDevices(db: Db, stateCodes: readonly string[] | null): Promise<FleetDevice[]> {
  const territory = stateCodes ? isAnyText(column('state_code'), stateCodes) : sql`true`;
  return rowsOf<FleetDevice>(
    db,
    sql`select fleet.device_id as "deviceId", fleet.kind, fleet.state_code as "stateCode", fleet.version,
      fleet.reported_at as "reportedAt"
    from ${devices} where fleet.kind in ('FGP', 'KGP') and ${territory}
    order by fleet.state_code, fleet.device_id`,
  );
}
