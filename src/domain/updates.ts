import { z } from 'zod';
import { RowIdSchema } from './keys.ts';

/**
 * Update management (issue 16): firmware releases per device kind, staged deployments (transfer of a
 * release to chosen devices, canary first, then rings), scheduled activations with rollback, and the
 * devices' versions. ADR 0016.
 */

/** The device kinds a release is made for (FGP: field component, KGP: control, KSP: communication). */
export const RELEASE_DEVICE_KINDS = ['FGP', 'KGP', 'KSP'] as const;
export type ReleaseDeviceKind = (typeof RELEASE_DEVICE_KINDS)[number];

export const RELEASE_STATUSES = ['AVAILABLE', 'WITHDRAWN'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/** A deployment runs stage by stage until DONE, or HALTED by its failure rate, or CANCELLED by a user. */
export const DEPLOYMENT_STATUSES = ['RUNNING', 'HALTED', 'DONE', 'CANCELLED'] as const;
export type DeploymentStatus = (typeof DEPLOYMENT_STATUSES)[number];

/**
 * One device of a deployment: WAITING for its stage and its canton's share, TRANSFERRING the image,
 * CHECKING its health after the transfer, then DONE (transferred and healthy) or FAILED.
 */
export const DEPLOYMENT_DEVICE_STATES = ['WAITING', 'TRANSFERRING', 'CHECKING', 'DONE', 'FAILED'] as const;
export type DeploymentDeviceState = (typeof DEPLOYMENT_DEVICE_STATES)[number];

/** An activation (or a rollback) waits for its time, runs, and ends DONE or REFUSED (freeze window). */
export const ACTIVATION_STATUSES = ['SCHEDULED', 'RUNNING', 'DONE', 'REFUSED'] as const;
export type ActivationStatus = (typeof ACTIVATION_STATUSES)[number];
export const ACTIVATION_KINDS = ['ACTIVATE', 'ROLLBACK'] as const;
export type ActivationKind = (typeof ACTIVATION_KINDS)[number];

export const ACTIVATION_DEVICE_STATES = ['WAITING', 'SENT', 'ACTIVATED', 'FAILED'] as const;
export type ActivationDeviceState = (typeof ACTIVATION_DEVICE_STATES)[number];

/** Why a device failed: its transfer, its health check after it, or it never answered. */
export const UPDATE_FAILURES = ['TRANSFER', 'HEALTH_CHECK', 'NO_ANSWER'] as const;
export type UpdateFailure = (typeof UPDATE_FAILURES)[number];

/** A release as the list answers it (without the image). */
export interface Release {
  id: number;
  deviceKind: ReleaseDeviceKind;
  version: string;
  notes: string;
  sha256: string;
  sizeBytes: number;
  status: ReleaseStatus;
  uploadedBy: string;
  uploadedAt: string;
  withdrawnBy: string | null;
  withdrawnAt: string | null;
}

const VersionSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z][0-9A-Za-z._-]{0,31}$/);

/** The upload's description, sent as query parameters beside the streamed image. */
export const ReleaseUploadSchema = z.object({
  deviceKind: z.string().trim().min(1).max(16),
  version: VersionSchema,
  sha256: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/)
    .transform((s) => s.toLowerCase()),
  notes: z.string().trim().max(2000).default(''),
});
export type ReleaseUpload = z.infer<typeof ReleaseUploadSchema>;

export function isReleaseDeviceKind(kind: string): kind is ReleaseDeviceKind {
  return (RELEASE_DEVICE_KINDS as readonly string[]).includes(kind);
}

/** Which devices a deployment reaches: every filter that is given must hold (empty lists: no filter). */
export const DeviceSelectionSchema = z.object({
  stateCodes: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .max(26)
    .default([]),
  groupIds: z.array(RowIdSchema).max(100).default([]),
  modelIds: z.array(RowIdSchema).max(100).default([]),
  currentVersions: z.array(VersionSchema).max(50).default([]),
});
export type DeviceSelection = z.infer<typeof DeviceSelectionSchema>;

/** A new deployment: the release, the devices, the canary's size, the rings, and the safety limits. */
export const DeploymentCreateSchema = z.object({
  releaseId: RowIdSchema,
  selection: DeviceSelectionSchema,
  canarySize: z.number().int().min(1).max(100).default(5),
  rings: z.number().int().min(1).max(10).default(3),
  /** A stage whose failed share of devices is above this halts the rollout. */
  failureThresholdPercent: z.number().int().min(0).max(100).default(10),
  /** At most this share of one canton's devices of the kind transfer at once. */
  maxSharePercent: z.number().int().min(1).max(100).default(10),
});
export type DeploymentCreate = z.infer<typeof DeploymentCreateSchema>;

/** A new activation: the release's transferred version on its cantons' devices, at a time. */
export const ActivationCreateSchema = z.object({
  releaseId: RowIdSchema,
  stateCodes: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .max(26)
    .default([]),
  scheduledAt: z.iso.datetime({ offset: true }),
});
export type ActivationCreate = z.infer<typeof ActivationCreateSchema>;

/** Counts of one stage (or the whole deployment) by device state. */
export type StageCounts = Record<DeploymentDeviceState, number>;

export interface DeploymentStage {
  stage: number;
  counts: StageCounts;
  total: number;
}

export interface Deployment {
  id: number;
  releaseId: number;
  deviceKind: ReleaseDeviceKind;
  version: string;
  status: DeploymentStatus;
  selection: DeviceSelection;
  failureThresholdPercent: number;
  maxSharePercent: number;
  currentStage: number;
  /** Why the rollout halted: a problem key with its figures. */
  haltReason: { key: string; params: Record<string, string | number> } | null;
  createdBy: string;
  createdAt: string;
  finishedAt: string | null;
  stages: DeploymentStage[];
  total: StageCounts;
}

export interface Activation {
  id: number;
  kind: ActivationKind;
  releaseId: number;
  deviceKind: ReleaseDeviceKind;
  version: string;
  stateCodes: string[];
  scheduledAt: string;
  status: ActivationStatus;
  refusedReason: { key: string; params: Record<string, string | number> } | null;
  rollbackOf: number | null;
  createdBy: string;
  counts: Record<ActivationDeviceState, number>;
}

/** One FGP or KGP on the device-states page. */
export interface DeviceVersionRow {
  deviceId: string;
  kind: 'FGP' | 'KGP';
  stateCode: string;
  runningVersion: string | null;
  transferredVersion: string | null;
  lastReportAt: string | null;
}

/**
 * How many devices a deployment or an activation would reach now: what its confirmation tells before it
 * starts. Deployments only: `busy`, devices of the selection left out because a running deployment holds
 * them; `holding`, those left out because an earlier deployment transferred this release to them already
 * (they wait for its activation, not for a second transfer).
 */
export const UpdateReachSchema = z.object({
  devices: z.number().int().min(0),
  busy: z.number().int().min(0).optional(),
  holding: z.number().int().min(0).optional(),
});
export type UpdateReach = z.infer<typeof UpdateReachSchema>;

/** A siren group a deployment may be limited to: GET {SCC}/updates/sirengroups (the user's territory only). */
export interface DeploymentGroupChoice {
  id: number;
  name: string;
  stateCode: string;
}

/** A canton's spread of versions: how many devices run each one. */
export interface VersionDrift {
  stateCode: string;
  devices: number;
  versions: { version: string; devices: number }[];
}

/** Live topic `updates`: a release, deployment or activation changed (the open pages read it again). */
export interface UpdatesNotice {
  what: 'release' | 'deployment' | 'activation';
  id: number;
}

export const UPDATE_PROBLEMS = {
  checksumMismatch: 'updates.errors.checksumMismatch',
  tooLarge: 'updates.errors.tooLarge',
  emptyImage: 'updates.errors.emptyImage',
  unknownDeviceKind: 'updates.errors.unknownDeviceKind',
  versionExists: 'updates.errors.versionExists',
  unknownRelease: 'updates.errors.unknownRelease',
  releaseWithdrawn: 'updates.errors.releaseWithdrawn',
  noDevices: 'updates.errors.noDevices',
  alreadyDeploying: 'updates.errors.alreadyDeploying',
  alreadyTransferred: 'updates.errors.alreadyTransferred',
  notTransferred: 'updates.errors.notTransferred',
  freezeSirenTest: 'updates.errors.freezeSirenTest',
  freezeAlarm: 'updates.errors.freezeAlarm',
  unknownDeployment: 'updates.errors.unknownDeployment',
  notRunning: 'updates.errors.notRunning',
  unknownActivation: 'updates.errors.unknownActivation',
  nothingToRollBack: 'updates.errors.nothingToRollBack',
  outsideTerritory: 'updates.errors.outsideTerritory',
} as const;

/** Why a rollout halted by itself: too many failures in its canary, or in one of its rings. */
export const HALT_REASONS = { canary: 'updates.halt.canary', ring: 'updates.halt.ring' } as const;

/**
 * Splits the devices into stages: a canary of `canarySize` devices first (spread over the cantons, one of
 * each in turn), then `rings` rings of rising size (1 : 2 : 4 …). Deterministic for the same input order.
 */
export function planStages<T extends { stateCode: string }>(
  devices: readonly T[],
  canarySize: number,
  rings: number,
): T[][] {
  const byCanton = new Map<string, T[]>();
  for (const device of devices)
    byCanton.set(device.stateCode, [...(byCanton.get(device.stateCode) ?? []), device]);
  const interleaved: T[] = [];
  const queues = [...byCanton.values()];
  for (let i = 0; interleaved.length < devices.length; i++)
    for (const queue of queues) if (queue[i]) interleaved.push(queue[i]!);
  const canary = interleaved.slice(0, canarySize);
  const rest = interleaved.slice(canary.length);
  const weights = Array.from({ length: rings }, (_, i) => 2 ** i);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const stages: T[][] = [canary];
  let start = 0;
  weights.forEach((weight, i) => {
    const end = i === rings - 1 ? rest.length : start + Math.round((rest.length * weight) / weightSum);
    stages.push(rest.slice(start, end));
    start = end;
  });
  return stages.filter((stage) => stage.length > 0);
}

/** How many of a canton's `devices` may transfer or activate at once under `sharePercent` (at least one). */
export function cantonCap(devices: number, sharePercent: number): number {
  return Math.max(1, Math.floor((devices * sharePercent) / 100));
}

/** The failed share of a stage in percent, rounded down to one decimal. */
export function failurePercent(counts: StageCounts, total: number): number {
  return total === 0 ? 0 : Math.floor((counts.FAILED * 1000) / total) / 10;
}

/** A stage halts the rollout when its failed share is above the threshold. */
export function stageHalts(counts: StageCounts, total: number, thresholdPercent: number): boolean {
  return failurePercent(counts, total) > thresholdPercent;
}

/** How long before and after a siren test's window no activation may run. */
export const FREEZE_MARGIN_MS = 60 * 60_000;
