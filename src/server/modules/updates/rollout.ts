import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newCommandId } from '../../../devices/gateway.ts';
import type { CommandEnvelope, DeviceReportBody } from '../../../devices/protocol.ts';
import {
  type DeploymentDeviceState,
  failurePercent,
  HALT_REASONS,
  type StageCounts,
  stageHalts,
  type UpdateFailure,
} from '../../../domain/updates.ts';
import type { Tx } from '../../db/client.ts';
import { deploymentDevices, deployments, firmwareReleases } from '../../db/schema/index.ts';
import { overdue, reportsOf, startable, updateCommand } from './commandFlow.ts';
import { publishUpdates } from './notices.ts';

export const DEPLOYMENT_STEP_JOB = 'updates.deployment-step';

type Member = typeof deploymentDevices.$inferSelect;
type Change = Partial<Member> & { deviceId: string };
type Release = typeof firmwareReleases.$inferSelect;

/** The next step of a deployment, once per deployment waiting at a time (ADR 0012: once across servers). */
export async function scheduleDeploymentStep(app: FastifyInstance, deploymentId: number, delayMs: number) {
  await app.jobs.schedule(
    DEPLOYMENT_STEP_JOB,
    { deploymentId },
    { delayMs, singletonKey: `deployment-${deploymentId}` },
  );
}

export function emptyCounts(): StageCounts {
  return { WAITING: 0, TRANSFERRING: 0, CHECKING: 0, DONE: 0, FAILED: 0 };
}

function countsOf(members: readonly { state: DeploymentDeviceState }[]): StageCounts {
  const counts = emptyCounts();
  for (const member of members) counts[member.state] += 1;
  return counts;
}

const failed = (deviceId: string, failure: UpdateFailure, faultCode: string | null = null): Change => ({
  deviceId,
  state: 'FAILED',
  failure,
  faultCode,
});

/** What a device's answers say of its transfer (TRANSFERRING) or its health check (CHECKING). */
function verdict(
  member: Member,
  answers: readonly DeviceReportBody[],
  version: string,
): Change | 'health' | null {
  for (const body of answers) {
    if (body.type === 'fault' && body.state === 'raised')
      return failed(member.deviceId, member.state === 'CHECKING' ? 'HEALTH_CHECK' : 'TRANSFER', body.code);
    if (member.state === 'TRANSFERRING' && body.type === 'firmware' && body.phase === 'transferred')
      return body.version === version ? 'health' : failed(member.deviceId, 'TRANSFER');
    if (member.state === 'CHECKING' && body.type === 'selfTest')
      return body.ok
        ? { deviceId: member.deviceId, state: 'DONE' }
        : failed(member.deviceId, 'HEALTH_CHECK', body.code);
  }
  return null;
}

/** Moves the devices in flight on by their answers and deadlines; returns the changes and the commands. */
async function followDevices(
  app: FastifyInstance,
  tx: Tx,
  release: Release,
  members: readonly Member[],
  now: Date,
) {
  const inFlight = members.filter(
    (m) => m.commandId && (m.state === 'TRANSFERRING' || m.state === 'CHECKING'),
  );
  const answers = await reportsOf(
    tx,
    inFlight.map((m) => m.commandId as string),
  );
  const changes: Change[] = [];
  const commands: CommandEnvelope[] = [];
  const send = (m: Member, commandId: string, check: boolean) =>
    commands.push(
      updateCommand(
        m.deviceId,
        release.deviceKind,
        commandId,
        check
          ? { type: 'selfTest' }
          : { type: 'transfer', release: release.version, sizeBytes: release.sizeBytes },
      ),
    );
  for (const member of inFlight) {
    const outcome = verdict(member, answers.get(member.commandId as string) ?? [], release.version);
    if (outcome === 'health') {
      const commandId = newCommandId();
      changes.push({ deviceId: member.deviceId, state: 'CHECKING', commandId, sentAt: now, attempts: 1 });
      send(member, commandId, true);
    } else if (outcome) changes.push(outcome);
    else {
      const late = overdue(app, member, now);
      if (late === 'giveUp') changes.push(failed(member.deviceId, 'NO_ANSWER'));
      if (late === 'resend') {
        changes.push({ deviceId: member.deviceId, sentAt: now, attempts: member.attempts + 1 });
        send(member, member.commandId as string, member.state === 'CHECKING');
      }
    }
  }
  return { changes, commands, send };
}

async function applyChanges(tx: Tx, deploymentId: number, changes: readonly Change[], now: Date) {
  for (const { deviceId, ...set } of changes)
    await tx
      .update(deploymentDevices)
      .set({ ...set, updatedAt: now })
      .where(and(eq(deploymentDevices.deploymentId, deploymentId), eq(deploymentDevices.deviceId, deviceId)));
}

/**
 * One step of a running deployment, in one locked transaction: follow the devices of the current stage,
 * halt when its failed share passes the threshold, move to the next stage when every device of this one
 * is done or failed, and start waiting devices as far as each canton's share allows. Idempotent: a step
 * run twice finds the state the first one left. Returns whether the deployment still runs.
 */
async function step(app: FastifyInstance, deploymentId: number) {
  const now = new Date();
  return app.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ deployment: deployments, release: firmwareReleases })
      .from(deployments)
      .innerJoin(firmwareReleases, eq(firmwareReleases.id, deployments.releaseId))
      .where(eq(deployments.id, deploymentId))
      .for('update', { of: deployments });
    if (row?.deployment.status !== 'RUNNING') return { running: false, commands: [], changed: false };
    const { deployment, release } = row;
    let stage = deployment.currentStage;
    const membersOf = (s: number) =>
      tx
        .select()
        .from(deploymentDevices)
        .where(and(eq(deploymentDevices.deploymentId, deploymentId), eq(deploymentDevices.stage, s)));
    let members = await membersOf(stage);
    const { changes, commands, send } = await followDevices(app, tx, release, members, now);
    await applyChanges(tx, deploymentId, changes, now);
    members = members.map((m) => ({ ...m, ...changes.find((c) => c.deviceId === m.deviceId) }));
    const counts = countsOf(members);
    if (stageHalts(counts, members.length, deployment.failureThresholdPercent)) {
      const params = {
        ring: stage,
        failed: counts.FAILED,
        devices: members.length,
        percent: failurePercent(counts, members.length),
        threshold: deployment.failureThresholdPercent,
      };
      await tx
        .update(deployments)
        .set({
          status: 'HALTED',
          haltReason: { key: stage === 0 ? HALT_REASONS.canary : HALT_REASONS.ring, params },
          finishedAt: now,
        })
        .where(eq(deployments.id, deploymentId));
      return { running: false, commands, changed: true };
    }
    if (counts.DONE + counts.FAILED === members.length) {
      const [next] = await tx
        .select({ stage: sql<number>`min(${deploymentDevices.stage})` })
        .from(deploymentDevices)
        .where(
          and(eq(deploymentDevices.deploymentId, deploymentId), sql`${deploymentDevices.stage} > ${stage}`),
        );
      if (next?.stage == null) {
        await tx
          .update(deployments)
          .set({ status: 'DONE', finishedAt: now })
          .where(eq(deployments.id, deploymentId));
        return { running: false, commands, changed: true };
      }
      stage = next.stage;
      await tx.update(deployments).set({ currentStage: stage }).where(eq(deployments.id, deploymentId));
      members = await membersOf(stage);
    }
    const waiting = members
      .filter((m) => m.state === 'WAITING')
      .sort((a, b) => a.deviceId.localeCompare(b.deviceId));
    const starting = await startable(tx, release.deviceKind, deployment.maxSharePercent, waiting);
    const started = starting.map((m) => ({
      deviceId: m.deviceId,
      state: 'TRANSFERRING' as const,
      commandId: newCommandId(),
      sentAt: now,
      attempts: 1,
    }));
    await applyChanges(tx, deploymentId, started, now);
    for (const change of started)
      send({ ...members.find((m) => m.deviceId === change.deviceId)!, ...change }, change.commandId, false);
    return {
      running: true,
      commands,
      changed: changes.length + started.length > 0 || stage !== deployment.currentStage,
    };
  });
}

/** The job: one step, then the commands after the commit, the news to the consoles, and the next step. */
export function registerDeploymentSteps(app: FastifyInstance) {
  app.jobs.work<{ deploymentId: number }>(DEPLOYMENT_STEP_JOB, async ({ deploymentId }) => {
    const { running, commands, changed } = await step(app, deploymentId);
    app.devices.send(commands);
    if (changed) publishUpdates(app, { what: 'deployment', id: deploymentId });
    if (running) await scheduleDeploymentStep(app, deploymentId, app.config.UPDATE_STEP_MS);
  });
}
