import { and, count, eq, isNull } from 'drizzle-orm';
import type { MonitoringDashboard } from '../../../domain/monitoring.ts';
import type { Db } from '../../db/client.ts';
import { pendingErrors } from '../../db/schema/index.ts';
import type { DashboardViewer } from '../dashboard/queries.ts';

/**
 * Open errors and warnings per component kind. Cantonal users count those of their canton, as their
 * grids show them; national users count all, the central components' included.
 */
export async function monitoringDashboard(
  db: Db,
  viewer: Pick<DashboardViewer, 'seesAllCantons' | 'territory'>,
): Promise<MonitoringDashboard> {
  const scope = viewer.seesAllCantons ? undefined : eq(pendingErrors.stateCode, viewer.territory);
  const rows = await db
    .select({ kind: pendingErrors.componentKind, severity: pendingErrors.severity, n: count() })
    .from(pendingErrors)
    .where(and(isNull(pendingErrors.resolvedAt), scope))
    .groupBy(pendingErrors.componentKind, pendingErrors.severity);
  const countOf = (kind: string, severity: string) =>
    rows.find((r) => r.kind === kind && r.severity === severity)?.n ?? 0;
  return {
    polyalert: { errors: countOf('POLYALERT', 'ERROR'), warnings: countOf('POLYALERT', 'WARNING') },
    network: { errors: countOf('NETWORK', 'ERROR'), warnings: countOf('NETWORK', 'WARNING') },
  };
}
