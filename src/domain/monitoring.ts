import { z } from 'zod';

/**
 * Where an error comes from: a component of the polyalert system (central services, sirens with their
 * FGP, KGP, KSP) or the network carrying commands to them (bearers, links).
 */
export const COMPONENT_KINDS = ['POLYALERT', 'NETWORK'] as const;
export type ComponentKind = (typeof COMPONENT_KINDS)[number];

export const ERROR_SEVERITIES = ['ERROR', 'WARNING'] as const;
export type ErrorSeverity = (typeof ERROR_SEVERITIES)[number];

export interface ErrorCounts {
  errors: number;
  warnings: number;
}

/** Answer of GET {SCC}/admin/monitoring/dashboard (SPEC.md §3 "Monitoring dashboard counters"). */
export interface MonitoringDashboard {
  polyalert: ErrorCounts;
  network: ErrorCounts;
}

interface FaultClass {
  kind: ComponentKind;
  severity: ErrorSeverity;
}

/**
 * What a device's fault code means for monitoring: which grid it belongs to and whether it is an error
 * or a warning. The message of a known code is `monitoring.faultCodes.<code>`.
 */
export const FAULT_CLASSES: Readonly<Record<string, FaultClass>> = {
  AMPLIFIER: { kind: 'POLYALERT', severity: 'ERROR' },
  HORN_DRIVER: { kind: 'POLYALERT', severity: 'ERROR' },
  CONTROLLER: { kind: 'POLYALERT', severity: 'ERROR' },
  POWER_FAILURE: { kind: 'POLYALERT', severity: 'ERROR' },
  BATTERY_LOW: { kind: 'POLYALERT', severity: 'WARNING' },
  RADIO_MODULE: { kind: 'NETWORK', severity: 'ERROR' },
  POLYCOM_LINK_DOWN: { kind: 'NETWORK', severity: 'ERROR' },
  KSP_LINK_DOWN: { kind: 'NETWORK', severity: 'ERROR' },
  BEARER_FAILOVER: { kind: 'NETWORK', severity: 'WARNING' },
  // Left by the siren test for a siren that failed or did not report (domain/sirenTest.ts).
  SIREN_TEST_FAILED: { kind: 'POLYALERT', severity: 'ERROR' },
  SIREN_TEST_NO_REPORT: { kind: 'POLYALERT', severity: 'ERROR' },
  // A firmware transfer of update management failed: the device still runs its old version.
  TRANSFER_FAILED: { kind: 'POLYALERT', severity: 'WARNING' },
  // Central components (no device reports them; the console's own services).
  REPLICATION_LAG: { kind: 'POLYALERT', severity: 'WARNING' },
  CERTIFICATE_EXPIRY: { kind: 'POLYALERT', severity: 'WARNING' },
};

/** Every classified fault code: the values of the grids' message column. */
export const KNOWN_FAULT_CODES = Object.keys(FAULT_CLASSES);

/** A code nobody classified yet is a component error: better seen once too often than missed. */
export function faultClassOf(code: string): FaultClass {
  return FAULT_CLASSES[code] ?? { kind: 'POLYALERT', severity: 'ERROR' };
}

/** What an error protocol row records: a fault raised (again), acknowledged by an operator, or cleared. */
export const ERROR_PROTOCOL_ACTIONS = ['RAISED', 'ACKNOWLEDGED', 'CLEARED'] as const;
export type ErrorProtocolAction = (typeof ERROR_PROTOCOL_ACTIONS)[number];

/** What the installation protocol records of a device. */
export const INSTALLATION_ACTIONS = ['COMMISSIONED', 'REPLACED', 'FIRMWARE_CHANGED'] as const;
export type InstallationAction = (typeof INSTALLATION_ACTIONS)[number];

/** Body of POST {SCC}/monitoring/errors/{id}/acknowledge: the operator says what is being done. */
export const AcknowledgeErrorSchema = z.object({
  comment: z.string().trim().min(1).max(500),
});
export type AcknowledgeError = z.infer<typeof AcknowledgeErrorSchema>;

/** Payload of the live topic `monitoring/errors`: open errors changed (the box and grids refetch). */
export interface MonitoringErrorsNotice {
  kinds: ComponentKind[];
}

/** Message keys of the monitoring API's problems. */
export const MONITORING_PROBLEMS = {
  alreadyCleared: 'faults.errors.alreadyCleared',
} as const;

// Siren surveillance counts a siren's open error as its fault (server: devices/surveillance.ts).
const SURVEILLANCE_GRIDS = ['sirenssurveillance', 'sirengroupssurveillance'] as const;

/** The grids showing open errors and their protocol: each refreshes when a fault changes. */
export const FAULT_GRIDS = {
  POLYALERT: ['curerrorpoa', 'errorprotocolpoa', 'curerrorsirengroups', ...SURVEILLANCE_GRIDS],
  NETWORK: ['curerrornetwork', 'errorprotocolnetwork', 'curerrorsirengroups', ...SURVEILLANCE_GRIDS],
} as const satisfies Record<ComponentKind, readonly string[]>;
