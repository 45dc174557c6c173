import type { WakeupDetail } from '../../../domain/wakeupApi.ts';
import { allowedWakeupActions, type WakeupActor } from '../../../domain/wakeupWorkflow.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Actor } from '../../fastify-types.ts';
import {
  addresseesAndHistory,
  findVisibleWakeup,
  listItemOf,
  type WakeupRow,
  workflowWakeupOf,
} from './queries.ts';

export function wakeupActorOf(actor: Actor): WakeupActor {
  return {
    permissions: actor.permissions,
    organisation: actor.claims.organisation,
    stateCode: actor.stateCode,
    national: actor.national,
    operationMode: actor.claims.operation_mode,
  };
}

async function detailOfRow(db: Db | Tx, row: WakeupRow, actor: Actor, now: Date): Promise<WakeupDetail> {
  return {
    ...listItemOf(row, actor),
    message: row.message,
    eventId: row.eventId,
    sentBy: row.sentBy,
    acknowledgedBy: row.acknowledgedBy,
    escalations: row.escalations,
    ...(await addresseesAndHistory(db, row.id)),
    actions: allowedWakeupActions(workflowWakeupOf(row), wakeupActorOf(actor), now),
  };
}

/** The detail of a wake-up the actor may see, with the actions they may take now; 404 otherwise. */
export async function wakeupDetail(db: Db | Tx, actor: Actor, id: number, now = new Date()) {
  return detailOfRow(db, await findVisibleWakeup(db, actor, id), actor, now);
}
