import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oidcStore } from '../../db/schema/index.ts';

/** How long a session's answer is reused: a logout reaches every server's API within this time. */
export const SESSION_CHECK_MS = 5_000;
// Beyond this many remembered answers the outdated ones are swept at the next lookup.
const SWEEP_ABOVE = 5_000;

/** Thrown when the session store could not be read: the request fails as an outage, not as a 401. */
export class SessionUnverifiable extends Error {}

export interface SessionCheck {
  /** Whether the login session (grant) behind an access token still exists; one read per few seconds. */
  isAlive(sessionId: string): Promise<boolean>;
  /** Drops the remembered answer at once (this server saw the logout). */
  forget(sessionId: string): void;
}

/** Checks grants in the login server's store (`oidc_store`), which logout and token theft delete. */
export function createSessionCheck(db: Db, reuseMs = SESSION_CHECK_MS): SessionCheck {
  const answers = new Map<string, { alive: Promise<boolean>; until: number }>();

  async function lookUp(sessionId: string): Promise<boolean> {
    const rows = await db
      .select({ id: oidcStore.id })
      .from(oidcStore)
      .where(
        and(
          eq(oidcStore.model, 'Grant'),
          eq(oidcStore.id, sessionId),
          or(isNull(oidcStore.expiresAt), gt(oidcStore.expiresAt, sql`now()`)),
        ),
      )
      .limit(1)
      .catch((error: unknown) => {
        throw new SessionUnverifiable('the login session store did not answer', { cause: error });
      });
    return rows.length > 0;
  }

  function sweep(now: number) {
    for (const [id, answer] of answers) if (answer.until <= now) answers.delete(id);
  }

  return {
    isAlive(sessionId) {
      const now = Date.now();
      const known = answers.get(sessionId);
      if (known && known.until > now) return known.alive;
      if (answers.size > SWEEP_ABOVE) sweep(now);
      const answer = { alive: lookUp(sessionId), until: now + reuseMs };
      answers.set(sessionId, answer);
      // A failed read is not remembered: the next request asks the database again.
      answer.alive.catch(() => answers.get(sessionId) === answer && answers.delete(sessionId));
      return answer.alive;
    },
    forget(sessionId) {
      answers.delete(sessionId);
    },
  };
}
