import { createLocalJWKSet, createRemoteJWKSet, type JWK, type JWTPayload, jwtVerify } from 'jose';
import { z } from 'zod';
import { API_AUDIENCE } from '../../../domain/login.ts';
import { PROFILE_NAMES, type ProfileName } from '../../../domain/permissions.ts';
import {
  type ConsoleClaims,
  DEFAULT_LANGUAGE,
  isLanguage,
  OPERATION_MODES,
} from '../../../domain/session.ts';
import type { TokenVerifier } from '../guard.ts';
import type { SessionCheck } from './sessionCheck.ts';

const ClaimsSchema = z.object({
  user_name: z.string().min(1),
  organisation: z.string().min(2),
  user_profiles: z.array(z.string()),
  managed_territory: z.string().min(2),
  wakeup_addressee_name: z.string().default(''),
  operation_mode: z.enum(OPERATION_MODES).default('LIVE'),
  group_login: z.boolean().default(false),
  organisation_characteristic: z.string().nullable().default(null),
  lang: z.string().default(DEFAULT_LANGUAGE),
});

/** The console claims of a verified token; profiles the console does not know grant nothing. */
export function consoleClaimsOf(payload: JWTPayload): ConsoleClaims {
  const claims = ClaimsSchema.parse(payload);
  return {
    ...claims,
    user_profiles: claims.user_profiles.filter((p): p is ProfileName =>
      (PROFILE_NAMES as readonly string[]).includes(p),
    ),
    lang: isLanguage(claims.lang) ? claims.lang : DEFAULT_LANGUAGE,
  };
}

function publicPart({ d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...rest }: JWK): JWK {
  return rest;
}

/** The claim naming the login session (grant) an access token of the built-in login server belongs to. */
export const SESSION_CLAIM = 'grant_id';

/** The login session an access token belongs to; null for tokens of an external provider. */
export function sessionIdOf(payload: JWTPayload): string | null {
  const id = payload[SESSION_CLAIM];
  return typeof id === 'string' && id ? id : null;
}

/** A token whose signature and claims were verified once: valid, as it is, until it expires. */
interface VerifiedToken {
  claims: ConsoleClaims;
  sessionId: string | null;
  expiresAtMs: number;
}

// Beyond this many remembered tokens the expired ones are swept; if all are current, all are forgotten.
const REMEMBERED_TOKENS = 10_000;

/**
 * Verifies each distinct token once (its signature and claims cannot change) and remembers the result
 * until the token expires: a console sends the same token with every request, and checking the RSA
 * signature each time was most of an answer's cost. Tokens without an expiry are verified every time.
 */
function verifiedOnce(verify: (token: string) => Promise<JWTPayload>) {
  const verified = new Map<string, VerifiedToken>();
  return async (token: string): Promise<VerifiedToken> => {
    const now = Date.now();
    const known = verified.get(token);
    if (known && known.expiresAtMs > now) return known;
    const payload = await verify(token);
    const result = {
      claims: consoleClaimsOf(payload),
      sessionId: sessionIdOf(payload),
      expiresAtMs: (payload.exp ?? 0) * 1000,
    };
    if (result.expiresAtMs <= now) return result;
    if (verified.size >= REMEMBERED_TOKENS) {
      for (const [key, entry] of verified) if (entry.expiresAtMs <= now) verified.delete(key);
      if (verified.size >= REMEMBERED_TOKENS) verified.clear();
    }
    verified.set(token, result);
    return result;
  };
}

/**
 * Verifies tokens of the built-in login server with its own keys, in process (no HTTP round trip), and
 * refuses them once their login session has ended (logout, a stolen refresh token reused): the session
 * is checked on every request, the signature once per token.
 */
export function builtInVerifier(issuer: string, signingKeys: JWK[], sessions: SessionCheck): TokenVerifier {
  const keys = createLocalJWKSet({ keys: signingKeys.map(publicPart) });
  const verified = verifiedOnce(async (token) => {
    const { payload } = await jwtVerify(token, keys, {
      issuer,
      audience: API_AUDIENCE,
      algorithms: ['RS256'],
    });
    return payload;
  });
  return async (token) => {
    const { claims, sessionId } = await verified(token);
    if (!sessionId || !(await sessions.isAlive(sessionId))) throw new Error('the login session has ended');
    return claims;
  };
}

/**
 * Verifies tokens of an external OpenID provider (OIDC_ISSUER), with its published keys. Its sessions
 * are not ours to see: a token stays valid until it expires (ADR 0009).
 */
export function externalVerifier(issuer: string): TokenVerifier {
  let keys: ReturnType<typeof createRemoteJWKSet> | null = null;
  async function keySet() {
    if (keys) return keys;
    const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`OpenID discovery of ${issuer} answered ${response.status}`);
    const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri: string };
    keys = createRemoteJWKSet(new URL(jwksUri));
    return keys;
  }
  const verified = verifiedOnce(
    async (token) => (await jwtVerify(token, await keySet(), { issuer })).payload,
  );
  return async (token) => (await verified(token)).claims;
}
