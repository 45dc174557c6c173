import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AlarmTarget,
  AlarmTaskStatus,
  DeviceSignal,
  SirenBearer,
  SirenResultState,
} from '../../../domain/alarming.ts';
import type { OperationMode } from '../../../domain/session.ts';
import { stationarySirens } from './assets.ts';
import { events } from './events.ts';

/**
 * A siren alarm (alarm task): one signal sounded by a chosen set of sirens. It counts as active from
 * started_at until ends_at (the signal's repeat window, for the alarm count); it runs (status RUNNING)
 * until every siren has a final result or it is stopped.
 */
export const sirenAlarms = pgTable(
  'siren_alarm',
  {
    id: serial('id').primaryKey(),
    /** The event whose publication started it; null for an alarm started from the alarming screens. */
    eventId: integer('event_id').references(() => events.id),
    /** EXERCISE alarms exist only for users in EXERCISE mode, LIVE alarms only for users in LIVE mode. */
    operationMode: text('operation_mode').$type<OperationMode>().notNull(),
    /** TEST_SIGNAL only for the siren test's own task (modules/sirentest). */
    signal: text('signal').$type<DeviceSignal>().notNull(),
    /** Canton codes whose sirens sound it. */
    stateCodes: text('state_codes').array().notNull(),
    sirenCount: integer('siren_count').notNull(),
    /** User name of who started it. */
    startedBy: text('started_by').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** What was asked for (sirens, groups, cantons or an event's area); the results name every siren. */
    target: jsonb('target').$type<AlarmTarget>(),
    status: text('status').$type<AlarmTaskStatus>().notNull().default('RUNNING'),
    stoppedBy: text('stopped_by'),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    /** When the last siren reached a final state (or the stop was settled). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    repeatOf: integer('repeat_of'),
  },
  (t) => [
    // The alarm count asks "ends after now" on every start, expiry and page load.
    index('siren_alarm_ends_at_idx').on(t.endsAt),
    index('siren_alarm_state_codes_idx').using('gin', t.stateCodes),
    // An event's detail asks for its siren alarms on every read (visibleAlarmIdsOfEvent).
    index('siren_alarm_event_idx').on(t.eventId),
    check('siren_alarm_operation_mode_check', sql`${t.operationMode} in ('LIVE', 'EXERCISE')`),
    check('siren_alarm_signal_check', sql`${t.signal} in ('GENERAL_ALARM', 'WATER_ALARM', 'TEST_SIGNAL')`),
    check('siren_alarm_siren_count_check', sql`${t.sirenCount} >= 0`),
    check('siren_alarm_window_check', sql`${t.endsAt} > ${t.startedAt}`),
    check('siren_alarm_status_check', sql`${t.status} in ('RUNNING', 'FINISHED', 'STOPPED')`),
    index('siren_alarm_running_idx').on(t.id).where(sql`${t.status} = 'RUNNING'`),
  ],
);

/**
 * One siren's result in an alarm task: a small state machine moved only forward by the device's reports
 * (SIREN_RESULT_STATES); the command id ties every report to the alarm that caused it.
 */
export const sirenAlarmResults = pgTable(
  'siren_alarm_result',
  {
    alarmId: integer('alarm_id')
      .notNull()
      .references(() => sirenAlarms.id, { onDelete: 'cascade' }),
    sirenId: integer('siren_id')
      .notNull()
      .references(() => stationarySirens.id),
    /** The device (FGP code) commanded for the siren. */
    deviceId: text('device_id').notNull(),
    stateCode: text('state_code').notNull(),
    commandId: uuid('command_id').notNull().unique(),
    state: text('state').$type<SirenResultState>().notNull(),
    faultCode: text('fault_code'),
    bearer: text('bearer').$type<SirenBearer>(),
    attempts: integer('attempts').notNull().default(1),
    /** The device really sounded its horn (never for an EXERCISE). */
    horn: boolean('horn').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.alarmId, t.sirenId] }),
    index('siren_alarm_result_open_idx')
      .on(t.alarmId, t.state)
      .where(sql`${t.state} in ('COMMANDED', 'ACKNOWLEDGED', 'SOUNDING')`),
    check(
      'siren_alarm_result_state_check',
      sql`${t.state} in ('COMMANDED', 'ACKNOWLEDGED', 'SOUNDING', 'FINISHED', 'FAILED', 'NO_ANSWER', 'SKIPPED')`,
    ),
  ],
);

/**
 * Every device report once, keyed by (device, sequence number): a duplicate or replayed report is
 * recognised here and changes nothing a second time.
 */
export const deviceReports = pgTable(
  'device_report',
  {
    deviceId: text('device_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    commandId: uuid('command_id'),
    operationMode: text('operation_mode').$type<OperationMode>().notNull(),
    type: text('type').notNull(),
    body: jsonb('body').notNull(),
    bearer: text('bearer').$type<SirenBearer>().notNull(),
    deviceTime: timestamp('device_time', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.seq] }),
    index('device_report_command_idx').on(t.commandId),
    index('device_report_received_idx').on(t.receivedAt),
  ],
);

/** The last known condition of each device, from its newest report (by sequence number). */
export const deviceStatus = pgTable('device_status', {
  deviceId: text('device_id').primaryKey(),
  kind: text('kind').notNull(),
  /** Newest report's sequence number: an older report arriving late does not overwrite the status. */
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
  /** The device's time of its newest report ("as of …"). */
  reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  version: text('version'),
  mains: boolean('mains'),
  batteryPercent: integer('battery_percent'),
  bearer: text('bearer').$type<SirenBearer>(),
  /** The fault raised and not yet cleared; null when none. */
  faultCode: text('fault_code'),
});

/**
 * Timed work of the embedded database (PGlite), where pg-boss cannot run: one row per job until done, so
 * jobs survive a restart. On PostgreSQL pg-boss keeps its own tables (ADR 0012).
 */
export const scheduledJobs = pgTable(
  'scheduled_job',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    data: jsonb('data').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** Only one unfinished job per key (e.g. one deadline per alarm). */
    singletonKey: text('singleton_key'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scheduled_job_run_at_idx').on(t.runAt),
    uniqueIndex('scheduled_job_singleton_idx').on(t.singletonKey),
  ],
);
