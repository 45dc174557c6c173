import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed logins per account and client address (README "Login"): the back-off of one address never
 * locks the account at another. Keyed by the typed name, so unknown names back off alike.
 */
export const loginBackoff = pgTable(
  'login_backoff',
  {
    username: text('username').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull().default(0),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.username, t.address] }),
    index('login_backoff_updated_idx').on(t.updatedAt),
  ],
);
