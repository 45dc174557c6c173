import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ActivationDeviceState,
  ActivationKind,
  ActivationStatus,
  DeploymentDeviceState,
  DeploymentStatus,
  DeviceSelection,
  ReleaseDeviceKind,
  ReleaseStatus,
  UpdateFailure,
} from '../../../domain/updates.ts';
import { bytea } from './bytea.ts';

type Reason = { key: string; params: Record<string, string | number> };

/** A firmware package for one device kind, its image checked against its SHA-256 on upload (ADR 0016). */
export const firmwareReleases = pgTable(
  'firmware_release',
  {
    id: serial('id').primaryKey(),
    deviceKind: text('device_kind').$type<ReleaseDeviceKind>().notNull(),
    version: text('version').notNull(),
    notes: text('notes').notNull().default(''),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    image: bytea('image').notNull(),
    status: text('status').$type<ReleaseStatus>().notNull().default('AVAILABLE'),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnBy: text('withdrawn_by'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    unique('firmware_release_kind_version_unique').on(t.deviceKind, t.version),
    check('firmware_release_kind_check', sql`${t.deviceKind} in ('FGP', 'KGP', 'KSP')`),
    check('firmware_release_status_check', sql`${t.status} in ('AVAILABLE', 'WITHDRAWN')`),
  ],
);

/** A staged transfer of a release to chosen devices; its stages are moved on by the job queue. */
export const deployments = pgTable(
  'deployment',
  {
    id: serial('id').primaryKey(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => firmwareReleases.id),
    status: text('status').$type<DeploymentStatus>().notNull().default('RUNNING'),
    selection: jsonb('selection').$type<DeviceSelection>().notNull(),
    failureThresholdPercent: integer('failure_threshold_percent').notNull(),
    maxSharePercent: integer('max_share_percent').notNull(),
    currentStage: integer('current_stage').notNull().default(0),
    haltReason: jsonb('halt_reason').$type<Reason>(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('deployment_release_idx').on(t.releaseId),
    check('deployment_status_check', sql`${t.status} in ('RUNNING', 'HALTED', 'DONE', 'CANCELLED')`),
  ],
);

/** One device of a deployment, its stage and how far its transfer and health check got. */
export const deploymentDevices = pgTable(
  'deployment_device',
  {
    deploymentId: integer('deployment_id')
      .notNull()
      .references(() => deployments.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    stateCode: text('state_code').notNull(),
    stage: integer('stage').notNull(),
    state: text('state').$type<DeploymentDeviceState>().notNull().default('WAITING'),
    /** The command in flight (transfer, then the health check); sent again under the same id. */
    commandId: uuid('command_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    failure: text('failure').$type<UpdateFailure>(),
    faultCode: text('fault_code'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.deploymentId, t.deviceId] }),
    index('deployment_device_stage_idx').on(t.deploymentId, t.stage, t.state),
    index('deployment_device_device_idx').on(t.deviceId),
  ],
);

/** An activation of a transferred release (or a rollback to the versions before one) at a time. */
export const activations = pgTable(
  'activation',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ActivationKind>().notNull().default('ACTIVATE'),
    releaseId: integer('release_id')
      .notNull()
      .references(() => firmwareReleases.id),
    stateCodes: jsonb('state_codes').$type<string[]>().notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    status: text('status').$type<ActivationStatus>().notNull().default('SCHEDULED'),
    refusedReason: jsonb('refused_reason').$type<Reason>(),
    rollbackOf: integer('rollback_of'),
    maxSharePercent: integer('max_share_percent').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('activation_kind_check', sql`${t.kind} in ('ACTIVATE', 'ROLLBACK')`),
    check('activation_status_check', sql`${t.status} in ('SCHEDULED', 'RUNNING', 'DONE', 'REFUSED')`),
  ],
);

/** One device of an activation: the version it ran before and the one it is to run. */
export const activationDevices = pgTable(
  'activation_device',
  {
    activationId: integer('activation_id')
      .notNull()
      .references(() => activations.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    kind: text('kind').$type<ReleaseDeviceKind>().notNull(),
    stateCode: text('state_code').notNull(),
    previousVersion: text('previous_version'),
    targetVersion: text('target_version').notNull(),
    state: text('state').$type<ActivationDeviceState>().notNull().default('WAITING'),
    commandId: uuid('command_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.activationId, t.deviceId] }),
    index('activation_device_state_idx').on(t.activationId, t.state),
  ],
);
