import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { pendingErrors } from '../schema/index.ts';

// Times are relative to the moment of seeding, so the demo always shows fresh errors.
type PendingErrorRow = Omit<typeof pendingErrors.$inferInsert, 'raisedAt' | 'resolvedAt'> & {
  raisedAt: SQL;
  resolvedAt?: SQL;
};

const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours})`;

const central = (
  severity: 'ERROR' | 'WARNING',
  componentRef: string,
  componentName: string,
  messageKey: string,
  messageParams: Record<string, string | number>,
  hours: number,
): PendingErrorRow => ({
  componentKind: 'POLYALERT',
  severity,
  stateCode: null,
  componentRef,
  componentName,
  messageKey,
  messageParams,
  raisedAt: hoursAgo(hours),
});

const device = (
  severity: 'ERROR' | 'WARNING',
  stateCode: string,
  componentRef: string,
  messageKey: string,
  hours: number,
): PendingErrorRow => ({
  componentKind: 'NETWORK',
  severity,
  stateCode,
  componentRef,
  componentName: componentRef,
  messageKey,
  messageParams: {},
  raisedAt: hoursAgo(hours),
});

/** A realistic handful of pending errors for the monitoring box: two central warnings, a few field devices. */
export async function insertDemoPendingErrors({ tx }: { tx: Tx }): Promise<void> {
  await tx.insert(pendingErrors).values([
    central(
      'WARNING',
      'POA-DB-2',
      'Datenbank Replikat',
      'monitoring.messages.replicationLag',
      { seconds: 42 },
      3,
    ),
    central(
      'WARNING',
      'POA-GW-1',
      'Gateway Gerätenetz',
      'monitoring.messages.certificateExpiry',
      { days: 18 },
      30,
    ),
    device('ERROR', 'ZH', 'FGP-ZH-0012', 'monitoring.messages.powerFailure', 5),
    device('ERROR', 'ZH', 'FGP-ZH-0148', 'monitoring.messages.radioLinkDown', 2),
    device('WARNING', 'ZH', 'FGP-ZH-0203', 'monitoring.messages.batteryLow', 26),
    device('ERROR', 'BE', 'FGP-BE-0077', 'monitoring.messages.powerFailure', 8),
    device('WARNING', 'BE', 'KGP-BE-01', 'monitoring.messages.radioLinkDegraded', 1),
    device('ERROR', 'TI', 'FGP-TI-0031', 'monitoring.messages.radioLinkDown', 11),
    {
      ...device('ERROR', 'VS', 'FGP-VS-0102', 'monitoring.messages.powerFailure', 50),
      resolvedAt: hoursAgo(47),
    },
  ]);
}
