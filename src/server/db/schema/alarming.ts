import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { SirenSignal } from '../../../domain/alarming.ts';
import type { OperationMode } from '../../../domain/session.ts';
import { events } from './events.ts';

/**
 * A siren alarm: one signal sounded by the sirens of some cantons. It is active from started_at until
 * ends_at (the signal's repeat window); the siren alarm grids and the alarm count read it.
 */
export const sirenAlarms = pgTable(
  'siren_alarm',
  {
    id: serial('id').primaryKey(),
    /** The event whose publication started it; null for an alarm started from the alarming screens. */
    eventId: integer('event_id').references(() => events.id),
    /** EXERCISE alarms exist only for users in EXERCISE mode, LIVE alarms only for users in LIVE mode. */
    operationMode: text('operation_mode').$type<OperationMode>().notNull(),
    signal: text('signal').$type<SirenSignal>().notNull(),
    /** Canton codes whose sirens sound it. */
    stateCodes: text('state_codes').array().notNull(),
    sirenCount: integer('siren_count').notNull(),
    /** User name of who started it. */
    startedBy: text('started_by').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The alarm count asks "ends after now" on every start, expiry and page load.
    index('siren_alarm_ends_at_idx').on(t.endsAt),
    index('siren_alarm_state_codes_idx').using('gin', t.stateCodes),
    check('siren_alarm_operation_mode_check', sql`${t.operationMode} in ('LIVE', 'EXERCISE')`),
    check('siren_alarm_signal_check', sql`${t.signal} in ('GENERAL_ALARM', 'WATER_ALARM')`),
    check('siren_alarm_siren_count_check', sql`${t.sirenCount} >= 0`),
    check('siren_alarm_window_check', sql`${t.endsAt} > ${t.startedAt}`),
  ],
);
