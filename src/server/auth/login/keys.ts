import { randomBytes } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/client.ts';
import { oidcKeys } from '../../db/schema/index.ts';

/** Fixed ids: when two servers start at once, the first insert wins and both read back the same keys. */
const SIGNING_KID = 'console-signing-1';
const COOKIE_KID = 'console-cookie-1';

export interface LoginKeys {
  /** Private signing keys (JWK) for the login server; the first signs. */
  signing: JWK[];
  /** Secrets that sign the login server's cookies. */
  cookie: string[];
}

/**
 * Loads the login server's keys from the database, creating them on first start. Keeping them there
 * means a token signed by one console server is accepted by another and survives restarts.
 */
export async function loadLoginKeys(db: Db): Promise<LoginKeys> {
  let rows = await db.select().from(oidcKeys).orderBy(asc(oidcKeys.createdAt));
  if (!rows.some((r) => r.kid === SIGNING_KID) || !rows.some((r) => r.kid === COOKIE_KID)) {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const signing = { ...(await exportJWK(privateKey)), kid: SIGNING_KID, alg: 'RS256', use: 'sig' };
    const cookie = { kty: 'oct', kid: COOKIE_KID, k: randomBytes(32).toString('base64url') };
    await db
      .insert(oidcKeys)
      .values([
        { kid: SIGNING_KID, jwk: signing },
        { kid: COOKIE_KID, jwk: cookie },
      ])
      .onConflictDoNothing();
    rows = await db.select().from(oidcKeys).orderBy(asc(oidcKeys.createdAt));
  }
  const jwks = rows.map((r) => r.jwk as JWK);
  return {
    signing: jwks.filter((k) => k.kty !== 'oct'),
    cookie: jwks.filter((k) => k.kty === 'oct').map((k) => k.k as string),
  };
}
