import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { OperationMode } from '../../../domain/session.ts';
import { sirenAlarms } from './alarming.ts';
import { locations, sirenGroups } from './assets.ts';

/** A dam: a location (kind DAM) with its near zone, the siren group of combined sirens below it. */
export const dams = pgTable('dam', {
  id: serial('id').primaryKey(),
  locationId: integer('location_id')
    .notNull()
    .unique()
    .references(() => locations.id, { onDelete: 'cascade' }),
  // A removed group leaves the dam without a near zone (its alarm is then refused), never a dangling id.
  nearZoneGroupId: integer('near_zone_group_id').references(() => sirenGroups.id, { onDelete: 'set null' }),
});

/**
 * A dam's water-alarm lock per operation mode (LIVE and EXERCISE apart): who changed it, when and why,
 * and the siren alarm of its last water alarm. No row: locked, never changed.
 */
export const damStates = pgTable(
  'dam_state',
  {
    damId: integer('dam_id')
      .notNull()
      .references(() => dams.id, { onDelete: 'cascade' }),
    operationMode: text('operation_mode').$type<OperationMode>().notNull(),
    locked: boolean('locked').notNull().default(true),
    reason: text('reason'),
    changedBy: text('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }),
    lastAlarmId: integer('last_alarm_id').references(() => sirenAlarms.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.damId, t.operationMode] }),
    check('dam_state_mode_check', sql`${t.operationMode} in ('LIVE', 'EXERCISE')`),
  ],
);
