import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { OperationMode } from '../../../domain/session.ts';
import type { WakeupState } from '../../../domain/wakeups.ts';
import { type LocalizedText, organisations } from './platform.ts';

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
