import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DeviceReport } from '../../../devices/protocol.ts';
import type { DeviceReportLine, DeviceReportNotice } from '../../../domain/devices.ts';
import type { Db } from '../../db/client.ts';
import { isAnyInteger, isAnyText } from '../../db/rows.ts';
import { fieldComponents, sirenGroupMembers, sirenGroups, stationarySirens } from '../../db/schema/index.ts';
import { cantonOfDevice } from './deviceIds.ts';
import { createThrottle, type Throttle } from './throttle.ts';

/** What one ingested batch changed, as the report pipeline hands it over after its commit. */
export interface DeviceChange {
  reports: readonly DeviceReport[];
  /** Commands of alarm tasks: their reports go to `alarms/progress`, not to the device console. */
  alarmCommandIds: ReadonlySet<string>;
  changedDeviceIds: readonly string[];
}

const REPORTS_INTERVAL_MS = 250;
const SURVEILLANCE_INTERVAL_MS = 1_000;
const LINES_PER_MESSAGE = 500;
/** Beyond this many ids a notice says "refetch" (empty ids) instead. */
const MAX_NOTICE_IDS = 1_000;

const SURVEILLANCE = {
  sirens: { resource: 'sirenssurveillance', permission: 'ALARMING_SIREN_VIEW' },
  groups: { resource: 'sirengroupssurveillance', permission: 'ALARMING_SIRENGROUP_VIEW' },
} as const;

interface Notifiers {
  reports: Throttle<DeviceReportLine>;
  /** Device ids whose status changed; resolved to sirens and groups when the notices go out. */
  devices: Throttle<string>;
}

// Per console app (tests run several in one process): the throttles of its live messages.
const notifiersOf = new WeakMap<FastifyInstance, Notifiers>();

/**
 * Publishes what a stored batch of reports means for people watching devices: the device console's
 * answers on `devices/reports` (reports of alarms left out), and the surveillance notices of the sirens
 * and groups whose device changed. Both are throttled per process and scoped by the devices' cantons.
 */
export async function publishDeviceChanges(app: FastifyInstance, change: DeviceChange): Promise<void> {
  const notifiers = notifiersOf.get(app);
  if (!notifiers) throw new Error('device notices used before registerDeviceNotices');
  notifiers.reports.add(
    change.reports
      .filter((r) => r.commandId === null || !change.alarmCommandIds.has(r.commandId))
      .map(lineOf),
  );
  notifiers.devices.add(change.changedDeviceIds.filter((id) => id.startsWith('FGP-')));
}

/** A stored report as the device console shows it. */
export function lineOf(report: DeviceReport): DeviceReportLine {
  return {
    deviceId: report.deviceId,
    commandId: report.commandId,
    seq: report.seq,
    type: report.body.type,
    body: report.body,
    bearer: report.bearer,
    at: report.at,
  };
}

/** Sets up the app's throttled device notices; what still waits when the app closes is dropped. */
export function registerDeviceNotices(app: FastifyInstance) {
  const onError = (err: unknown) => app.log.warn({ err }, 'device notices not published');
  const notifiers: Notifiers = {
    reports: createThrottle(REPORTS_INTERVAL_MS, (lines) => publishReportLines(app, lines), onError),
    devices: createThrottle(
      SURVEILLANCE_INTERVAL_MS,
      (deviceIds) => publishSurveillance(app, [...new Set(deviceIds)]),
      onError,
    ),
  };
  notifiersOf.set(app, notifiers);
  app.addHook('onClose', async () => {
    notifiers.reports.stop();
    notifiers.devices.stop();
  });
}

function publishReportLines(app: FastifyInstance, lines: DeviceReportLine[]) {
  for (const [canton, own] of Map.groupBy(lines, (l) => cantonOfDevice(l.deviceId))) {
    for (let start = 0; start < own.length; start += LINES_PER_MESSAGE) {
      const payload: DeviceReportNotice = { reports: own.slice(start, start + LINES_PER_MESSAGE) };
      // No canton in the id: national consoles only.
      app.live.publish('devices/reports', payload, { states: canton ? [canton] : [] });
    }
  }
}

async function publishSurveillance(app: FastifyInstance, deviceIds: string[]) {
  const { sirens, groups } = await sirensAndGroupsOf(app.database.db, deviceIds);
  notify(app, SURVEILLANCE.sirens, sirens);
  notify(app, SURVEILLANCE.groups, groups);
}

type Located = { id: number; stateCode: string };

function notify(
  app: FastifyInstance,
  { resource, permission }: (typeof SURVEILLANCE)[keyof typeof SURVEILLANCE],
  rows: Located[],
) {
  for (const [canton, own] of Map.groupBy(rows, (r) => r.stateCode)) {
    const ids = own.length > MAX_NOTICE_IDS ? [] : own.map((r) => r.id);
    app.live.notifyResource(resource, permission, { resource, action: 'updated', ids }, { states: [canton] });
  }
}

/** The sirens of the given FGPs and the groups those sirens belong to, each with its canton. */
async function sirensAndGroupsOf(
  db: Db,
  fgpIds: string[],
): Promise<{ sirens: Located[]; groups: Located[] }> {
  const sirens = await db
    .select({ id: stationarySirens.id, stateCode: stationarySirens.stateCode })
    .from(fieldComponents)
    .innerJoin(stationarySirens, eq(stationarySirens.id, fieldComponents.sirenId))
    .where(isAnyText(fieldComponents.code, fgpIds));
  if (sirens.length === 0) return { sirens, groups: [] };
  const groups = await db
    .selectDistinct({ id: sirenGroups.id, stateCode: sirenGroups.stateCode })
    .from(sirenGroupMembers)
    .innerJoin(sirenGroups, eq(sirenGroups.id, sirenGroupMembers.groupId))
    .where(
      isAnyInteger(
        sirenGroupMembers.sirenId,
        sirens.map((s) => s.id),
      ),
    );
  return { sirens, groups };
}
