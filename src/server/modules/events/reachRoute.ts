import type { ReachPreview, ReachRequest } from '../../../domain/eventApi.ts';
import type { Channel, ChannelState } from '../../../domain/systemStatus.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../fastify-types.ts';
import { ProblemError } from '../../http/problem.ts';
import { EVENT_KEYS } from './problems.ts';
import { findTemplate, findVisibleEvent } from './queries.ts';
import { reachOf } from './reach.ts';

/**
 * The reach preview for the editor and the approval: the event's owner and template when it exists,
 * otherwise the asking user's canton and the chosen template; names in the asking user's language.
 */
export async function reachPreview(
  db: Db,
  actor: Actor,
  request: ReachRequest,
  channelStates: Record<Channel, ChannelState>,
): Promise<ReachPreview> {
  const event =
    request.eventId === undefined ? undefined : await findVisibleEvent(db, actor, request.eventId);
  const templateId = event ? event.templateId : (request.templateId ?? null);
  const template = templateId === null ? undefined : await findTemplate(db, templateId);
  if (templateId !== null && !template) throw new ProblemError(400, EVENT_KEYS.unknownTemplate);
  return reachOf(
    db,
    request.content,
    {
      eventId: event?.id ?? null,
      operationMode: event?.operationMode ?? actor.claims.operation_mode,
      owningState: event?.owningState ?? actor.stateCode,
      usualSquareKilometres: template?.usualSquareKilometres ?? null,
      language: actor.claims.lang,
    },
    channelStates,
  );
}
