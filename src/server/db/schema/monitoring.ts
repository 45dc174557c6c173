import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ComponentKind,
  ErrorProtocolAction,
  ErrorSeverity,
  InstallationAction,
} from '../../../domain/monitoring.ts';

/**
 * An error or warning of a component: open until cleared (resolved_at). Device faults are kept one open
 * row per device and fault code (first seen = raised_at, last seen, how often); the rows behind the
 * monitoring box and the current-error grids (curerrorpoa, curerrornetwork, curerrorsirengroups).
 */
export const pendingErrors = pgTable(
  'pending_error',
  {
    id: serial('id').primaryKey(),
    componentKind: text('component_kind').$type<ComponentKind>().notNull(),
    severity: text('severity').$type<ErrorSeverity>().notNull(),
    /** Canton of a device (CH for national ones); null for the central components. */
    stateCode: text('state_code'),
    /** The component's code (e.g. FGP-ZH-0012, KSP-CH-1, or a central service name). */
    componentRef: text('component_ref').notNull(),
    componentName: text('component_name').notNull(),
    /** The device's fault code; null for errors of the central components. */
    faultCode: text('fault_code'),
    /** Translated message: an i18n key with its parameters; devices that send plain text use message_text. */
    messageKey: text('message_key'),
    messageParams: jsonb('message_params').$type<Record<string, string | number>>(),
    messageText: text('message_text'),
    /** First seen. */
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    occurrences: integer('occurrences').notNull().default(1),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: text('acknowledged_by'),
    acknowledgeComment: text('acknowledge_comment'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    // The monitoring box counts pending rows per kind, severity and canton on every menu load.
    index('pending_error_pending_idx')
      .on(t.componentKind, t.stateCode, t.severity)
      .where(sql`${t.resolvedAt} is null`),
    // One open error per device and fault: a repeated raise counts up, two servers cannot both insert.
    uniqueIndex('pending_error_open_fault_idx')
      .on(t.componentRef, t.faultCode)
      .where(sql`${t.resolvedAt} is null`),
    check('pending_error_kind_check', sql`${t.componentKind} in ('POLYALERT', 'NETWORK')`),
    check('pending_error_severity_check', sql`${t.severity} in ('ERROR', 'WARNING')`),
    check('pending_error_message_check', sql`num_nonnulls(${t.messageKey}, ${t.messageText}) >= 1`),
    check('pending_error_resolved_check', sql`${t.resolvedAt} is null or ${t.resolvedAt} >= ${t.raisedAt}`),
    check('pending_error_occurrences_check', sql`${t.occurrences} >= 1`),
    check(
      'pending_error_acknowledged_check',
      sql`num_nonnulls(${t.acknowledgedAt}, ${t.acknowledgedBy}, ${t.acknowledgeComment}) in (0, 3)`,
    ),
  ],
);

/**
 * Every raise, acknowledgement and clearing of an error, kept after the error is closed: the rows of the
 * error protocols (errorprotocolpoa, errorprotocolnetwork). The error's fields are copied so that a grid
 * over a million rows reads one table by one index.
 */
export const errorProtocol = pgTable(
  'error_protocol',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    errorId: integer('error_id')
      .notNull()
      .references(() => pendingErrors.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').$type<ErrorProtocolAction>().notNull(),
    componentKind: text('component_kind').$type<ComponentKind>().notNull(),
    severity: text('severity').$type<ErrorSeverity>().notNull(),
    stateCode: text('state_code'),
    componentRef: text('component_ref').notNull(),
    faultCode: text('fault_code'),
    messageKey: text('message_key'),
    messageText: text('message_text'),
    /** How often the fault had been seen at this moment. */
    occurrences: integer('occurrences').notNull(),
    /** The operator who acknowledged; null for what a device reported. */
    userName: text('user_name'),
    comment: text('comment'),
  },
  (t) => [
    // The grid's order (newest first, then id) per kind: its first page is an index scan at any size.
    index('error_protocol_kind_at_idx').on(t.componentKind, t.at.desc().nullsFirst(), t.id),
    // Sorted by device, the protocol's other usual order (a device's history), in either direction.
    index('error_protocol_kind_component_idx').on(t.componentKind, t.componentRef, t.id),
    index('error_protocol_error_idx').on(t.errorId),
    check('error_protocol_action_check', sql`${t.action} in ('RAISED', 'ACKNOWLEDGED', 'CLEARED')`),
  ],
);

/** Commissioning, replacement and firmware changes of devices: the installation protocol. */
export const installationProtocol = pgTable(
  'installation_protocol',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').$type<InstallationAction>().notNull(),
    deviceId: text('device_id').notNull(),
    /** FGP, KGP or KSP. */
    deviceKind: text('device_kind').notNull(),
    stateCode: text('state_code'),
    previousVersion: text('previous_version'),
    version: text('version'),
    /** Who did it: an operator, or `device` for a version the device reported. */
    userName: text('user_name').notNull(),
    note: text('note'),
  },
  (t) => [
    index('installation_protocol_at_idx').on(t.at.desc().nullsFirst(), t.id),
    index('installation_protocol_device_idx').on(t.deviceId, t.at),
    check(
      'installation_protocol_action_check',
      sql`${t.action} in ('COMMISSIONED', 'REPLACED', 'FIRMWARE_CHANGED')`,
    ),
  ],
);
