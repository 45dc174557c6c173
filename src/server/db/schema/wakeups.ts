import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { OperationMode } from '../../../domain/session.ts';
import type { WakeupChannel, WakeupStepAction } from '../../../domain/wakeupApi.ts';
import type { WakeupState } from '../../../domain/wakeups.ts';
import { events } from './events.ts';
import { type LocalizedText, organisations, persons } from './platform.ts';

/**
 * A wake-up: one organisation calls another to action (SPEC.md §1). The dashboard counts them per
 * organisation and the notification banner shows the subject of the newest one to act on.
 */
export const wakeups = pgTable(
  'wakeup',
  {
    id: serial('id').primaryKey(),
    subject: jsonb('subject').$type<LocalizedText>().notNull(),
    state: text('state').$type<WakeupState>().notNull(),
    operationMode: text('operation_mode').$type<OperationMode>().notNull(),
    senderOrganisationId: integer('sender_organisation_id')
      .notNull()
      .references(() => organisations.id),
    receiverOrganisationId: integer('receiver_organisation_id')
      .notNull()
      .references(() => organisations.id),
    /** It announces a change of an earlier wake-up rather than a new call to action. */
    updateNotification: boolean('update_notification').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    message: jsonb('message').$type<LocalizedText>().notNull().default({ de: '', fr: '', it: '', en: '' }),
    eventId: integer('event_id').references(() => events.id),
    sentBy: text('sent_by'),
    /** When the addressees were called (at sending, or at the interstate approval); escalation counts from it. */
    calledAt: timestamp('called_at', { withTimezone: true }),
    acknowledgedBy: text('acknowledged_by'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** Escalation steps taken (0: only the first call so far). */
    escalations: integer('escalations').notNull().default(0),
  },
  (t) => [
    // The counters ask per organisation, as sender and as receiver, on every dashboard load.
    index('wakeup_receiver_idx').on(t.receiverOrganisationId, t.state),
    index('wakeup_sender_idx').on(t.senderOrganisationId, t.state),
    check(
      'wakeup_state_check',
      sql`${t.state} in ('INTERSTATE_APPROVAL_PENDING', 'ACKNOWLEDGE_PENDING', 'ACKNOWLEDGED', 'CLOSED')`,
    ),
    check('wakeup_operation_mode_check', sql`${t.operationMode} in ('LIVE', 'EXERCISE')`),
    check('wakeup_parties_check', sql`${t.senderOrganisationId} <> ${t.receiverOrganisationId}`),
  ],
);

/** Who was called for a wake-up, on which channel, when it was delivered and when they acknowledged. */
export const wakeupAddressees = pgTable(
  'wakeup_addressee',
  {
    id: serial('id').primaryKey(),
    wakeupId: integer('wakeup_id')
      .notNull()
      .references(() => wakeups.id, { onDelete: 'cascade' }),
    personId: integer('person_id').references(() => persons.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    channel: text('channel').$type<WakeupChannel>().notNull(),
    /** E-mail address or phone number; the organisation's code for the console. */
    address: text('address').notNull(),
    /** 0: the first call; n: the n-th escalation to the deputies. */
    step: integer('step').notNull().default(0),
    /** Taken by a delivery run, so that two servers never send the same message twice. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    failure: text('failure'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (t) => [
    index('wakeup_addressee_wakeup_idx').on(t.wakeupId),
    check('wakeup_addressee_channel_check', sql`${t.channel} in ('CONSOLE', 'EMAIL', 'SMS')`),
  ],
);

/** A wake-up's timeline: sending, approval, escalation steps, acknowledgements, closing. */
export const wakeupHistory = pgTable(
  'wakeup_history',
  {
    id: serial('id').primaryKey(),
    wakeupId: integer('wakeup_id')
      .notNull()
      .references(() => wakeups.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userName: text('user_name').notNull(),
    action: text('action').$type<WakeupStepAction>().notNull(),
    fromState: text('from_state').$type<WakeupState>(),
    toState: text('to_state').$type<WakeupState>(),
    detail: text('detail'),
  },
  (t) => [index('wakeup_history_wakeup_idx').on(t.wakeupId)],
);

/** Server secrets created on first use and shared by every console server (the wake-up link key). */
export const serverSecrets = pgTable('server_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
