import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasAll, permissionsOfProfiles } from '../../domain/permissions.ts';
import { CH_ALL, type ConsoleClaims, STATE_CH, stateCodeOf } from '../../domain/session.ts';
import type { Actor } from '../fastify-types.ts';
import { PLATFORM_KEYS, ProblemError } from '../http/problem.ts';
import { SessionUnverifiable } from './login/sessionCheck.ts';

/**
 * Verifies a bearer access token and returns its console claims; throws on any invalid token, and
 * `SessionUnverifiable` when the session store could not be read.
 */
export type TokenVerifier = (token: string) => Promise<ConsoleClaims>;

export function actorFromClaims(claims: ConsoleClaims): Actor {
  return {
    claims,
    permissions: permissionsOfProfiles(claims.user_profiles),
    stateCode: stateCodeOf(claims.organisation),
    national: claims.organisation_characteristic === CH_ALL,
    seesAllCantons: claims.organisation_characteristic === CH_ALL || claims.managed_territory === STATE_CH,
  };
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * Enforces each route's declared access before anything else runs: routes under /api without a
 * declaration are refused outright, so a forgotten declaration can never open a route.
 */
export function registerGuard(app: FastifyInstance, verify: TokenVerifier) {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    const url = request.routeOptions.url ?? '';
    if (!access) {
      if (url.startsWith('/api/'))
        throw new ProblemError(403, PLATFORM_KEYS.forbidden, { detail: 'Route declares no access rule.' });
      return;
    }
    if ('public' in access) return;
    const token = bearerToken(request);
    if (!token)
      throw new ProblemError(401, PLATFORM_KEYS.unauthenticated, { detail: 'A bearer token is required.' });
    let claims: ConsoleClaims;
    try {
      claims = await verify(token);
    } catch (error) {
      // An unreadable session store is an outage, not a bad token.
      if (error instanceof SessionUnverifiable) throw error.cause;
      throw new ProblemError(401, PLATFORM_KEYS.unauthenticated, {
        detail: 'The access token is not valid.',
      });
    }
    request.actor = actorFromClaims(claims);
    if (!hasAll(request.actor.permissions, access.permissions)) {
      throw new ProblemError(403, PLATFORM_KEYS.forbidden, {
        params: { required: access.permissions.join(', ') },
      });
    }
  });
}

/** The actor of a guarded route (the guard has already refused requests without one). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new ProblemError(401, PLATFORM_KEYS.unauthenticated);
  return request.actor;
}
