import { sql } from 'drizzle-orm';
import { auditLog } from '../../../db/schema/index.ts';
import { asRows, type ResourceSource } from './source.ts';

/**
 * Every searched column in one text, as the trigram index of migration 0008_audit_search holds it: quick
 * search over a million rows reads the index, not the rows. Literals stay in the SQL text (not bound
 * parameters) so that the planner sees the indexed expression.
 */
const AUDIT_SEARCH_TEXT = sql<string>`coalesce(${auditLog.userName}, '') || ' ' || coalesce(${auditLog.organisation}, '') || ' ' || coalesce(${auditLog.action}, '') || ' ' || coalesce(${auditLog.entity}, '') || ' ' || coalesce(${auditLog.entityId}, '') || ' ' || coalesce((${auditLog.before})::text, '') || ' ' || coalesce((${auditLog.after})::text, '') || ' ' || coalesce(${auditLog.requestId}, '')`;

/** The audit log, read-only: no `values`, and the registry entry has no write action. */
export const auditLogSource: ResourceSource = {
  table: auditLog,
  id: auditLog.id,
  rows: (db) =>
    asRows(
      db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          userName: auditLog.userName,
          organisation: auditLog.organisation,
          stateCode: sql<string | null>`substr(${auditLog.organisation}, 1, 2)`.as('stateCode'),
          action: auditLog.action,
          entity: auditLog.entity,
          entityId: auditLog.entityId,
          before: auditLog.before,
          after: auditLog.after,
          requestId: auditLog.requestId,
          searchText: AUDIT_SEARCH_TEXT.as('searchText'),
        })
        .from(auditLog)
        .as('r'),
    ),
  searchText: true,
};
