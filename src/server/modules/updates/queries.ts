import { asc, desc, eq, sql } from 'drizzle-orm';
import type {
  Activation,
  ActivationDeviceState,
  Deployment,
  DeploymentDeviceState,
  DeploymentGroupChoice,
  DeviceVersionRow,
  VersionDrift,
} from '../../../domain/updates.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { activations, deployments, firmwareReleases, sirenGroups } from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';
import { xgpDevices } from './fleet.ts';
import { emptyCounts } from './rollout.ts';

// A cantonal user sees the deployments and activations that reach their canton (or every canton).
const reaches = (actor: Actor, column: unknown) =>
  actor.seesAllCantons
    ? sql`true`
    : sql`(jsonb_array_length(${column}) = 0 or ${column} ? ${actor.stateCode})`;

/** Every deployment with its device counts per stage and in all, newest first. */
export async function listDeployments(db: Db, actor: Actor): Promise<Deployment[]> {
  const rows = await db
    .select({ deployment: deployments, release: firmwareReleases })
    .from(deployments)
    .innerJoin(firmwareReleases, eq(firmwareReleases.id, deployments.releaseId))
    .where(reaches(actor, sql`${deployments.selection}->'stateCodes'`))
    .orderBy(desc(deployments.id))
    .limit(200);
  if (rows.length === 0) return [];
  const counts = await rowsOf<{ id: number; stage: number; state: DeploymentDeviceState; n: number }>(
    db,
    sql`select deployment_id as id, stage, state, count(*)::int as n from deployment_device
      where deployment_id = any(${`{${rows.map((r) => r.deployment.id).join(',')}}`}::int[])
      group by deployment_id, stage, state order by stage`,
  );
  return rows.map(({ deployment, release }) => {
    const mine = counts.filter((c) => c.id === deployment.id);
    const stages = [...new Set(mine.map((c) => c.stage))].map((stage) => {
      const stageCounts = emptyCounts();
      for (const c of mine.filter((c) => c.stage === stage)) stageCounts[c.state] += c.n;
      return { stage, counts: stageCounts, total: Object.values(stageCounts).reduce((a, b) => a + b, 0) };
    });
    const total = emptyCounts();
    for (const c of mine) total[c.state] += c.n;
    return {
      ...deployment,
      deviceKind: release.deviceKind,
      version: release.version,
      createdAt: deployment.createdAt.toISOString(),
      finishedAt: deployment.finishedAt?.toISOString() ?? null,
      stages,
      total,
    };
  });
}

/** Every activation and rollback with its device counts, newest first. */
export async function listActivations(db: Db, actor: Actor): Promise<Activation[]> {
  const rows = await db
    .select({ activation: activations, release: firmwareReleases })
    .from(activations)
    .innerJoin(firmwareReleases, eq(firmwareReleases.id, activations.releaseId))
    .where(reaches(actor, activations.stateCodes))
    .orderBy(desc(activations.id))
    .limit(200);
  if (rows.length === 0) return [];
  const counts = await rowsOf<{ id: number; state: ActivationDeviceState; n: number }>(
    db,
    sql`select activation_id as id, state, count(*)::int as n from activation_device
      where activation_id = any(${`{${rows.map((r) => r.activation.id).join(',')}}`}::int[])
      group by activation_id, state`,
  );
  return rows.map(({ activation, release }) => {
    const mine: Activation['counts'] = { WAITING: 0, SENT: 0, ACTIVATED: 0, FAILED: 0 };
    for (const c of counts.filter((c) => c.id === activation.id)) mine[c.state] = c.n;
    return {
      id: activation.id,
      kind: activation.kind,
      releaseId: activation.releaseId,
      deviceKind: release.deviceKind,
      version: release.version,
      stateCodes: activation.stateCodes,
      scheduledAt: activation.scheduledAt.toISOString(),
      status: activation.status,
      refusedReason: activation.refusedReason,
      rollbackOf: activation.rollbackOf,
      createdBy: activation.createdBy,
      counts: mine,
    };
  });
}

/** The FGPs and KGPs of the territory: running version, the one transferred and not yet running, last report. */
export async function deviceStates(
  db: Db,
  actor: Actor,
): Promise<{ devices: DeviceVersionRow[]; drift: VersionDrift[] }> {
  const territory = actor.seesAllCantons ? null : [actor.stateCode];
  const [fleet, transferred] = await Promise.all([
    xgpDevices(db, territory),
    rowsOf<{ deviceId: string; version: string }>(
      db,
      sql`select distinct on (dd.device_id) dd.device_id as "deviceId", r.version
      from deployment_device dd join deployment d on d.id = dd.deployment_id
      join firmware_release r on r.id = d.release_id
      where dd.state = 'DONE' order by dd.device_id, dd.updated_at desc`,
    ),
  ]);
  const transferredOf = new Map(transferred.map((t) => [t.deviceId, t.version]));
  const devices = fleet.map((d): DeviceVersionRow => {
    const candidate = transferredOf.get(d.deviceId) ?? null;
    return {
      deviceId: d.deviceId,
      kind: d.kind as DeviceVersionRow['kind'],
      stateCode: d.stateCode,
      runningVersion: d.version,
      transferredVersion: candidate === d.version ? null : candidate,
      lastReportAt: d.reportedAt ? new Date(d.reportedAt).toISOString() : null,
    };
  });
  return { devices, drift: driftOf(devices) };
}

function driftOf(devices: readonly DeviceVersionRow[]): VersionDrift[] {
  const byCanton = new Map<string, Map<string, number>>();
  for (const device of devices) {
    const versions = byCanton.get(device.stateCode) ?? new Map<string, number>();
    const version = device.runningVersion ?? '?';
    versions.set(version, (versions.get(version) ?? 0) + 1);
    byCanton.set(device.stateCode, versions);
  }
  return [...byCanton].map(([stateCode, versions]) => ({
    stateCode,
    devices: [...versions.values()].reduce((a, b) => a + b, 0),
    versions: [...versions]
      .map(([version, n]) => ({ version, devices: n }))
      .sort((a, b) => b.devices - a.devices || a.version.localeCompare(b.version)),
  }));
}

/**
 * The siren groups a deployment may be limited to, by name: only their id, name and canton (not the group
 * registry, which needs SIRENGROUP_VIEW), and for a cantonal user only their canton's.
 */
export function deploymentGroupChoices(db: Db, actor: Actor): Promise<DeploymentGroupChoice[]> {
  return db
    .select({ id: sirenGroups.id, name: sirenGroups.name, stateCode: sirenGroups.stateCode })
    .from(sirenGroups)
    .where(actor.seesAllCantons ? undefined : eq(sirenGroups.stateCode, actor.stateCode))
    .orderBy(asc(sirenGroups.name), asc(sirenGroups.id));
}
