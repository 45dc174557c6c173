import { and, asc, eq } from 'drizzle-orm';
import type { ContactKind, PublicContact } from '../../../domain/templates.ts';
import type {
  CatalogueEntry,
  CatalogueExport,
  CatalogueKind,
  PictogramKind,
  PictogramRead,
} from '../../../domain/textCatalogue.ts';
import type { CatalogueEventType } from '../../cap/eventCap.ts';
import type { Db, Tx } from '../../db/client.ts';
import { catalogueEntries, pictograms, publicContacts } from '../../db/schema/index.ts';

export const PICTOGRAM_BASE = '/api/ecc/pictograms';

type PictogramRow = typeof pictograms.$inferSelect;

export function pictogramRead(row: PictogramRow): PictogramRead {
  return {
    id: row.id,
    kind: row.kind,
    code: row.code,
    label: row.label,
    mediaType: row.mediaType,
    bytes: row.bytes,
    url: `${PICTOGRAM_BASE}/${row.id}/image?v=${row.bytes}`,
  };
}

export async function listEntries(db: Db | Tx, kind: CatalogueKind): Promise<CatalogueEntry[]> {
  return db
    .select()
    .from(catalogueEntries)
    .where(eq(catalogueEntries.kind, kind))
    .orderBy(asc(catalogueEntries.code));
}

export async function findEntry(db: Db | Tx, kind: CatalogueKind, id: number) {
  const [row] = await db
    .select()
    .from(catalogueEntries)
    .where(and(eq(catalogueEntries.kind, kind), eq(catalogueEntries.id, id)));
  return row;
}

export async function listPictograms(db: Db | Tx, kind: PictogramKind): Promise<PictogramRead[]> {
  const rows = await db
    .select()
    .from(pictograms)
    .where(eq(pictograms.kind, kind))
    .orderBy(asc(pictograms.code));
  return rows.map(pictogramRead);
}

export async function findPictogram(db: Db | Tx, id: number) {
  const [row] = await db.select().from(pictograms).where(eq(pictograms.id, id));
  return row;
}

export async function listContacts(db: Db | Tx, kind: ContactKind): Promise<PublicContact[]> {
  return db
    .select()
    .from(publicContacts)
    .where(eq(publicContacts.kind, kind))
    .orderBy(asc(publicContacts.id));
}

/** The whole catalogue for the public app: every entry and every pictogram with its image. */
export async function catalogueExport(db: Db | Tx): Promise<CatalogueExport> {
  const entries = await db
    .select()
    .from(catalogueEntries)
    .orderBy(asc(catalogueEntries.kind), asc(catalogueEntries.code));
  const images = await db.select().from(pictograms).orderBy(asc(pictograms.kind), asc(pictograms.code));
  return {
    format: 'operator-console/text-catalogue',
    version: 1,
    entries: entries.map(({ kind, code, texts, category, capCategory, pictogram }) => ({
      kind,
      code,
      texts,
      category,
      capCategory,
      pictogram,
    })),
    pictograms: images.map(({ kind, code, label, mediaType, image }) => ({
      kind,
      code,
      label,
      image: { mediaType, base64: image.toString('base64') },
    })),
  };
}

/** An event type of the catalogue with its name and CAP category; undefined when the catalogue lacks it. */
export async function catalogueEventType(db: Db | Tx, code: string): Promise<CatalogueEventType | undefined> {
  const [row] = await db
    .select({ texts: catalogueEntries.texts, capCategory: catalogueEntries.capCategory })
    .from(catalogueEntries)
    .where(and(eq(catalogueEntries.kind, 'eventtype'), eq(catalogueEntries.code, code)));
  return row;
}
