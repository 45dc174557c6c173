import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serverSecrets } from '../../db/schema/index.ts';

const SECRET_NAME = 'wakeup-link';

async function storedSecret(db: Db): Promise<Buffer | undefined> {
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  return row && Buffer.from(row.value, 'base64url');
}

/** The key of the acknowledgement links, created by the first link and shared by every console server. */
async function linkSecret(db: Db): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const secret = await storedSecret(db);
  if (!secret) throw new Error('the wake-up link secret is missing');
  return secret;
}

const signatureOf = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** A token naming one addressee until `expiresAt`, signed with the server secret (HMAC-SHA256). */
export async function signAckToken(db: Db, addresseeId: number, expiresAt: Date): Promise<string> {
  const payload = `${addresseeId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${signatureOf(await linkSecret(db), payload)}`;
}

export type TokenCheck = { ok: true; addresseeId: number } | { ok: false; reason: 'forged' | 'expired' };

/** Checks a token's signature and expiry; whether it was used already is the addressee row's to say. */
export async function verifyAckToken(db: Db, token: string, now: Date): Promise<TokenCheck> {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'forged' };
  const [, id, expires, signature] = match as unknown as [string, string, string, string];
  // Checking never creates the secret: without one, no link was ever signed.
  const secret = await storedSecret(db);
  if (!secret) return { ok: false, reason: 'forged' };
  const expected = Buffer.from(signatureOf(secret, `${id}.${expires}`));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { ok: false, reason: 'forged' };
  if (Number(expires) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, addresseeId: Number(id) };
}
