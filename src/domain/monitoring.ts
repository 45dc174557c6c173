/** Where a pending error comes from: the central system (polyalert) or a network device (FGP, KGP, KSP). */
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
