import { eq } from 'drizzle-orm';
import { applicationUsers } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';

/** Adds a user copied from a seeded one (organisation, password…) under a new name with other profiles. */
export async function addUserLike(
  test: TestApp,
  template: string,
  username: string,
  profiles: string[],
): Promise<string> {
  const [row] = await test.database.db
    .select()
    .from(applicationUsers)
    .where(eq(applicationUsers.username, template));
  if (!row) throw new Error(`no seeded user ${template}`);
  const { id: _, ...rest } = row;
  await test.database.db.insert(applicationUsers).values({ ...rest, username, profiles });
  return username;
}
