import { and, eq } from 'drizzle-orm';
import { type ContactKind, contactValueValid, type PublicContactWrite } from '../../../domain/templates.ts';
import { type AuditActor, writeAudit } from '../../audit.ts';
import type { Db } from '../../db/client.ts';
import { publicContacts } from '../../db/schema/index.ts';
import { ProblemError } from '../../http/problem.ts';
import { TEXTS_KEYS } from './keys.ts';

const ofKind = (kind: ContactKind, id: number) =>
  and(eq(publicContacts.kind, kind), eq(publicContacts.id, id));

export async function saveContact(
  db: Db,
  actor: AuditActor,
  kind: ContactKind,
  id: number | null,
  write: PublicContactWrite,
) {
  if (!contactValueValid(kind, write.value))
    throw new ProblemError(400, TEXTS_KEYS.contactValue, { params: { kind } });
  return db.transaction(async (tx) => {
    const [before] = id === null ? [null] : await tx.select().from(publicContacts).where(ofKind(kind, id));
    if (id !== null && !before) throw new ProblemError(404, TEXTS_KEYS.notFound);
    const [after] =
      id === null
        ? await tx
            .insert(publicContacts)
            .values({ kind, ...write })
            .returning()
        : await tx.update(publicContacts).set(write).where(ofKind(kind, id)).returning();
    if (!after) throw new ProblemError(404, TEXTS_KEYS.notFound);
    await writeAudit(tx, actor, {
      action: `contact.${kind}.save`,
      entity: 'public_contact',
      entityId: after.id,
      before,
      after,
    });
    return after;
  });
}

export async function deleteContact(db: Db, actor: AuditActor, kind: ContactKind, id: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(publicContacts).where(ofKind(kind, id)).returning();
    if (!before) throw new ProblemError(404, TEXTS_KEYS.notFound);
    await writeAudit(tx, actor, {
      action: `contact.${kind}.delete`,
      entity: 'public_contact',
      entityId: id,
      before,
    });
  });
}
