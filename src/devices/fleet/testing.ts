import { randomUUID } from 'node:crypto';
import type { OperationMode } from '../../domain/session.ts';
import type { CommandEnvelope, DeviceCommand, DeviceReport } from '../protocol.ts';
import type { FleetKnobs } from './traits.ts';

/** Device ids `FGP-<prefix>-0001` … for tests; a random prefix keeps parallel runs on one broker apart. */
export function testDeviceIds(
  count: number,
  prefix = `T${randomUUID().slice(0, 6).toUpperCase()}`,
): string[] {
  return Array.from({ length: count }, (_, i) => `FGP-${prefix}-${String(i + 1).padStart(4, '0')}`);
}

/** One command envelope per device, all with their own id. */
export function commandsTo(
  deviceIds: readonly string[],
  command: DeviceCommand,
  mode: OperationMode = 'LIVE',
) {
  return deviceIds.map(
    (deviceId): CommandEnvelope => ({
      id: randomUUID(),
      deviceId,
      kind: 'fgp',
      mode,
      issuedAt: new Date().toISOString(),
      command,
    }),
  );
}

/**
 * Collects the reports a gateway hands over, with ways to look at them. Given `devices`, it keeps only
 * theirs (a shared broker also hands over retained statuses of devices of other test runs).
 */
export function reportCollector(devices?: Iterable<string>) {
  const reports: DeviceReport[] = [];
  const only = devices ? new Set(devices) : null;
  return {
    reports,
    handler: async (batch: readonly DeviceReport[]) => {
      reports.push(...(only ? batch.filter((r) => only.has(r.deviceId)) : batch));
    },
    of: (type: DeviceReport['body']['type'], commandId?: string) =>
      reports.filter((r) => r.body.type === type && (commandId === undefined || r.commandId === commandId)),
    devicesWith: (type: DeviceReport['body']['type']) =>
      new Set(reports.filter((r) => r.body.type === type).map((r) => r.deviceId)),
  };
}

/** A quick test fleet with a few faulty, unpowered and failing-over devices in every few hundred. */
export function faultyTestFleet(seed: number, soundingMs: number): FleetKnobs {
  return { seed, latencyMs: 5, faultRate: 0.02, unpoweredRate: 0.005, failoverRate: 0.05, soundingMs };
}

/** The same fleet with every device powered, faultless and on its main bearer. */
export function faultless(knobs: FleetKnobs): FleetKnobs {
  return { ...knobs, faultRate: 0, unpoweredRate: 0, failoverRate: 0 };
}
