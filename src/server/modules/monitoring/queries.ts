import { and, count, eq, isNull, or } from 'drizzle-orm';
import type { MonitoringDashboard } from '../../../domain/monitoring.ts';
import type { Db } from '../../db/client.ts';
import { pendingErrors } from '../../db/schema/index.ts';
import type { DashboardViewer } from '../dashboard/queries.ts';

/**
 * Pending errors and warnings per component kind. Central (polyalert) components serve every canton, so
 * everyone counts them; network devices count for their canton's users and for national users.
 */
export async function monitoringDashboard(
  db: Db,
  viewer: Pick<DashboardViewer, 'seesAllCantons' | 'territory'>,
): Promise<MonitoringDashboard> {
  const scope = viewer.seesAllCantons
    ? undefined
    : or(eq(pendingErrors.componentKind, 'POLYALERT'), eq(pendingErrors.stateCode, viewer.territory));
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
