import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type AcknowledgeError, FAULT_GRIDS, MONITORING_PROBLEMS } from '../../../domain/monitoring.ts';
import type { Permission } from '../../../domain/permissions.ts';
import { resourceByKey } from '../../../domain/resources/index.ts';
import { type AuditActor, writeAudit } from '../../audit.ts';
import { pendingErrors } from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';
import { PLATFORM_KEYS, ProblemError } from '../../http/problem.ts';
import type { FaultChanges } from './faults.ts';
import { protocol } from './faults.ts';

/** The errors an actor may see: national users all, others those of their canton. */
export function errorScope(actor: Actor): SQL | undefined {
  return actor.seesAllCantons
    ? undefined
    : sql`${pendingErrors.stateCode} = ${actor.claims.managed_territory}`;
}

/**
 * An operator acknowledges an open error with a comment (locked, audited, protocolled). An error of
 * another canton does not exist for them; a cleared one can no longer be acknowledged.
 */
export async function acknowledgeError(
  app: FastifyInstance,
  operator: { actor: Actor; audit: AuditActor },
  id: number,
  body: AcknowledgeError,
): Promise<FaultChanges> {
  return app.database.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(pendingErrors)
      .where(and(eq(pendingErrors.id, id), errorScope(operator.actor)))
      .for('update');
    if (!before) throw new ProblemError(404, PLATFORM_KEYS.notFound);
    if (before.resolvedAt) throw new ProblemError(409, MONITORING_PROBLEMS.alreadyCleared);
    const [after] = await tx
      .update(pendingErrors)
      .set({
        acknowledgedAt: new Date(),
        acknowledgedBy: operator.audit.userName,
        acknowledgeComment: body.comment,
      })
      .where(eq(pendingErrors.id, id))
      .returning();
    await protocol(tx, after!, {
      action: 'ACKNOWLEDGED',
      userName: operator.audit.userName,
      comment: body.comment,
    });
    await writeAudit(tx, operator.audit, {
      action: 'acknowledged',
      entity: 'pending_error',
      entityId: id,
      before: { acknowledgedBy: before.acknowledgedBy, acknowledgeComment: before.acknowledgeComment },
      after: { acknowledgedBy: after!.acknowledgedBy, acknowledgeComment: after!.acknowledgeComment },
    });
    return {
      kinds: new Set([after!.componentKind]),
      states: new Set(after!.stateCode ? [after!.stateCode] : []),
    };
  });
}

/** After commit: the monitoring box, the channel tooltip and the error grids of the cantons concerned. */
export function publishFaultChanges(app: FastifyInstance, changes: FaultChanges): void {
  if (changes.kinds.size === 0) return;
  const states = [...changes.states];
  app.live.publish('monitoring/errors', { kinds: [...changes.kinds] }, { states });
  const grids = new Set([...changes.kinds].flatMap((kind) => FAULT_GRIDS[kind]));
  for (const key of grids) {
    const permission: Permission = resourceByKey(key)?.viewPermission ?? 'MONTORING_PENDINGERROR_VIEW';
    app.live.notifyResource(key, permission, { resource: key, action: 'updated', ids: [] }, { states });
  }
}
