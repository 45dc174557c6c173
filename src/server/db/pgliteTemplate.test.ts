import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { pgliteTemplateDir, writePgliteTemplate } from './pgliteTemplate.ts';

const probeIds = async (database: Awaited<ReturnType<typeof openDatabase>>) =>
  ((await database.db.execute(sql`select id from template_probe`)) as unknown as { rows: { id: number }[] })
    .rows;

describe('the embedded database template of the build', () => {
  const dirs = [1, 2].map(() => mkdtempSync(join(tmpdir(), 'oc-template-')));
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('starts an empty data folder from the template, migrated and kept across a restart', async () => {
    await writePgliteTemplate();
    expect(existsSync(join(pgliteTemplateDir(), 'PG_VERSION'))).toBe(true);
    const first = await openDatabase({ pgliteDir: dirs[0] });
    await first.migrate();
    await first.db.execute(sql`create table template_probe (id int)`);
    await first.db.execute(sql`insert into template_probe values (42)`);
    await first.close();
    const again = await openDatabase({ pgliteDir: dirs[0] });
    expect(await probeIds(again)).toEqual([{ id: 42 }]);
    await again.close();
    // The template itself stays empty: the next first start begins with a database of its own.
    const fresh = await openDatabase({ pgliteDir: dirs[1] });
    await expect(probeIds(fresh)).rejects.toThrow();
    await fresh.close();
  });
});
