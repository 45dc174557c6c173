import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ComponentKind, ErrorSeverity } from '../../../domain/monitoring.ts';

/**
 * An error or warning a component reported and nobody has resolved yet (resolved_at null): the rows
 * behind the monitoring box and the current-error grids (curerrorpoa, curerrornetwork).
 */
export const pendingErrors = pgTable(
  'pending_error',
  {
    id: serial('id').primaryKey(),
    componentKind: text('component_kind').$type<ComponentKind>().notNull(),
    severity: text('severity').$type<ErrorSeverity>().notNull(),
    /** Canton of a network device; null for the central components. */
    stateCode: text('state_code'),
    /** The component's code (e.g. FGP-ZH-0012, KSP-CH-1, or a central service name). */
    componentRef: text('component_ref').notNull(),
    componentName: text('component_name').notNull(),
    /** Translated message: an i18n key with its parameters; devices that send plain text use message_text. */
    messageKey: text('message_key'),
    messageParams: jsonb('message_params').$type<Record<string, string | number>>(),
    messageText: text('message_text'),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    // The monitoring box counts pending rows per kind, severity and canton on every menu load.
    index('pending_error_pending_idx')
      .on(t.componentKind, t.stateCode, t.severity)
      .where(sql`${t.resolvedAt} is null`),
    check('pending_error_kind_check', sql`${t.componentKind} in ('POLYALERT', 'NETWORK')`),
    check('pending_error_severity_check', sql`${t.severity} in ('ERROR', 'WARNING')`),
    check('pending_error_state_check', sql`(${t.componentKind} = 'POLYALERT') = (${t.stateCode} is null)`),
    check('pending_error_message_check', sql`num_nonnulls(${t.messageKey}, ${t.messageText}) >= 1`),
    check('pending_error_resolved_check', sql`${t.resolvedAt} is null or ${t.resolvedAt} >= ${t.raisedAt}`),
  ],
);
