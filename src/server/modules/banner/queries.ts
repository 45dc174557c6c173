import { asc, count, desc, eq } from 'drizzle-orm';
import { emptyPerLanguage, namespacedState } from '../../../domain/banner.ts';
import type { Db } from '../../db/client.ts';
import { bannerLogs, banners } from '../../db/schema/index.ts';
import type { BannerLogRead, BannerRead, PublicationRead } from './schemas.ts';

/** The one national banner's row id. */
export const BANNER_ID = 1;

type BannerRow = typeof banners.$inferSelect;
type BannerLogRow = typeof bannerLogs.$inferSelect;

const iso = (time: Date | null) => (time ? time.toISOString() : null);

/** A banner as the API answers it; no row yet reads as a new, empty banner in German. */
export function bannerRead(row: BannerRow | undefined): BannerRead {
  return {
    id: row?.id ?? null,
    title: row?.title ?? emptyPerLanguage(),
    subtitle: row?.subtitle ?? emptyPerLanguage(),
    url: row?.url ?? emptyPerLanguage(),
    primaryLanguage: row?.primaryLanguage ?? 'de',
    bannerState: namespacedState(row?.state ?? 'NOT_ACTIVE'),
    bannerAction: row?.action ?? null,
    edited: row?.edited ?? false,
    lastPublicationTime: iso(row?.lastPublicationTime ?? null),
    lastChangeTime: iso(row?.lastChangeTime ?? null),
    lastChangedBy: row?.lastChangedBy ?? null,
    publicationType: row?.publicationType ?? null,
    publicationTime: iso(row?.publicationTime ?? null),
  };
}

export function publicationRead(row: BannerRow | undefined): PublicationRead {
  return {
    publicationType: row?.publicationType ?? null,
    publicationTime: iso(row?.publicationTime ?? null),
    banner: row?.state === 'ACTIVE' ? (row.published ?? null) : null,
  };
}

export function bannerLogRead(row: BannerLogRow): BannerLogRead {
  return { ...row, timestamp: row.timestamp.toISOString() };
}

export async function findBanner(db: Db): Promise<BannerRow | undefined> {
  const [row] = await db.select().from(banners).where(eq(banners.id, BANNER_ID));
  return row;
}

export async function findBannerLog(db: Db, id: number): Promise<BannerLogRow | undefined> {
  const [row] = await db.select().from(bannerLogs).where(eq(bannerLogs.id, id));
  return row;
}

export async function listBannerLogs(
  db: Db,
  { page, size, direction }: { page: number; size: number; direction: 'asc' | 'desc' },
) {
  const order = direction === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(bannerLogs)
    .orderBy(order(bannerLogs.timestamp), order(bannerLogs.id))
    .limit(size)
    .offset(page * size);
  const [total] = await db.select({ n: count() }).from(bannerLogs);
  return { items: rows, total: total?.n ?? 0 };
}
