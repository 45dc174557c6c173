import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationUsers, loginBackoff } from '../../db/schema/index.ts';

export interface LockoutPolicy {
  /** Failures in a row from one address before that address waits. */
  maxFailures: number;
  /** The first wait of an address; it doubles with each further failure. */
  lockMinutes: number;
}

/** Failures of an account from all addresses together before every unknown address waits. */
export const ACCOUNT_FAILURES_FACTOR = 10;
const ADDRESS_WAIT_CAP_SECONDS = 24 * 60 * 60;
const ACCOUNT_FIRST_WAIT_SECONDS = 30;
/** An address the account logged in from this recently is spared the account-wide wait. */
const KNOWN_ADDRESS_DAYS = 30;

export interface BackoffState {
  /** This address must wait for this account (its own failures, or the account's and it is unknown). */
  waiting: boolean;
}

/** Whether an attempt on `username` from `address` must wait, read before the password is checked. */
export async function backoffOf(
  db: Db,
  username: string,
  address: string,
  accountLockedUntil: Date | null,
): Promise<BackoffState> {
  const [pair] = await db
    .select({
      blocked: sql<boolean>`coalesce(${loginBackoff.blockedUntil} > now(), false)`,
      known: sql<boolean>`coalesce(${loginBackoff.lastSuccessAt} > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}), false)`,
    })
    .from(loginBackoff)
    .where(and(eq(loginBackoff.username, username), eq(loginBackoff.address, address)));
  const accountWaits = accountLockedUntil !== null && accountLockedUntil.getTime() > Date.now();
  return { waiting: Boolean(pair?.blocked) || (accountWaits && !pair?.known) };
}

export interface FailureOutcome {
  failures: number;
  /** Set when this failure started (or lengthened) a wait: for this address or for the whole account. */
  waitStarted: { scope: 'address' | 'account'; until: Date } | null;
}

/**
 * Counts a failure of `username` from `address`: after `maxFailures` in a row the address waits
 * `lockMinutes`, doubling with each further failure (at most a day). Atomic, so servers side by side
 * count together.
 */
export async function recordAddressFailure(
  db: Db,
  policy: LockoutPolicy,
  username: string,
  address: string,
): Promise<FailureOutcome> {
  const failures = sql`${loginBackoff.failures} + 1`;
  const wait = sql`least(${ADDRESS_WAIT_CAP_SECONDS}, ${policy.lockMinutes * 60} * power(2, ${failures} - ${policy.maxFailures}))`;
  const [row] = await db
    .insert(loginBackoff)
    .values({
      username,
      address,
      failures: 1,
      blockedUntil:
        policy.maxFailures <= 1 ? sql`now() + make_interval(mins => ${policy.lockMinutes})` : null,
    })
    .onConflictDoUpdate({
      target: [loginBackoff.username, loginBackoff.address],
      set: {
        failures,
        blockedUntil: sql`case when ${failures} >= ${policy.maxFailures} then now() + make_interval(secs => ${wait}) end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ failures: loginBackoff.failures, blockedUntil: loginBackoff.blockedUntil });
  return {
    failures: row!.failures,
    waitStarted: row!.blockedUntil ? { scope: 'address', until: row!.blockedUntil } : null,
  };
}

/**
 * Counts a failure against the account from any address: past `ACCOUNT_FAILURES_FACTOR × maxFailures`
 * every address it never logged in from waits 30 s, doubling up to `lockMinutes`, so a distributed
 * guess slows down while the operator at a known desk still logs in.
 */
export async function recordAccountFailure(
  db: Db,
  policy: LockoutPolicy,
  userId: number,
): Promise<FailureOutcome> {
  const threshold = policy.maxFailures * ACCOUNT_FAILURES_FACTOR;
  const failures = sql`${applicationUsers.failedLogins} + 1`;
  const wait = sql`least(${policy.lockMinutes * 60}, ${ACCOUNT_FIRST_WAIT_SECONDS} * power(2, ${failures} - ${threshold}))`;
  const [row] = await db
    .update(applicationUsers)
    .set({
      failedLogins: failures,
      lockedUntil: sql`case when ${failures} >= ${threshold} then now() + make_interval(secs => ${wait}) end`,
    })
    .where(eq(applicationUsers.id, userId))
    .returning({ failures: applicationUsers.failedLogins, until: applicationUsers.lockedUntil });
  return {
    failures: row?.failures ?? 0,
    waitStarted: row?.until ? { scope: 'account', until: row.until } : null,
  };
}

/** A successful login clears the address and the account count and makes the address a known one. */
export async function recordSuccess(db: Db, userId: number, username: string, address: string) {
  await db
    .insert(loginBackoff)
    .values({ username, address, failures: 0, lastSuccessAt: sql`now()` })
    .onConflictDoUpdate({
      target: [loginBackoff.username, loginBackoff.address],
      set: { failures: 0, blockedUntil: null, lastSuccessAt: sql`now()`, updatedAt: sql`now()` },
    });
  await db
    .update(applicationUsers)
    .set({ failedLogins: 0, lockedUntil: null })
    .where(eq(applicationUsers.id, userId));
}

/**
 * An administrator's unlock or new password ends every wait of the account, its addresses' included;
 * which addresses are known stays.
 */
export async function forgetWaits(db: Db, username: string) {
  await db
    .update(loginBackoff)
    .set({ failures: 0, blockedUntil: null, updatedAt: sql`now()` })
    .where(eq(loginBackoff.username, username));
}

/** Forgets addresses that neither wait nor logged in lately, so the table does not grow without bound. */
export async function purgeBackoff(db: Db): Promise<void> {
  await db
    .delete(loginBackoff)
    .where(
      and(
        lt(loginBackoff.updatedAt, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`),
        or(sql`${loginBackoff.blockedUntil} is null`, lt(loginBackoff.blockedUntil, sql`now()`)),
      ),
    );
}
