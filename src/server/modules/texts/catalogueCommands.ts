import { and, eq } from 'drizzle-orm';
import type { CatalogueEntryWrite, CatalogueKind } from '../../../domain/textCatalogue.ts';
import { type AuditActor, writeAudit } from '../../audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { catalogueEntries, pictograms } from '../../db/schema/index.ts';
import { ProblemError } from '../../http/problem.ts';
import { inTransaction } from '../resources/commands.ts';
import { TEXTS_KEYS } from './keys.ts';
import { findEntry } from './queries.ts';
import { assertUnused } from './usage.ts';

const PICTOGRAM_KIND: Partial<Record<CatalogueKind, 'behavior' | 'eventtype'>> = {
  behavior: 'behavior',
  eventtype: 'eventtype',
};

/**
 * The links an entry may carry must exist: an event type's category, a pictogram of the entry's kind; an
 * event type and only an event type names its CAP category.
 */
export async function assertLinks(tx: Tx, kind: CatalogueKind, write: CatalogueEntryWrite) {
  if ((kind === 'eventtype') !== (write.capCategory !== null))
    throw new ProblemError(400, TEXTS_KEYS.capCategory, {
      errors: [{ path: 'capCategory', messageKey: TEXTS_KEYS.capCategory }],
    });
  if (write.category !== null) {
    const [category] = await tx
      .select({ id: catalogueEntries.id })
      .from(catalogueEntries)
      .where(and(eq(catalogueEntries.kind, 'eventcategory'), eq(catalogueEntries.code, write.category)));
    if (kind !== 'eventtype' || !category)
      throw new ProblemError(400, TEXTS_KEYS.unknownCategory, { params: { code: write.category } });
  }
  if (write.pictogram !== null) {
    const pictogramKind = PICTOGRAM_KIND[kind];
    const [pictogram] = pictogramKind
      ? await tx
          .select({ id: pictograms.id })
          .from(pictograms)
          .where(and(eq(pictograms.kind, pictogramKind), eq(pictograms.code, write.pictogram)))
      : [];
    if (!pictogram)
      throw new ProblemError(400, TEXTS_KEYS.unknownPictogram, { params: { code: write.pictogram } });
  }
}

type EntryRow = typeof catalogueEntries.$inferSelect;

/** Writes an entry whose links were checked: a new one, or `before` changed; audited like every save. */
export async function storeEntry(
  tx: Tx,
  actor: AuditActor,
  kind: CatalogueKind,
  before: EntryRow | null,
  write: CatalogueEntryWrite,
) {
  const [after] = before
    ? await tx.update(catalogueEntries).set(write).where(eq(catalogueEntries.id, before.id)).returning()
    : await tx
        .insert(catalogueEntries)
        .values({ kind, ...write })
        .returning();
  if (!after) throw new ProblemError(404, TEXTS_KEYS.notFound);
  await writeAudit(tx, actor, {
    action: `catalogue.${kind}.save`,
    entity: 'catalogue_entry',
    entityId: after.id,
    before,
    after,
  });
  return after;
}

export async function saveEntry(
  db: Db,
  actor: AuditActor,
  kind: CatalogueKind,
  id: number | null,
  write: CatalogueEntryWrite,
) {
  return inTransaction(db, async (tx) => {
    await assertLinks(tx, kind, write);
    const before = id === null ? null : await findEntry(tx, kind, id);
    if (id !== null && !before) throw new ProblemError(404, TEXTS_KEYS.notFound);
    // A code other entries, templates or events point at keeps its code: they would lose it.
    if (before && before.code !== write.code) await assertUnused(tx, { what: 'entry', ...before });
    return storeEntry(tx, actor, kind, before ?? null, write);
  });
}

export async function deleteEntry(db: Db, actor: AuditActor, kind: CatalogueKind, id: number) {
  await db.transaction(async (tx) => {
    const before = await findEntry(tx, kind, id);
    if (!before) throw new ProblemError(404, TEXTS_KEYS.notFound);
    await assertUnused(tx, { what: 'entry', ...before });
    await tx.delete(catalogueEntries).where(eq(catalogueEntries.id, id));
    await writeAudit(tx, actor, {
      action: `catalogue.${kind}.delete`,
      entity: 'catalogue_entry',
      entityId: id,
      before,
    });
  });
}
