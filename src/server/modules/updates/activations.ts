import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ActivationCreate, UPDATE_PROBLEMS, type UpdateReach } from '../../../domain/updates.ts';
import { writeAudit } from '../../audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isAnyText, rowsOf } from '../../db/rows.ts';
import { activationDevices, activations } from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';
import { ProblemError } from '../../http/problem.ts';
import type { Operator } from '../alarming/operations.ts';
import { scheduleActivationRun } from './activationRun.ts';
import { freezeAt } from './freeze.ts';
import { publishUpdates } from './notices.ts';
import { lockedRelease } from './releases.ts';
import { assertOwnCantons, cantonsFor } from './territory.ts';

/** The share of a canton's devices that may activate at once when the activation does not say. */
const ACTIVATION_SHARE_PERCENT = 10;

async function refuseInFreeze(tx: Tx, at: Date) {
  const freeze = await freezeAt(tx, at);
  if (freeze) throw new ProblemError(409, freeze.key, { params: freeze.params });
}

/** Devices of the cantons that hold the release transferred (a deployment got them DONE) and run another. */
async function transferredDevices(tx: Tx, releaseId: number, version: string, stateCodes: readonly string[]) {
  const territory = stateCodes.length ? isAnyText(sql`dd.state_code`, stateCodes) : sql`true`;
  return rowsOf<{ deviceId: string; stateCode: string; version: string | null }>(
    tx,
    sql`select distinct on (dd.device_id) dd.device_id as "deviceId", dd.state_code as "stateCode",
      coalesce(s.version, f.firmware, c.firmware, k.firmware) as version
    from deployment_device dd join deployment d on d.id = dd.deployment_id
    left join device_status s on s.device_id = dd.device_id
    left join field_component f on f.code = dd.device_id
    left join control_component c on c.code = dd.device_id
    left join communication_component k on k.code = dd.device_id
    where d.release_id = ${releaseId} and dd.state = 'DONE' and ${territory}
      and coalesce(s.version, f.firmware, c.firmware, k.firmware) is distinct from ${version}
    order by dd.device_id`,
  );
}

type NewActivation = Omit<typeof activations.$inferInsert, 'createdBy' | 'maxSharePercent'>;
type NewDevice = Omit<typeof activationDevices.$inferInsert, 'activationId'>;

async function storeActivation(tx: Tx, operator: Operator, values: NewActivation, devices: NewDevice[]) {
  const [row] = await tx
    .insert(activations)
    .values({ ...values, createdBy: operator.audit.userName, maxSharePercent: ACTIVATION_SHARE_PERCENT })
    .returning();
  if (!row) throw new Error('activation not stored');
  for (let i = 0; i < devices.length; i += 1000)
    await tx
      .insert(activationDevices)
      .values(devices.slice(i, i + 1000).map((d) => ({ ...d, activationId: row.id })));
  await writeAudit(tx, operator.audit, {
    action: row.kind === 'ROLLBACK' ? 'rollback' : 'scheduled',
    entity: 'activation',
    entityId: row.id,
    after: { ...row, devices: devices.length },
  });
  return row;
}

async function announce(app: FastifyInstance, row: typeof activations.$inferSelect) {
  await scheduleActivationRun(app, row.id, row.scheduledAt);
  publishUpdates(app, { what: 'activation', id: row.id });
  return row.id;
}

/**
 * The devices an activation would switch, in the user's cantons: 409 when no device holds the release
 * transferred, or when the time falls into a freeze window (siren test, active alarm).
 */
async function activationTargets(tx: Tx, actor: Actor, input: ActivationCreate) {
  const stateCodes = cantonsFor(actor, input.stateCodes);
  const scheduledAt = new Date(input.scheduledAt);
  const release = await lockedRelease(tx, input.releaseId);
  const devices = await transferredDevices(tx, release.id, release.version, stateCodes);
  if (devices.length === 0)
    throw new ProblemError(409, UPDATE_PROBLEMS.notTransferred, { params: { version: release.version } });
  await refuseInFreeze(tx, scheduledAt);
  return { release, stateCodes, scheduledAt, devices };
}

/** How many devices an activation would switch, refused as its scheduling would be; it schedules nothing. */
export function activationReach(db: Db, actor: Actor, input: ActivationCreate): Promise<UpdateReach> {
  return db.transaction(async (tx) => ({
    devices: (await activationTargets(tx, actor, input)).devices.length,
  }));
}

/** Schedules the activation of a transferred release on its cantons' devices (refused as `activationTargets` says). */
export async function createActivation(app: FastifyInstance, operator: Operator, input: ActivationCreate) {
  const row = await app.database.db.transaction(async (tx) => {
    const { release, stateCodes, scheduledAt, devices } = await activationTargets(tx, operator.actor, input);
    return storeActivation(
      tx,
      operator,
      { kind: 'ACTIVATE', releaseId: release.id, stateCodes, scheduledAt },
      devices.map((d) => ({
        deviceId: d.deviceId,
        kind: release.deviceKind,
        stateCode: d.stateCode,
        previousVersion: d.version,
        targetVersion: release.version,
      })),
    );
  });
  return announce(app, row);
}

/**
 * Rolls an activation back at once: every device it activated gets the version it ran before. Refused in a
 * freeze window like any activation, and with 409 when the activation activated nothing.
 */
export async function rollBack(app: FastifyInstance, operator: Operator, activationId: number) {
  const row = await app.database.db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(activations)
      .where(eq(activations.id, activationId))
      .for('update');
    if (source?.kind !== 'ACTIVATE') throw new ProblemError(404, UPDATE_PROBLEMS.unknownActivation);
    assertOwnCantons(operator.actor, source.stateCodes);
    const activated = await tx
      .select()
      .from(activationDevices)
      .where(and(eq(activationDevices.activationId, activationId), eq(activationDevices.state, 'ACTIVATED')));
    const devices = activated.filter((d) => d.previousVersion !== null);
    if (devices.length === 0) throw new ProblemError(409, UPDATE_PROBLEMS.nothingToRollBack);
    const now = new Date();
    await refuseInFreeze(tx, now);
    return storeActivation(
      tx,
      operator,
      {
        kind: 'ROLLBACK',
        releaseId: source.releaseId,
        stateCodes: source.stateCodes,
        scheduledAt: now,
        rollbackOf: source.id,
      },
      devices.map((d) => ({
        deviceId: d.deviceId,
        kind: d.kind,
        stateCode: d.stateCode,
        previousVersion: d.targetVersion,
        targetVersion: d.previousVersion as string,
      })),
    );
  });
  return announce(app, row);
}
