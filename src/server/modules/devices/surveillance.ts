import { asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  type SirenCondition,
  type SirenGroupSurveillanceRow,
  type SirenSurveillanceRow,
  STALE_AFTER_MINUTES,
} from '../../../domain/devices.ts';
import type { Db } from '../../db/client.ts';
import {
  deviceAdministration as admin,
  deviceStatus,
  fieldComponents,
  sirenGroupMembers,
  sirenGroups,
  stationarySirens,
} from '../../db/schema/index.ts';
import type { Scope } from '../resources/queries.ts';
import { sirenPlaceColumns } from '../resources/sources/assets.ts';

const outOfService = sql<boolean>`coalesce(${admin.outOfService}, false)`;
const stale = sql<boolean>`(${deviceStatus.reportedAt} is null
  or ${deviceStatus.reportedAt} < now() - make_interval(mins => ${STALE_AFTER_MINUTES}))`;
/** The order says which condition wins: out of service, then fault, then stale. */
/**
 * The fault the siren's FGP raised itself, else the oldest open error monitoring holds for it (a fault seen
 * by a control component, a defect found by the siren test, …): surveillance and the error grids agree.
 */
const faultCode = sql<string | null>`coalesce(${deviceStatus.faultCode}, (select e.fault_code
  from pending_error e where e.component_ref = ${fieldComponents.code} and e.resolved_at is null
  order by e.raised_at limit 1))`;
const condition = sql<SirenCondition>`case when ${outOfService} then 'OUT_OF_SERVICE'
  when ${faultCode} is not null then 'FAULT' when ${stale} then 'STALE' else 'OK' end`;

const inScope = (stateCode: PgColumn, scope: Scope): SQL | undefined =>
  scope.national ? undefined : eq(stateCode, scope.territory);

/** Every stationary siren with its FGP's last report and administration, as one selectable set. */
function sirensWithDevices(db: Db) {
  return db
    .select({
      ...sirenPlaceColumns,
      // Aliased: the siren's code and the device's would share one name in the groups' subquery.
      deviceId: sql<string | null>`${fieldComponents.code}`.as('device_id'),
      outOfService: outOfService.as('out_of_service'),
      version: deviceStatus.version,
      mains: deviceStatus.mains,
      batteryPercent: deviceStatus.batteryPercent,
      bearer: deviceStatus.bearer,
      faultCode: faultCode.as('fault_code'),
      reportedAt: deviceStatus.reportedAt,
      stale: stale.as('stale'),
      condition: condition.as('condition'),
    })
    .from(stationarySirens)
    .leftJoin(fieldComponents, eq(fieldComponents.sirenId, stationarySirens.id))
    .leftJoin(deviceStatus, eq(deviceStatus.deviceId, fieldComponents.code))
    .leftJoin(admin, eq(admin.fieldComponentId, fieldComponents.id));
}

/** The sirens of the scope with their devices' condition, by canton and code. */
export async function sirensSurveillance(db: Db, scope: Scope): Promise<SirenSurveillanceRow[]> {
  const rows = await sirensWithDevices(db)
    .where(inScope(stationarySirens.stateCode, scope))
    .orderBy(asc(stationarySirens.stateCode), asc(stationarySirens.code));
  return rows.map((row) => ({ ...row, reportedAt: row.reportedAt?.toISOString() ?? null }));
}

const conditionCount = (sirens: { condition: SQL.Aliased<SirenCondition> }, value: SirenCondition) =>
  sql<number>`count(*) filter (where ${sirens.condition} = ${value})`.mapWith(Number);

/** The siren groups of the scope with their members counted by condition, by canton and name. */
export async function groupsSurveillance(db: Db, scope: Scope): Promise<SirenGroupSurveillanceRow[]> {
  const sirens = sirensWithDevices(db).as('sirens');
  const rows = await db
    .select({
      id: sirenGroups.id,
      name: sirenGroups.name,
      stateCode: sirenGroups.stateCode,
      purpose: sirenGroups.purpose,
      members: count(sirens.id),
      ok: conditionCount(sirens, 'OK'),
      fault: conditionCount(sirens, 'FAULT'),
      stale: conditionCount(sirens, 'STALE'),
      outOfService: conditionCount(sirens, 'OUT_OF_SERVICE'),
      // The group is as current as its least current member in service that has reported: one member never
      // heard of must not hide how current the others are (it is counted apart, and already makes the
      // group STALE). Only if no member in service has reported, the out-of-service ones tell.
      oldestReportAt: sql<Date | null>`coalesce(
        min(${sirens.reportedAt}) filter (where not ${sirens.outOfService}), min(${sirens.reportedAt}))`.mapWith(
        deviceStatus.reportedAt,
      ),
      neverReported: sql<number>`count(${sirens.id}) filter (where ${sirens.reportedAt} is null
        and not ${sirens.outOfService})`.mapWith(Number),
      east: sql<number | null>`avg(${sirens.east})`.mapWith(Number),
      north: sql<number | null>`avg(${sirens.north})`.mapWith(Number),
    })
    .from(sirenGroups)
    .leftJoin(sirenGroupMembers, eq(sirenGroupMembers.groupId, sirenGroups.id))
    .leftJoin(sirens, eq(sirens.id, sirenGroupMembers.sirenId))
    .where(inScope(sirenGroups.stateCode, scope))
    .groupBy(sirenGroups.id)
    .orderBy(asc(sirenGroups.stateCode), asc(sirenGroups.name));
  return rows.map((row) => ({ ...row, oldestReportAt: row.oldestReportAt?.toISOString() ?? null }));
}
