import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CommandEnvelope, DeviceCommand, DeviceReportBody } from '../../../devices/protocol.ts';
import { cantonCap, type ReleaseDeviceKind } from '../../../domain/updates.ts';
import type { Tx } from '../../db/client.ts';
import { isAnyText, rowsOf } from '../../db/rows.ts';
import { devicesPerCanton } from './fleet.ts';

/**
 * What deployments and activations share: a command per device in flight, matched with the device's
 * reports by command id, sent again under the same id when no answer came in time, and never more devices
 * of one canton in flight than the set share (across every deployment and activation of the kind).
 */

/** The reports answering the given commands, per command id. */
export async function reportsOf(
  tx: Tx,
  commandIds: readonly string[],
): Promise<Map<string, DeviceReportBody[]>> {
  const answers = new Map<string, DeviceReportBody[]>();
  if (commandIds.length === 0) return answers;
  const rows = await rowsOf<{ commandId: string; body: DeviceReportBody }>(
    tx,
    sql`select command_id::text as "commandId", body from device_report
      where ${isAnyText(sql`command_id::text`, commandIds)} order by seq`,
  );
  for (const row of rows) answers.set(row.commandId, [...(answers.get(row.commandId) ?? []), row.body]);
  return answers;
}

/** A device still waiting for an answer: wait, send the same command again, or give up. */
export function overdue(
  app: FastifyInstance,
  device: { sentAt: Date | null; attempts: number },
  now: Date,
): 'wait' | 'resend' | 'giveUp' {
  if (!device.sentAt || now.getTime() - device.sentAt.getTime() < app.config.UPDATE_ANSWER_TIMEOUT_MS)
    return 'wait';
  return device.attempts < app.config.DEVICE_COMMAND_ATTEMPTS ? 'resend' : 'giveUp';
}

/** Devices of a kind that transfer or activate right now, per canton. */
async function busyPerCanton(tx: Tx, kind: ReleaseDeviceKind): Promise<Map<string, number>> {
  const rows = await rowsOf<{ stateCode: string; n: number }>(
    tx,
    sql`select state_code as "stateCode", count(*)::int as n from (
      select dd.state_code from deployment_device dd
        join deployment d on d.id = dd.deployment_id join firmware_release r on r.id = d.release_id
        where d.status = 'RUNNING' and dd.state in ('TRANSFERRING', 'CHECKING') and r.device_kind = ${kind}
      union all
      select ad.state_code from activation_device ad join activation a on a.id = ad.activation_id
        where a.status = 'RUNNING' and ad.state = 'SENT' and ad.kind = ${kind}
    ) busy group by state_code`,
  );
  return new Map(rows.map((row) => [row.stateCode, row.n]));
}

/** The waiting devices that may start now, in their order, without any canton passing its share. */
export async function startable<T extends { stateCode: string }>(
  tx: Tx,
  kind: ReleaseDeviceKind,
  sharePercent: number,
  waiting: readonly T[],
): Promise<T[]> {
  if (waiting.length === 0) return [];
  const [busy, totals] = await Promise.all([busyPerCanton(tx, kind), devicesPerCanton(tx, kind)]);
  const chosen: T[] = [];
  for (const device of waiting) {
    const inFlight = busy.get(device.stateCode) ?? 0;
    if (inFlight >= cantonCap(totals.get(device.stateCode) ?? 1, sharePercent)) continue;
    busy.set(device.stateCode, inFlight + 1);
    chosen.push(device);
  }
  return chosen;
}

/** The envelope of one update command (LIVE: firmware is no exercise). */
export function updateCommand(
  deviceId: string,
  kind: ReleaseDeviceKind,
  commandId: string,
  command: DeviceCommand,
): CommandEnvelope {
  return {
    id: commandId,
    deviceId,
    kind: kind.toLowerCase() as CommandEnvelope['kind'],
    mode: 'LIVE',
    issuedAt: new Date().toISOString(),
    command,
  };
}
