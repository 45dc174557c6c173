import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newCommandId } from '../../../devices/gateway.ts';
import type { CommandEnvelope, DeviceKind } from '../../../devices/protocol.ts';
import { ALARMING_PROBLEMS } from '../../../domain/alarming.ts';
import type { DeviceReportLine } from '../../../domain/devices.ts';
import { auditActorOf, writeAudit } from '../../audit.ts';
import { actorOf } from '../../auth/guard.ts';
import type { Db } from '../../db/client.ts';
import {
  communicationComponents,
  controlComponents,
  deviceReports,
  fieldComponents,
  stationarySirens,
} from '../../db/schema/index.ts';
import { ProblemError } from '../../http/problem.ts';
import { scopeOf } from '../resources/scope.ts';
import { deviceKindOf } from './deviceIds.ts';

/** A device of the network as commands address it. */
export interface Device {
  deviceId: string;
  kind: DeviceKind;
  stateCode: string;
}

async function stateCodeOf(db: Db, deviceId: string, kind: DeviceKind): Promise<string | undefined> {
  if (kind === 'fgp') {
    const [row] = await db
      .select({ stateCode: stationarySirens.stateCode })
      .from(fieldComponents)
      .innerJoin(stationarySirens, eq(stationarySirens.id, fieldComponents.sirenId))
      .where(eq(fieldComponents.code, deviceId));
    return row?.stateCode;
  }
  const table = kind === 'kgp' ? controlComponents : communicationComponents;
  const [row] = await db.select({ stateCode: table.stateCode }).from(table).where(eq(table.code, deviceId));
  return row?.stateCode;
}

/**
 * The FGP, KGP or KSP with this code inside the caller's territory; 404 `alarming.errors.unknownDevice`
 * otherwise (a device of another canton does not exist for the caller).
 */
export async function visibleDevice(app: FastifyInstance, request: FastifyRequest, deviceId: string) {
  const kind = deviceKindOf(deviceId);
  const stateCode = kind ? await stateCodeOf(app.database.db, deviceId, kind) : undefined;
  const scope = scopeOf(request);
  if (!kind || !stateCode || (!scope.national && stateCode !== scope.territory))
    throw new ProblemError(404, ALARMING_PROBLEMS.unknownDevice, { params: { deviceId } });
  return { deviceId, kind, stateCode } satisfies Device;
}

/**
 * Sends an administrator's raw command to one device in the caller's operation mode, after its audit row
 * is committed. The device's answers arrive as reports (live on `devices/reports`).
 */
export async function sendRawCommand(
  app: FastifyInstance,
  request: FastifyRequest,
  device: Device,
  text: string,
): Promise<string> {
  const command: CommandEnvelope = {
    id: newCommandId(),
    deviceId: device.deviceId,
    kind: device.kind,
    mode: actorOf(request).claims.operation_mode,
    issuedAt: new Date().toISOString(),
    command: { type: 'raw', text },
  };
  await app.database.db.transaction((tx) =>
    writeAudit(tx, auditActorOf(request), {
      action: 'command',
      entity: 'device',
      entityId: device.deviceId,
      after: { commandId: command.id, text },
    }),
  );
  app.devices.send([command]);
  return command.id;
}

/** A device's newest stored reports, newest first. */
export async function deviceReportLines(
  db: Db,
  deviceId: string,
  limit: number,
): Promise<DeviceReportLine[]> {
  const rows = await db
    .select()
    .from(deviceReports)
    .where(eq(deviceReports.deviceId, deviceId))
    .orderBy(desc(deviceReports.seq))
    .limit(limit);
  return rows.map((row) => ({
    deviceId: row.deviceId,
    commandId: row.commandId,
    seq: row.seq,
    type: row.type,
    body: row.body as Record<string, unknown>,
    bearer: row.bearer,
    at: row.deviceTime.toISOString(),
  }));
}
