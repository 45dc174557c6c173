import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type DeploymentCreate,
  planStages,
  UPDATE_PROBLEMS,
  type UpdateReach,
} from '../../../domain/updates.ts';
import { writeAudit } from '../../audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isAnyText, rowsOf } from '../../db/rows.ts';
import { deploymentDevices, deployments } from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';
import { ProblemError } from '../../http/problem.ts';
import type { Operator } from '../alarming/operations.ts';
import { selectDevices } from './fleet.ts';
import { publishUpdates } from './notices.ts';
import { lockedRelease } from './releases.ts';
import { scheduleDeploymentStep } from './rollout.ts';
import { assertOwnCantons, cantonsFor } from './territory.ts';

/**
 * The running deployments that hold some of these devices (waiting, in flight, or done and holding the
 * image), with how many of them each holds. A failed device is free again.
 */
async function runningDeploymentsOf(tx: Tx, deviceIds: readonly string[]) {
  if (deviceIds.length === 0) return [];
  return rowsOf<{ deviceKind: string; version: string; devices: number; deviceIds: string[] }>(
    tx,
    sql`select r.device_kind as "deviceKind", r.version, count(*)::int as devices,
      array_agg(dd.device_id) as "deviceIds"
    from deployment_device dd join deployment d on d.id = dd.deployment_id
    join firmware_release r on r.id = d.release_id
    where d.status = 'RUNNING' and dd.state <> 'FAILED' and ${isAnyText(sql`dd.device_id`, deviceIds)}
    group by d.id, r.device_kind, r.version order by d.id`,
  );
}

/**
 * Which of these devices already hold the release's image: a deployment of it (whatever became of that
 * deployment) got them DONE. The reported version changes only on activation, so the selection still
 * holds them.
 */
async function holdingImageOf(tx: Tx, releaseId: number, deviceIds: readonly string[]) {
  if (deviceIds.length === 0) return new Set<string>();
  const rows = await rowsOf<{ deviceId: string }>(
    tx,
    sql`select distinct dd.device_id as "deviceId"
    from deployment_device dd join deployment d on d.id = dd.deployment_id
    where d.release_id = ${releaseId} and dd.state = 'DONE' and ${isAnyText(sql`dd.device_id`, deviceIds)}`,
  );
  return new Set(rows.map((row) => row.deviceId));
}

/**
 * The devices a deployment would reach: those of the selection (in the user's cantons) not running the
 * release, not taking part in a running deployment (of this release or another: a device follows one
 * rollout at a time, so a second start of the same rollout sends nothing twice) and not holding the
 * release's image from an earlier deployment (`holding`: activating it is what they wait for; a transfer
 * over Polycom is slow and costly). A device in a running deployment counts as busy, not as holding.
 * 409 `noDevices` when the selection holds none; when none is left, `alreadyTransferred` if some hold the
 * image, else `alreadyDeploying` (naming the running rollouts).
 */
async function deploymentTargets(tx: Tx, actor: Actor, input: DeploymentCreate) {
  const selection = { ...input.selection, stateCodes: cantonsFor(actor, input.selection.stateCodes) };
  const release = await lockedRelease(tx, input.releaseId);
  // Two starts at once for devices of one kind wait for each other, so the second sees the first's devices.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`deployment:${release.deviceKind}`}))`);
  const selected = await selectDevices(
    tx,
    release.deviceKind,
    selection,
    sql`fleet.version is distinct from ${release.version}`,
  );
  if (selected.length === 0) throw new ProblemError(409, UPDATE_PROBLEMS.noDevices);
  const running = await runningDeploymentsOf(
    tx,
    selected.map((device) => device.deviceId),
  );
  const busy = new Set(running.flatMap((deployment) => deployment.deviceIds));
  const free = selected.filter((device) => !busy.has(device.deviceId));
  const holding = await holdingImageOf(
    tx,
    release.id,
    free.map((device) => device.deviceId),
  );
  const devices = free.filter((device) => !holding.has(device.deviceId));
  if (devices.length === 0 && holding.size > 0)
    throw new ProblemError(409, UPDATE_PROBLEMS.alreadyTransferred, {
      params: { devices: holding.size },
    });
  if (devices.length === 0)
    throw new ProblemError(409, UPDATE_PROBLEMS.alreadyDeploying, {
      params: {
        devices: busy.size,
        deployments: running.map((d) => `${d.deviceKind} ${d.version}`).join(', '),
      },
    });
  return { release, selection, devices, busy: busy.size, holding: holding.size };
}

/**
 * How many devices a deployment would reach now, how many of the selection it leaves to a running one and
 * how many it leaves out because they hold the image already; refused as its start would be; it starts
 * nothing.
 */
export function deploymentReach(db: Db, actor: Actor, input: DeploymentCreate): Promise<UpdateReach> {
  return db.transaction(async (tx) => {
    const { devices, busy, holding } = await deploymentTargets(tx, actor, input);
    return { devices: devices.length, busy, holding };
  });
}

/**
 * Starts a deployment: the selected devices of the release's kind that do not run it yet, follow no
 * running deployment and do not hold its image from an earlier one, split into a canary and rings, all
 * waiting; the job queue moves the stages on from here. 409 when none is left (`deploymentTargets`); the
 * audit entry tells how many of the selection were left out as busy and as holding the image.
 */
export async function createDeployment(app: FastifyInstance, operator: Operator, input: DeploymentCreate) {
  const created = await app.database.db.transaction(async (tx) => {
    const { release, selection, devices, busy, holding } = await deploymentTargets(tx, operator.actor, input);
    const [row] = await tx
      .insert(deployments)
      .values({
        releaseId: release.id,
        selection,
        failureThresholdPercent: input.failureThresholdPercent,
        maxSharePercent: input.maxSharePercent,
        createdBy: operator.audit.userName,
      })
      .returning();
    if (!row) throw new Error('deployment not stored');
    const stages = planStages(devices, input.canarySize, input.rings);
    const members = stages.flatMap((stage, index) =>
      stage.map((device) => ({
        deploymentId: row.id,
        deviceId: device.deviceId,
        stateCode: device.stateCode,
        stage: index,
      })),
    );
    for (let i = 0; i < members.length; i += 1000)
      await tx.insert(deploymentDevices).values(members.slice(i, i + 1000));
    await writeAudit(tx, operator.audit, {
      action: 'started',
      entity: 'deployment',
      entityId: row.id,
      after: {
        ...row,
        devices: members.length,
        stages: stages.map((stage) => stage.length),
        busy,
        holding,
      },
    });
    return row;
  });
  await scheduleDeploymentStep(app, created.id, 0);
  publishUpdates(app, { what: 'deployment', id: created.id });
  return created.id;
}

/** Stops a running or halted deployment for good; devices already transferred keep the image. */
export async function cancelDeployment(app: FastifyInstance, operator: Operator, id: number) {
  await app.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(deployments).where(eq(deployments.id, id)).for('update');
    if (!before) throw new ProblemError(404, UPDATE_PROBLEMS.unknownDeployment);
    assertOwnCantons(operator.actor, before.selection.stateCodes);
    if (before.status !== 'RUNNING' && before.status !== 'HALTED')
      throw new ProblemError(409, UPDATE_PROBLEMS.notRunning);
    await tx
      .update(deployments)
      .set({ status: 'CANCELLED', finishedAt: new Date() })
      .where(eq(deployments.id, id));
    await writeAudit(tx, operator.audit, { action: 'cancelled', entity: 'deployment', entityId: id, before });
  });
  publishUpdates(app, { what: 'deployment', id });
}
