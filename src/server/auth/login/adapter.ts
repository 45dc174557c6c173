import { and, eq, lt, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { oidcStore } from '../../db/schema/index.ts';

/**
 * Keeps the login server's sessions, interactions, grants, codes and refresh tokens in our database, so
 * that a restart or a second console server keeps everyone logged in (ADR 0004).
 */
export function databaseAdapter(db: Db) {
  return class DatabaseAdapter implements Adapter {
    private readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    private where(id: string) {
      return and(eq(oidcStore.model, this.model), eq(oidcStore.id, id));
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcStore)
        .values({ model: this.model, id, ...row })
        .onConflictDoUpdate({ target: [oidcStore.model, oidcStore.id], set: row });
    }

    private async findWhere(condition: ReturnType<typeof and>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({
          payload: oidcStore.payload,
          consumedAt: oidcStore.consumedAt,
          expiresAt: oidcStore.expiresAt,
        })
        .from(oidcStore)
        .where(condition)
        .limit(1);
      if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findWhere(this.where(id));
    }

    findByUid(uid: string) {
      return this.findWhere(and(eq(oidcStore.model, this.model), eq(oidcStore.uid, uid)));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(and(eq(oidcStore.model, this.model), eq(oidcStore.userCode, userCode)));
    }

    async consume(id: string): Promise<void> {
      await db.update(oidcStore).set({ consumedAt: sql`now()` }).where(this.where(id));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcStore).where(this.where(id));
    }

    /** Tokens and codes of a grant go with it (logout, a reused refresh token). */
    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcStore).where(eq(oidcStore.grantId, grantId));
    }
  };
}

/** Removes expired rows; run now and then so the store does not grow without bound. */
export async function purgeExpired(db: Db): Promise<number> {
  const removed = await db
    .delete(oidcStore)
    .where(lt(oidcStore.expiresAt, new Date()))
    .returning({ id: oidcStore.id });
  return removed.length;
}
