import { eq } from 'drizzle-orm';
import type { SocialAccount, SocialAccountView } from '../../../domain/socialMedia.ts';
import { type AuditActor, writeAudit } from '../../audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { socialAccount } from '../../db/schema/index.ts';

/** An installation that never set its account: switched off, Twitter's own limit. */
const UNSET: SocialAccountView = {
  enabled: false,
  accountName: '',
  characterLimit: 280,
  changedBy: null,
  changedAt: null,
};

export async function readAccount(db: Db | Tx): Promise<SocialAccountView> {
  const [row] = await db.select().from(socialAccount).where(eq(socialAccount.id, 1));
  if (!row) return UNSET;
  return {
    enabled: row.enabled,
    accountName: row.accountName,
    characterLimit: row.characterLimit,
    changedBy: row.changedBy,
    changedAt: row.changedAt.toISOString(),
  };
}

/** Stores the account settings with their audit row. */
export async function saveAccount(
  db: Db,
  actor: AuditActor,
  account: SocialAccount,
): Promise<SocialAccountView> {
  return db.transaction(async (tx) => {
    const before = await readAccount(tx);
    const values = { ...account, accountName: account.accountName.replace(/^@?/, '@') };
    const changed = { ...values, changedBy: actor.userName, changedAt: new Date() };
    await tx
      .insert(socialAccount)
      .values({ id: 1, ...changed })
      .onConflictDoUpdate({ target: socialAccount.id, set: changed });
    const after = await readAccount(tx);
    await writeAudit(tx, actor, {
      action: 'socialmedia.account',
      entity: 'social_account',
      entityId: 1,
      before,
      after,
    });
    return after;
  });
}
