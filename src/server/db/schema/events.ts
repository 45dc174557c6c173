import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { EventContent } from '../../../domain/eventContent.ts';
import type { EventState, MessageType } from '../../../domain/events.ts';
import type { Language, OperationMode } from '../../../domain/session.ts';
import { type LocalizedText, organisations } from './platform.ts';

const time = (name: string) => timestamp(name, { withTimezone: true });

/** A message template (SPEC.md /templates): prefilled texts in four languages and the usual area size. */
export const eventTemplates = pgTable('event_template', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  messageType: text('message_type').$type<MessageType>().notNull(),
  eventType: text('event_type').notNull(),
  /** A drawn area far larger than this needs the strong confirmation. */
  usualSquareKilometres: doublePrecision('usual_square_kilometres').notNull(),
  content: jsonb('content').$type<Omit<EventContent, 'area' | 'validFrom' | 'validUntil'>>().notNull(),
});

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
    /** The working copy the editor writes; title, message type and area above are derived from it. */
    content: jsonb('content').$type<EventContent>(),
    eventType: text('event_type'),
    templateId: integer('template_id').references(() => eventTemplates.id),
    /** Who submitted the pending step and when (four eyes, interstate timeout). */
    submittedBy: text('submitted_by'),
    submittedAt: time('submitted_at'),
    /** Cantons that have approved the pending interstate step. */
    approvedBy: text('approved_by').array().notNull().default(sql`'{}'::text[]`),
    /** The wrong event this one corrects (a false-alarm correction). */
    correctionOf: integer('correction_of').references((): AnyPgColumn => events.id),
    correctedBy: integer('corrected_by').references((): AnyPgColumn => events.id),
    /** When "false alarm" was declared (on the correction) and how long until the correction went out. */
    falseAlarmAt: time('false_alarm_at'),
    correctionSeconds: integer('correction_seconds'),
    /** When the current published version went out, and how many versions have. */
    publishedAt: time('published_at'),
    publishedVersions: integer('published_versions').notNull().default(0),
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

/** The timeline of an event: every state change and edit, who and when. */
export const eventHistory = pgTable(
  'event_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    at: time('at').notNull().defaultNow(),
    userName: text('user_name').notNull(),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    detail: text('detail'),
  },
  (t) => [index('event_history_event_idx').on(t.eventId, t.id)],
);

/** A published version of an event with the CAP message that went out (kept unchanged for ever). */
export const eventVersions = pgTable(
  'event_version',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    number: integer('number').notNull(),
    /** CAP identifier, also the public file name of the message. */
    identifier: text('identifier').notNull().unique(),
    operationMode: text('operation_mode').$type<OperationMode>().notNull(),
    capMsgType: text('cap_msg_type').$type<'Alert' | 'Update' | 'Cancel'>().notNull(),
    state: text('state').$type<EventState>().notNull(),
    content: jsonb('content').$type<EventContent>().notNull(),
    capXml: text('cap_xml').notNull(),
    publishedAt: time('published_at').notNull(),
    publishedBy: text('published_by').notNull(),
  },
  (t) => [
    unique('event_version_event_number_unique').on(t.eventId, t.number),
    check('event_version_msg_type_check', sql`${t.capMsgType} in ('Alert', 'Update', 'Cancel')`),
  ],
);
