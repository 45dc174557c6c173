import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OperationMode } from '../../../domain/session.ts';
import type {
  CantonFigures,
  CantonWindows,
  SirenTestOutcome,
  SirenTestStatus,
} from '../../../domain/sirenTest.ts';
import { sirenAlarms } from './alarming.ts';
import { stationarySirens } from './assets.ts';
import { pendingErrors } from './monitoring.ts';

/**
 * A siren test campaign: planned (PLANNED), then running (RUNNING, the test is active) with the alarm task
 * that commands the fleet, then done (DONE) with its figures frozen for the archive. At most one test is
 * planned and one runs at a time.
 */
export const sirenTests = pgTable(
  'siren_test',
  {
    id: serial('id').primaryKey(),
    status: text('status').$type<SirenTestStatus>().notNull().default('PLANNED'),
    testDate: date('test_date', { mode: 'string' }).notNull(),
    preparatoryDate: date('preparatory_date', { mode: 'string' }).notNull(),
    /** The participating cantons with their windows per signal (local times). */
    cantons: jsonb('cantons').$type<CantonWindows[]>().notNull(),
    /** Siren groups taking part besides the cantons' sirens. */
    groupIds: jsonb('group_ids').$type<number[]>().notNull().default([]),
    /** The start and end of all windows together, as instants (the update-management check reads these). */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    alarmId: integer('alarm_id').references(() => sirenAlarms.id, { onDelete: 'set null' }),
    operationMode: text('operation_mode').$type<OperationMode>(),
    plannedBy: text('planned_by').notNull(),
    startedBy: text('started_by'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    stoppedBy: text('stopped_by'),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    /** National and per-canton figures, frozen at the stop. */
    figures: jsonb('figures').$type<{ national: CantonFigures; cantons: CantonFigures[] }>(),
  },
  (t) => [
    uniqueIndex('siren_test_one_open_idx').on(t.status).where(sql`${t.status} in ('PLANNED', 'RUNNING')`),
    index('siren_test_window_idx').on(t.windowStart, t.windowEnd),
    check('siren_test_status_check', sql`${t.status} in ('PLANNED', 'RUNNING', 'DONE')`),
    check('siren_test_window_check', sql`${t.windowEnd} > ${t.windowStart}`),
  ],
);

/** A siren the test found defective: an open error with a repair deadline. */
export const sirenTestDefects = pgTable(
  'siren_test_defect',
  {
    testId: integer('test_id')
      .notNull()
      .references(() => sirenTests.id, { onDelete: 'cascade' }),
    sirenId: integer('siren_id')
      .notNull()
      .references(() => stationarySirens.id),
    stateCode: text('state_code').notNull(),
    outcome: text('outcome').$type<SirenTestOutcome>().notNull(),
    faultCode: text('fault_code'),
    repairDue: date('repair_due', { mode: 'string' }).notNull(),
    errorId: integer('error_id').references(() => pendingErrors.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.testId, t.sirenId] })],
);

/** A canton's confirmation of its on-site checks after the test (mobile sirens, acoustic checks). */
export const sirenTestConfirmations = pgTable(
  'siren_test_confirmation',
  {
    testId: integer('test_id')
      .notNull()
      .references(() => sirenTests.id, { onDelete: 'cascade' }),
    stateCode: text('state_code').notNull(),
    mobileSirensChecked: boolean('mobile_sirens_checked').notNull(),
    acousticChecksDone: boolean('acoustic_checks_done').notNull(),
    comment: text('comment').notNull().default(''),
    confirmedBy: text('confirmed_by').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.testId, t.stateCode] })],
);
