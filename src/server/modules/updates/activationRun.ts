import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newCommandId } from '../../../devices/gateway.ts';
import type { CommandEnvelope } from '../../../devices/protocol.ts';
import type { Tx } from '../../db/client.ts';
import { activationDevices, activations } from '../../db/schema/index.ts';
import { overdue, reportsOf, startable, updateCommand } from './commandFlow.ts';
import { freezeAt } from './freeze.ts';
import { publishUpdates } from './notices.ts';

export const ACTIVATION_RUN_JOB = 'updates.activation-run';

type Member = typeof activationDevices.$inferSelect;
type Change = Partial<Member> & { deviceId: string };

/** The activation's next run: at its time first, then every UPDATE_STEP_MS until it is done. */
export async function scheduleActivationRun(app: FastifyInstance, activationId: number, at: Date) {
  const delayMs = Math.max(0, at.getTime() - Date.now());
  await app.jobs.schedule(
    ACTIVATION_RUN_JOB,
    { activationId },
    { delayMs, singletonKey: `activation-${activationId}` },
  );
}

const commandOf = (m: Member, commandId: string): CommandEnvelope =>
  updateCommand(m.deviceId, m.kind, commandId, { type: 'activate', version: m.targetVersion });

/** Follows the devices sent the activation: activated by their answer, sent again or failed when silent. */
async function follow(app: FastifyInstance, tx: Tx, members: readonly Member[], now: Date) {
  const sent = members.filter((m) => m.state === 'SENT' && m.commandId);
  const answers = await reportsOf(
    tx,
    sent.map((m) => m.commandId as string),
  );
  const changes: Change[] = [];
  const commands: CommandEnvelope[] = [];
  for (const member of sent) {
    const bodies = answers.get(member.commandId as string) ?? [];
    if (bodies.some((b) => b.type === 'firmware' && b.phase === 'activated'))
      changes.push({ deviceId: member.deviceId, state: 'ACTIVATED' });
    else if (bodies.some((b) => b.type === 'fault' && b.state === 'raised'))
      changes.push({ deviceId: member.deviceId, state: 'FAILED' });
    else {
      const late = overdue(app, member, now);
      if (late === 'giveUp') changes.push({ deviceId: member.deviceId, state: 'FAILED' });
      if (late === 'resend') {
        changes.push({ deviceId: member.deviceId, sentAt: now, attempts: member.attempts + 1 });
        commands.push(commandOf(member, member.commandId as string));
      }
    }
  }
  return { changes, commands };
}

/**
 * One run of an activation, locked: at its start a freeze window refuses it (recorded with the reason);
 * then the devices are followed and more are sent the activation as far as each canton's share allows
 * (none while an alarm is active). Done when no device waits or is in flight.
 */
async function run(app: FastifyInstance, activationId: number) {
  const now = new Date();
  return app.database.db.transaction(async (tx) => {
    const [activation] = await tx
      .select()
      .from(activations)
      .where(eq(activations.id, activationId))
      .for('update');
    if (!activation || activation.status === 'DONE' || activation.status === 'REFUSED')
      return { running: false, commands: [] };
    const freeze = await freezeAt(tx, now, now);
    if (activation.status === 'SCHEDULED') {
      if (freeze) {
        await tx
          .update(activations)
          .set({ status: 'REFUSED', refusedReason: freeze, finishedAt: now })
          .where(eq(activations.id, activationId));
        return { running: false, commands: [] };
      }
      await tx.update(activations).set({ status: 'RUNNING' }).where(eq(activations.id, activationId));
      activation.status = 'RUNNING';
    }
    const members = await tx
      .select()
      .from(activationDevices)
      .where(eq(activationDevices.activationId, activationId));
    const { changes, commands } = await follow(app, tx, members, now);
    const waiting = members.filter((m) => m.state === 'WAITING');
    const kind = members[0]?.kind ?? 'FGP';
    const starting = freeze ? [] : await startable(tx, kind, activation.maxSharePercent, waiting);
    for (const member of starting) {
      const commandId = newCommandId();
      changes.push({ deviceId: member.deviceId, state: 'SENT', commandId, sentAt: now, attempts: 1 });
      commands.push(commandOf(member, commandId));
    }
    for (const { deviceId, ...set } of changes)
      await tx
        .update(activationDevices)
        .set(set)
        .where(
          and(eq(activationDevices.activationId, activationId), eq(activationDevices.deviceId, deviceId)),
        );
    const states = members.map(
      (m) => changes.find((c) => c.deviceId === m.deviceId && c.state)?.state ?? m.state,
    );
    const open = states.some((state) => state === 'WAITING' || state === 'SENT');
    if (!open)
      await tx
        .update(activations)
        .set({ status: 'DONE', finishedAt: now })
        .where(eq(activations.id, activationId));
    return { running: open, commands };
  });
}

/** The job: one run, the commands after the commit, the news, and the next run while it goes on. */
export function registerActivationRuns(app: FastifyInstance) {
  app.jobs.work<{ activationId: number }>(ACTIVATION_RUN_JOB, async ({ activationId }) => {
    const { running, commands } = await run(app, activationId);
    app.devices.send(commands);
    publishUpdates(app, { what: 'activation', id: activationId });
    if (running)
      await scheduleActivationRun(app, activationId, new Date(Date.now() + app.config.UPDATE_STEP_MS));
  });
}
