import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newCommandId } from '../../../devices/gateway.ts';
import type { CommandEnvelope, DeviceKind } from '../../../devices/protocol.ts';
import { rowsOf } from '../../db/rows.ts';

/** Job names of the device network's routine work. */
export const DEVICE_JOBS = {
  /** Every DEVICE_STATUS_POLL_MINUTES: every device in service is asked for its status. */
  statusRound: 'devices.statusRound',
  /** Hourly: device reports older than DEVICE_REPORT_RETENTION_DAYS are deleted. */
  prune: 'devices.pruneReports',
} as const;

const HOUR_MS = 3_600_000;
// Deleted per statement, so that pruning never holds a long lock on the report table.
const PRUNE_CHUNK = 10_000;

/** Codes of every FGP, KGP and KSP that is not out of service. */
async function devicesInService(app: FastifyInstance) {
  return rowsOf<{ code: string; kind: DeviceKind }>(
    app.database.db,
    sql`
    select f.code, 'fgp' as kind from field_component f
      left join device_administration d on d.field_component_id = f.id where not coalesce(d.out_of_service, false)
    union all
    select k.code, 'kgp' from control_component k
      left join device_administration d on d.control_component_id = k.id where not coalesce(d.out_of_service, false)
    union all
    select c.code, 'ksp' from communication_component c
      left join device_administration d on d.communication_component_id = c.id
      where not coalesce(d.out_of_service, false)`,
  );
}

/** Schedules a job once across servers: a waiting job of the same name keeps its place. */
function scheduleOnce(app: FastifyInstance, name: string, delayMs: number) {
  return app.jobs
    .schedule(name, {}, { delayMs, singletonKey: name })
    .catch((err: unknown) => app.log.warn({ err, name }, 'device job not scheduled'));
}

/**
 * One status round: a `poll` to every device in service (their `status` answers keep surveillance's
 * "as of" current). The next round is scheduled first, so a failing round does not end the cycle.
 */
async function statusRound(app: FastifyInstance) {
  await scheduleOnce(app, DEVICE_JOBS.statusRound, app.config.DEVICE_STATUS_POLL_MINUTES * 60_000);
  const issuedAt = new Date().toISOString();
  const polls = (await devicesInService(app)).map(
    ({ code, kind }): CommandEnvelope => ({
      id: newCommandId(),
      deviceId: code,
      kind,
      mode: 'LIVE',
      issuedAt,
      command: { type: 'poll' },
    }),
  );
  app.devices.send(polls);
  app.log.info({ devices: polls.length }, 'device status round sent');
}

/** Deletes reports past their retention, a chunk at a time. */
export async function pruneReports(app: FastifyInstance) {
  await scheduleOnce(app, DEVICE_JOBS.prune, HOUR_MS);
  const days = app.config.DEVICE_REPORT_RETENTION_DAYS;
  for (;;) {
    const rows = await rowsOf(
      app.database.db,
      sql`
      delete from device_report where ctid in (
        select ctid from device_report where received_at < now() - make_interval(days => ${days})
        limit ${PRUNE_CHUNK})
      returning 1`,
    );
    if (rows.length < PRUNE_CHUNK) return;
  }
}

/**
 * The device network's routine: status rounds (DEVICE_STATUS_POLL_MINUTES; 0 turns them off) and the
 * pruning of old reports. Both run once across servers through the job queue; the first round goes out
 * shortly after start, so surveillance shows every device's state without waiting for an alarm.
 */
export function registerStatusRounds(app: FastifyInstance) {
  app.jobs.work(DEVICE_JOBS.statusRound, () => statusRound(app));
  app.jobs.work(DEVICE_JOBS.prune, () => pruneReports(app));
  app.addHook('onReady', async () => {
    if (app.config.DEVICE_STATUS_POLL_MINUTES > 0) await scheduleOnce(app, DEVICE_JOBS.statusRound, 5_000);
    await scheduleOnce(app, DEVICE_JOBS.prune, 60_000);
  });
}
