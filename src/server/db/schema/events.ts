import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { EventState, MessageType } from '../../../domain/events.ts';
import type { Language, OperationMode } from '../../../domain/session.ts';
import { type LocalizedText, organisations } from './platform.ts';

/**
 * An alerting event (SPEC.md §3/§4). The dashboard reads state, type, area and title; the event
 * workflow adds its texts, area and history in its own columns and tables.
 */
export const events = pgTable(
  'event',
  {
    id: serial('id').primaryKey(),
    // No check on purpose: the workflow owns the full state set (closed events too); the dashboard filters.
    state: text('state').$type<EventState>().notNull().default('PREPARATION'),
    /** Null while the author has not chosen the message level yet. */
    messageType: text('message_type').$type<MessageType>(),
    /** EXERCISE events exist only for users in EXERCISE mode, LIVE events only for users in LIVE mode. */
    operationMode: text('operation_mode').$type<OperationMode>().notNull(),
    /** Canton codes the event's area reaches. */
    affectedStates: text('affected_states').array().notNull().default(sql`'{}'::text[]`),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    primaryLanguage: text('primary_language').$type<Language>().notNull(),
    owningOrganisationId: integer('owning_organisation_id')
      .notNull()
      .references(() => organisations.id),
    /** User name of the author. */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Optimistic locking: every change checks and increments it. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('event_state_idx').on(t.state),
    // Cantonal dashboards ask "affected_states contains my canton" on every load.
    index('event_affected_states_idx').using('gin', t.affectedStates),
    index('event_owning_organisation_idx').on(t.owningOrganisationId),
    check('event_message_type_check', sql`${t.messageType} in ('ALARM', 'WARNING', 'INFORMATION', 'TEST')`),
    check('event_operation_mode_check', sql`${t.operationMode} in ('LIVE', 'EXERCISE')`),
    check('event_primary_language_check', sql`${t.primaryLanguage} in ('de', 'fr', 'it', 'en')`),
  ],
);
