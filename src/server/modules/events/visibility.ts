import { and, arrayContains, eq, or, type SQL } from 'drizzle-orm';
import { hasAll, type Permission } from '../../../domain/permissions.ts';
import type { Db, Tx } from '../../db/client.ts';
import { events, organisations } from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';

/** What every read of events needs: the read routes' access, and a link to an event from elsewhere. */
export const EVENT_READ_PERMISSIONS: Permission[] = ['EVENT_VIEW'];

/**
 * Which events an actor may see: those of their operation mode that their canton owns or that reach it
 * (national users: all of their mode). Everything else answers 404, as if it did not exist.
 */
export function visibleTo(actor: Actor): SQL | undefined {
  const mode = eq(events.operationMode, actor.claims.operation_mode);
  if (actor.seesAllCantons) return mode;
  return and(
    mode,
    or(eq(organisations.stateCode, actor.stateCode), arrayContains(events.affectedStates, [actor.stateCode])),
  );
}

/**
 * Whether the actor may open the event's page, by the rule its detail route answers with (the read
 * permission, then `visibleTo`): a link from elsewhere (a siren alarm's) leads to the event only then.
 */
export async function mayOpenEvent(db: Db | Tx, actor: Actor, eventId: number): Promise<boolean> {
  if (!hasAll(actor.permissions, EVENT_READ_PERMISSIONS)) return false;
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .innerJoin(organisations, eq(organisations.id, events.owningOrganisationId))
    .where(and(eq(events.id, eventId), visibleTo(actor)));
  return row !== undefined;
}
