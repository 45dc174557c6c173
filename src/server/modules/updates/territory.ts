import { UPDATE_PROBLEMS } from '../../../domain/updates.ts';
import type { Actor } from '../../fastify-types.ts';
import { ProblemError } from '../../http/problem.ts';

/**
 * The cantons a write may reach: a national user any (none given: all), a cantonal user only their own
 * (none given: their own); another canton is refused with 403.
 */
export function cantonsFor(actor: Actor, stateCodes: readonly string[]): string[] {
  if (actor.seesAllCantons) return [...stateCodes];
  if (stateCodes.some((code) => code !== actor.stateCode))
    throw new ProblemError(403, UPDATE_PROBLEMS.outsideTerritory);
  return [actor.stateCode];
}

/** A cantonal user acts only on what reaches their canton alone (an empty list means every canton): else 403. */
export function assertOwnCantons(actor: Actor, stateCodes: readonly string[]): void {
  if (actor.seesAllCantons) return;
  if (stateCodes.length === 0 || stateCodes.some((code) => code !== actor.stateCode))
    throw new ProblemError(403, UPDATE_PROBLEMS.outsideTerritory);
}
