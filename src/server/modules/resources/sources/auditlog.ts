import { sql } from 'drizzle-orm';
import { auditLog } from '../../../db/schema/index.ts';
import { asRows, type ResourceSource } from './source.ts';

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
        })
        .from(auditLog)
        .as('r'),
    ),
};
