import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditEntity } from '../domain/audit.ts';
import type { Tx } from './db/client.ts';
import { auditLog } from './db/schema/index.ts';

/** Who performed a write, for the audit log. */
export interface AuditActor {
  userName: string;
  organisation: string | null;
  requestId: string | null;
}

/** What was done to what: only the codes of src/domain/audit.ts, each labelled on the audit log page. */
export interface AuditEntry {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

export function auditActorOf(request: FastifyRequest): AuditActor {
  return {
    userName: request.actor?.claims.user_name ?? 'anonymous',
    organisation: request.actor?.claims.organisation ?? null,
    requestId: request.id,
  };
}

/** Writes one audit row inside the caller's transaction, so the write and its record commit together. */
export async function writeAudit(tx: Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    userName: actor.userName,
    organisation: actor.organisation,
    requestId: actor.requestId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
