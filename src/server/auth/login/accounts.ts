import { eq, sql } from 'drizzle-orm';
import type { ProfileName } from '../../../domain/permissions.ts';
import { type ConsoleClaims, isLanguage } from '../../../domain/session.ts';
import { type AuditActor, writeAudit } from '../../audit.ts';
import type { Db } from '../../db/client.ts';
import { applicationUsers, organisations } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import {
  backoffOf,
  type LockoutPolicy,
  recordAccountFailure,
  recordAddressFailure,
  recordSuccess,
} from './backoff.ts';

export type { LockoutPolicy } from './backoff.ts';

/** Who is trying, for the audit log: the login server writes before anyone is authenticated. */
export interface Attempt {
  username: string;
  requestId: string;
  remoteAddress: string;
}

// Compared against when the user does not exist, so an unknown name costs as much time as a wrong password.
// Made at the first unknown name, not at start-up.
let unknownUserHash: Promise<string> | null = null;

async function findUser(db: Db, username: string) {
  const [user] = await db
    .select()
    .from(applicationUsers)
    .where(eq(applicationUsers.username, username))
    .limit(1);
  return user;
}

function loginActor(attempt: Attempt, organisation: string | null): AuditActor {
  return { userName: attempt.username.slice(0, 100), organisation, requestId: attempt.requestId };
}

/**
 * Checks a username and password. Unknown, waiting and wrong all answer false alike (the page shows one
 * message); each failure is audited and backs off this address for this name, and the account as a
 * whole after many more (README "Login"; `backoff.ts`).
 */
export async function checkCredentials(
  db: Db,
  policy: LockoutPolicy,
  attempt: Attempt,
  password: string,
): Promise<boolean> {
  const { username, remoteAddress } = attempt;
  const user = await findUser(db, username);
  const { waiting } = await backoffOf(db, username, remoteAddress, user?.lockedUntil ?? null);
  if (!user) {
    unknownUserHash ??= hashPassword('unknown-user-timing-equaliser');
    if (!waiting) await verifyPassword(password, await unknownUserHash);
    await db.transaction(async (tx) => {
      if (!waiting) await recordAddressFailure(tx, policy, username, remoteAddress);
      await writeAudit(tx, loginActor(attempt, null), {
        action: 'LOGIN_FAILED',
        entity: 'application_user',
        after: { reason: 'UNKNOWN_USER', remoteAddress },
      });
    });
    return false;
  }
  const refused = user.locked || waiting;
  const valid = !refused && (await verifyPassword(password, user.passwordHash));
  await db.transaction(async (tx) => {
    const [organisation] = await tx
      .select({ code: organisations.code })
      .from(organisations)
      .where(eq(organisations.id, user.organisationId));
    const actor = loginActor(attempt, organisation?.code ?? null);
    if (valid) {
      await recordSuccess(tx, user.id, username, remoteAddress);
      await writeAudit(tx, actor, {
        action: 'LOGIN',
        entity: 'application_user',
        entityId: user.id,
        after: { remoteAddress },
      });
      return;
    }
    // Attempts while waiting are refused unread and do not lengthen the wait.
    const address = refused ? null : await recordAddressFailure(tx, policy, username, remoteAddress);
    const account = refused ? null : await recordAccountFailure(tx, policy, user.id);
    const wait = address?.waitStarted ?? account?.waitStarted ?? null;
    await writeAudit(tx, actor, {
      action: wait ? 'ACCOUNT_LOCKED' : 'LOGIN_FAILED',
      entity: 'application_user',
      entityId: user.id,
      after: {
        reason: refused ? 'LOCKED' : 'WRONG_PASSWORD',
        failures: address?.failures ?? 0,
        accountFailures: account?.failures ?? user.failedLogins,
        ...(wait ? { lockScope: wait.scope, lockedUntil: wait.until.toISOString() } : {}),
        remoteAddress,
      },
    });
  });
  return valid;
}

export type PasswordChangeOutcome =
  | 'changed'
  | 'rejected'
  | 'groupLogin'
  | 'tooShort'
  | 'sameAsOld'
  | 'containsUsername';

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;

function weakness(username: string, current: string, next: string): PasswordChangeOutcome | null {
  if (next.length < MIN_PASSWORD_LENGTH || next.length > MAX_PASSWORD_LENGTH) return 'tooShort';
  if (next === current) return 'sameAsOld';
  if (next.toLowerCase().includes(username.toLowerCase())) return 'containsUsername';
  return null;
}

/** Changes a password after checking the current one; group logins share a password and cannot change it here. */
export async function changePassword(
  db: Db,
  policy: LockoutPolicy,
  attempt: Attempt,
  current: string,
  next: string,
): Promise<PasswordChangeOutcome> {
  if (!(await checkCredentials(db, policy, attempt, current))) return 'rejected';
  const user = await findUser(db, attempt.username);
  if (!user) return 'rejected';
  if (user.groupLogin) return 'groupLogin';
  const weak = weakness(user.username, current, next);
  if (weak) return weak;
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx
      .update(applicationUsers)
      .set({ passwordHash, passwordChangedAt: sql`now()` })
      .where(eq(applicationUsers.id, user.id));
    await writeAudit(tx, loginActor(attempt, null), {
      action: 'PASSWORD_CHANGED',
      entity: 'application_user',
      entityId: user.id,
    });
  });
  return 'changed';
}

/** The claims of SPEC.md §3 for a user, read fresh at every token so profile changes apply at the next renewal. */
export async function claimsOf(db: Db, username: string): Promise<ConsoleClaims | null> {
  const [row] = await db
    .select({
      user: applicationUsers,
      organisation: organisations.code,
      characteristic: organisations.characteristic,
    })
    .from(applicationUsers)
    .innerJoin(organisations, eq(organisations.id, applicationUsers.organisationId))
    .where(eq(applicationUsers.username, username))
    .limit(1);
  if (!row || row.user.locked) return null;
  const { user } = row;
  return {
    user_name: user.username,
    organisation: row.organisation,
    user_profiles: user.profiles as ProfileName[],
    managed_territory: user.managedTerritory,
    wakeup_addressee_name: user.wakeupAddresseeName,
    operation_mode: user.operationMode,
    group_login: user.groupLogin,
    organisation_characteristic: row.characteristic,
    lang: isLanguage(user.lang) ? user.lang : 'de',
  };
}
