import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../auth/guard.ts';
import type { Scope } from './queries.ts';

/** Users who see all cantons see every row; others the rows of their managed territory. */
export function scopeOf(request: FastifyRequest): Scope {
  const actor = actorOf(request);
  return { national: actor.seesAllCantons, territory: actor.claims.managed_territory };
}
