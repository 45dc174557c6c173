import { eq } from 'drizzle-orm';
import {
  DEFAULT_SETTINGS,
  type GlobalSettings,
  GlobalSettingsSchema,
} from '../../../domain/globalSettings.ts';
import { type AuditActor, writeAudit } from '../../audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { globalSettings } from '../../db/schema/index.ts';

const ROW_ID = 1;

/** The global settings; the defaults until an administrator has saved them. */
export async function readSettings(db: Db | Tx): Promise<GlobalSettings> {
  const [row] = await db.select().from(globalSettings).where(eq(globalSettings.id, ROW_ID));
  return row ? GlobalSettingsSchema.parse(row.value) : DEFAULT_SETTINGS;
}

export async function saveSettings(
  db: Db,
  actor: AuditActor,
  value: GlobalSettings,
): Promise<GlobalSettings> {
  return db.transaction(async (tx) => {
    const before = await readSettings(tx);
    await tx
      .insert(globalSettings)
      .values({ id: ROW_ID, value })
      .onConflictDoUpdate({ target: globalSettings.id, set: { value } });
    await writeAudit(tx, actor, {
      action: 'settings.save',
      entity: 'global_setting',
      entityId: ROW_ID,
      before,
      after: value,
    });
    return value;
  });
}
