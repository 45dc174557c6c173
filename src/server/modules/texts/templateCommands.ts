import { eq } from 'drizzle-orm';
import type { TemplateWrite } from '../../../domain/templates.ts';
import { type AuditActor, writeAudit } from '../../audit.ts';
import type { Db } from '../../db/client.ts';
import { events, eventTemplates } from '../../db/schema/index.ts';
import { ProblemError } from '../../http/problem.ts';
import { assertCataloguedType } from '../events/problems.ts';
import { findTemplate } from '../events/queries.ts';
import { TEXTS_KEYS } from './keys.ts';

/**
 * Creates or changes a template. Events made from it keep the content they copied at their start, so a
 * change never reaches them.
 */
export async function saveTemplate(db: Db, actor: AuditActor, id: number | null, write: TemplateWrite) {
  return db.transaction(async (tx) => {
    const before = id === null ? null : await findTemplate(tx, id);
    if (id !== null && !before) throw new ProblemError(404, TEXTS_KEYS.notFound);
    await assertCataloguedType(tx, write.eventType, 'eventType');
    const values = {
      ...write,
      content: { ...write.content, messageType: write.messageType, eventType: write.eventType },
    };
    const [after] =
      id === null
        ? await tx.insert(eventTemplates).values(values).returning()
        : await tx.update(eventTemplates).set(values).where(eq(eventTemplates.id, id)).returning();
    if (!after) throw new ProblemError(404, TEXTS_KEYS.notFound);
    await writeAudit(tx, actor, {
      action: 'template.save',
      entity: 'event_template',
      entityId: after.id,
      before,
      after,
    });
    return after;
  });
}

/** Deletes a template; events made from it keep their content and only forget where it came from. */
export async function deleteTemplate(db: Db, actor: AuditActor, id: number) {
  await db.transaction(async (tx) => {
    const before = await findTemplate(tx, id);
    if (!before) throw new ProblemError(404, TEXTS_KEYS.notFound);
    await tx.update(events).set({ templateId: null }).where(eq(events.templateId, id));
    await tx.delete(eventTemplates).where(eq(eventTemplates.id, id));
    await writeAudit(tx, actor, {
      action: 'template.delete',
      entity: 'event_template',
      entityId: id,
      before,
    });
  });
}
