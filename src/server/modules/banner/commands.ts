import { eq } from 'drizzle-orm';
import type { AuditAction } from '../../../domain/audit.ts';
import {
  type BannerLogAction,
  type BannerTexts,
  bannerProblems,
  emptyPerLanguage,
} from '../../../domain/banner.ts';
import { type AuditActor, writeAudit } from '../../audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bannerLogs, banners } from '../../db/schema/index.ts';
import { ProblemError } from '../../http/problem.ts';
import { BANNER_ID, bannerRead } from './queries.ts';
import type { BannerRead } from './schemas.ts';

type BannerRow = typeof banners.$inferSelect;

/** Message keys of the banner's own problems (the web translates them). */
export const BANNER_KEYS = {
  invalid: 'banner.errors.invalid',
  nationalOnly: 'banner.errors.nationalOnly',
  notActive: 'banner.errors.notActive',
  versionNotFound: 'banner.errors.versionNotFound',
} as const;

const JOURNAL_KEYS: Record<BannerLogAction, string> = {
  SAVE: 'banner.journal.messages.saved',
  PUBLICATION: 'banner.journal.messages.published',
  REVOKE: 'banner.journal.messages.revoked',
};

/** Refuses texts that break a rule of SPEC.md §5, naming every field, before anything is written. */
export function assertValidTexts(texts: BannerTexts) {
  const errors = bannerProblems(texts);
  if (errors.length > 0) throw new ProblemError(400, BANNER_KEYS.invalid, { errors });
}

const textsOf = (t: BannerTexts): BannerTexts => ({
  title: t.title,
  subtitle: t.subtitle,
  url: t.url,
  primaryLanguage: t.primaryLanguage,
});

// Serialises every change of the banner: the row is created once, then locked for the transaction.
async function lockBanner(tx: Tx): Promise<BannerRow> {
  await tx
    .insert(banners)
    .values({
      id: BANNER_ID,
      title: emptyPerLanguage(),
      subtitle: emptyPerLanguage(),
      url: emptyPerLanguage(),
      primaryLanguage: 'de',
    })
    .onConflictDoNothing();
  const [row] = await tx.select().from(banners).where(eq(banners.id, BANNER_ID)).for('update');
  if (!row) throw new Error('banner row missing after insert');
  return row;
}

async function record(
  tx: Tx,
  actor: AuditActor,
  action: BannerLogAction,
  before: BannerRow,
  after: BannerRow,
  auditAction: AuditAction,
) {
  await tx.insert(bannerLogs).values({
    bannerId: after.id,
    source: actor.userName,
    action,
    message: { resourceKey: JOURNAL_KEYS[action], parameters: { user: actor.userName } },
    ...textsOf(after),
  });
  await writeAudit(tx, actor, { action: auditAction, entity: 'banner', entityId: after.id, before, after });
}

async function change(
  db: Db,
  actor: AuditActor,
  action: BannerLogAction,
  auditAction: AuditAction,
  next: (current: BannerRow, now: Date) => Partial<BannerRow>,
): Promise<BannerRead> {
  const saved = await db.transaction(async (tx) => {
    const before = await lockBanner(tx);
    const now = new Date();
    const [after] = await tx
      .update(banners)
      .set({ ...next(before, now), lastChangeTime: now, lastChangedBy: actor.userName })
      .where(eq(banners.id, BANNER_ID))
      .returning();
    if (!after) throw new Error('banner row vanished');
    await record(tx, actor, action, before, after, auditAction);
    return after;
  });
  return bannerRead(saved);
}

/** Saves the texts; an active banner stays published as it was and counts as edited until published. */
export function saveBanner(db: Db, actor: AuditActor, texts: BannerTexts) {
  assertValidTexts(texts);
  return change(db, actor, 'SAVE', 'banner.save', (current) => ({
    ...textsOf(texts),
    action: 'EDIT',
    edited: current.state === 'ACTIVE',
  }));
}

/** Saves and publishes the texts: NOT_ACTIVE becomes ACTIVE (NEW), an active banner is updated (UPDATE). */
export function publishBanner(db: Db, actor: AuditActor, texts: BannerTexts) {
  assertValidTexts(texts);
  return change(db, actor, 'PUBLICATION', 'banner.publish', (current, now) => ({
    ...textsOf(texts),
    state: 'ACTIVE',
    action: 'EDIT',
    edited: false,
    published: textsOf(texts),
    publicationType: current.state === 'ACTIVE' ? 'UPDATE' : 'NEW',
    publicationTime: now,
    lastPublicationTime: now,
  }));
}

/** Withdraws the active banner from the public; only an active banner can be revoked (409 otherwise). */
export function revokeBanner(db: Db, actor: AuditActor) {
  return change(db, actor, 'REVOKE', 'banner.revoke', (current, now) => {
    if (current.state !== 'ACTIVE') throw new ProblemError(409, BANNER_KEYS.notActive);
    return {
      state: 'NOT_ACTIVE',
      action: 'REVOKE',
      edited: false,
      published: null,
      publicationType: 'REVOKE',
      publicationTime: now,
    };
  });
}
