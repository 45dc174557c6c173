import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { persons } from './platform.ts';

/** What a person is notified of, on which channel, for which canton (SPEC.md "subscriptions"). */
export const subscriptions = pgTable(
  'subscription',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    channel: text('channel').notNull(),
    stateCode: text('state_code').notNull(),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_person_idx').on(t.personId)],
);
