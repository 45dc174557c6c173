import { type SQL, sql } from 'drizzle-orm';
import { faultClassOf } from '../../../domain/monitoring.ts';
import type { Tx } from '../client.ts';
import { pendingErrors } from '../schema/index.ts';

// Times are relative to the moment of seeding, so the demo always shows fresh errors.
type PendingErrorRow = Omit<typeof pendingErrors.$inferInsert, 'raisedAt' | 'lastSeenAt' | 'resolvedAt'> & {
  raisedAt: SQL;
  lastSeenAt: SQL;
  resolvedAt?: SQL;
};

const minutesAgo = (minutes: number) => sql`now() - make_interval(mins => ${Math.round(minutes)})`;
const hoursAgo = (hours: number) => minutesAgo(hours * 60);

/** A warning of a central component (no canton): the console's own services. */
const central = (
  componentRef: string,
  componentName: string,
  faultCode: string,
  hours: number,
): PendingErrorRow => ({
  componentKind: 'POLYALERT',
  severity: 'WARNING',
  stateCode: null,
  componentRef,
  componentName,
  faultCode,
  messageKey: `monitoring.faultCodes.${faultCode}`,
  raisedAt: hoursAgo(hours),
  lastSeenAt: hoursAgo(hours),
});

/** A device fault as the device reports would have left it: raised `hours` ago, seen `occurrences` times. */
const device = (
  componentRef: string,
  faultCode: string,
  hours: number,
  occurrences = 1,
): PendingErrorRow => ({
  componentKind: faultClassOf(faultCode).kind,
  severity: faultClassOf(faultCode).severity,
  stateCode: componentRef.split('-')[1]!,
  componentRef,
  componentName: componentRef,
  faultCode,
  messageKey: `monitoring.faultCodes.${faultCode}`,
  occurrences,
  raisedAt: hoursAgo(hours),
  lastSeenAt: hoursAgo(hours / (occurrences + 1)),
});

/**
 * A realistic handful of open errors for the monitoring box and the current-error grids (two central
 * warnings, a few field devices, one cleared), each with its protocol.
 */
export async function insertDemoPendingErrors({ tx }: { tx: Tx }): Promise<void> {
  const rows = [
    central('POA-DB-2', 'Datenbank Replikat', 'REPLICATION_LAG', 3),
    central('POA-GW-1', 'Gateway Gerätenetz', 'CERTIFICATE_EXPIRY', 30),
    device('FGP-ZH-0012', 'POWER_FAILURE', 5, 3),
    device('FGP-ZH-0148', 'POLYCOM_LINK_DOWN', 2),
    device('FGP-ZH-0203', 'BATTERY_LOW', 26, 4),
    device('FGP-BE-0077', 'POWER_FAILURE', 8),
    device('KGP-BE-01', 'BEARER_FAILOVER', 1, 2),
    device('FGP-TI-0031', 'POLYCOM_LINK_DOWN', 11),
    { ...device('FGP-VS-0102', 'POWER_FAILURE', 50), resolvedAt: hoursAgo(47) },
  ];
  await tx.insert(pendingErrors).values(rows);
  // Each error's protocol: raised when first seen, cleared when resolved.
  await tx.execute(sql`
    insert into error_protocol (error_id, at, action, component_kind, severity, state_code, component_ref,
      fault_code, message_key, message_text, occurrences)
    select id, raised_at, 'RAISED', component_kind, severity, state_code, component_ref, fault_code,
      message_key, message_text, 1
    from pending_error
    union all
    select id, resolved_at, 'CLEARED', component_kind, severity, state_code, component_ref, fault_code,
      message_key, message_text, occurrences
    from pending_error where resolved_at is not null`);
  await insertInstallationHistory(tx);
}

/**
 * The installation history of every seeded device: commissioned years ago on the first firmware, moved
 * to the firmware it runs now, and every fortieth FGP replaced once.
 */
async function insertInstallationHistory(tx: Tx): Promise<void> {
  await tx.execute(sql`
    with devices as (
      select f.code, 'FGP' as kind, s.state_code, f.firmware, f.id from field_component f
        join stationary_siren s on s.id = f.siren_id
      union all select code, 'KGP', state_code, firmware, id from control_component
      union all select code, 'KSP', state_code, firmware, id from communication_component
    )
    insert into installation_protocol (at, action, device_id, device_kind, state_code, previous_version,
      version, user_name, note)
    select now() - make_interval(days => 1500 + id % 700), 'COMMISSIONED', code, kind, state_code, null,
      '4.10.0', 'device.admin', null from devices
    union all
    select now() - make_interval(days => 200 + id % 300), 'FIRMWARE_CHANGED', code, kind, state_code,
      '4.10.0', firmware, 'device', null from devices where firmware <> '4.10.0'
    union all
    select now() - make_interval(days => 400 + id % 100), 'REPLACED', code, kind, state_code, null,
      null, 'device.admin', 'Steuerplatine nach Blitzschlag ersetzt' from devices
      where kind = 'FGP' and id % 40 = 0`);
}
