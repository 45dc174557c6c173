import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { pgliteTemplateDir, writePgliteTemplate } from './pgliteTemplate.ts';

type Opened = Awaited<ReturnType<typeof openDatabase>>;
const rowsOf = async <T>(database: Opened, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the embedded database template of the build', () => {
  const dirs = [1, 2].map(() => mkdtempSync(join(tmpdir(), 'oc-template-')));
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('starts an empty data folder from the template, already migrated, and keeps it across a restart', async () => {
    await writePgliteTemplate();
    expect(existsSync(join(pgliteTemplateDir(), 'PG_VERSION'))).toBe(true);
    const first = await openDatabase({ pgliteDir: dirs[0] });
    // Our tables are there before any migration runs on this folder, and empty.
    expect(await rowsOf(first, sql`select count(*)::int as n from organisation`)).toEqual([{ n: 0 }]);
    await first.migrate();
    await first.db.execute(sql`create table template_probe (id int)`);
    await first.db.execute(sql`insert into template_probe values (42)`);
    await first.close();
    const again = await openDatabase({ pgliteDir: dirs[0] });
    expect(await rowsOf(again, sql`select id from template_probe`)).toEqual([{ id: 42 }]);
    await again.close();
    // The template itself stays as written: the next first start begins with a database of its own.
    const fresh = await openDatabase({ pgliteDir: dirs[1] });
    await expect(rowsOf(fresh, sql`select id from template_probe`)).rejects.toThrow();
    await fresh.close();
  });
});
