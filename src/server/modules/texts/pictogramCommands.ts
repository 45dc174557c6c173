import { eq } from 'drizzle-orm';
import { imageProblems } from '../../../domain/pictogramImages.ts';
import type { PictogramKind, PictogramWrite } from '../../../domain/textCatalogue.ts';
import { type AuditActor, writeAudit } from '../../audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { pictograms } from '../../db/schema/index.ts';
import { ProblemError } from '../../http/problem.ts';
import { inTransaction } from '../resources/commands.ts';
import { readSettings } from '../settings/queries.ts';
import { imageKey, TEXTS_KEYS } from './keys.ts';
import { findPictogram, pictogramRead } from './queries.ts';
import { assertUnused } from './usage.ts';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The image's bytes once its type, size and content pass; else a 4xx naming why (nothing stored). */
export async function checkedImage(db: Db | Tx, image: PictogramWrite['image']): Promise<Buffer> {
  const base64 = image.base64.replace(/\s/g, '');
  if (!BASE64.test(base64)) throw new ProblemError(400, TEXTS_KEYS.badBase64);
  const bytes = Buffer.from(base64, 'base64');
  const { imageUploadMaxKb } = await readSettings(db);
  const [problem] = imageProblems(image.mediaType, bytes, imageUploadMaxKb * 1024);
  if (problem === 'wrongType')
    throw new ProblemError(415, imageKey(problem), { params: { type: image.mediaType } });
  if (problem === 'tooLarge')
    throw new ProblemError(413, imageKey(problem), {
      params: { limitKb: imageUploadMaxKb, sizeKb: Math.ceil(bytes.length / 1024) },
    });
  if (problem) throw new ProblemError(422, imageKey(problem));
  return bytes;
}

type PictogramRow = typeof pictograms.$inferSelect;

/** Writes a pictogram whose image was checked: a new one, or `before` changed; audited like every save. */
export async function storePictogram(
  tx: Tx,
  actor: AuditActor,
  kind: PictogramKind,
  before: PictogramRow | null,
  write: PictogramWrite,
  image: Buffer,
) {
  const values = {
    kind,
    code: write.code,
    label: write.label,
    mediaType: write.image.mediaType as 'image/png' | 'image/svg+xml',
    image,
    bytes: image.length,
  };
  const [after] = before
    ? await tx.update(pictograms).set(values).where(eq(pictograms.id, before.id)).returning()
    : await tx.insert(pictograms).values(values).returning();
  if (!after) throw new ProblemError(404, TEXTS_KEYS.notFound);
  const audit = (row: PictogramRow | null) => (row ? pictogramRead(row) : null);
  await writeAudit(tx, actor, {
    action: `pictogram.${kind}.save`,
    entity: 'pictogram',
    entityId: after.id,
    before: audit(before),
    after: audit(after),
  });
  return pictogramRead(after);
}

export async function savePictogram(
  db: Db,
  actor: AuditActor,
  kind: PictogramKind,
  id: number | null,
  write: PictogramWrite,
) {
  const image = await checkedImage(db, write.image);
  return inTransaction(db, async (tx) => {
    const before = id === null ? null : await findPictogram(tx, id);
    if (id !== null && before?.kind !== kind) throw new ProblemError(404, TEXTS_KEYS.notFound);
    if (before && before.code !== write.code)
      await assertUnused(tx, { what: 'pictogram', kind, code: before.code });
    return storePictogram(tx, actor, kind, before ?? null, write, image);
  });
}

export async function deletePictogram(db: Db, actor: AuditActor, kind: PictogramKind, id: number) {
  await db.transaction(async (tx) => {
    const before = await findPictogram(tx, id);
    if (before?.kind !== kind) throw new ProblemError(404, TEXTS_KEYS.notFound);
    await assertUnused(tx, { what: 'pictogram', kind, code: before.code });
    await tx.delete(pictograms).where(eq(pictograms.id, id));
    await writeAudit(tx, actor, {
      action: `pictogram.${kind}.delete`,
      entity: 'pictogram',
      entityId: id,
      before: pictogramRead(before),
    });
  });
}
