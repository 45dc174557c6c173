import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationUsers, persons } from '../../db/schema/index.ts';

/** "First Last" of the person behind a user name, or null when the user has no person. */
export async function displayNameOf(db: Db, userName: string): Promise<string | null> {
  const [row] = await db
    .select({ firstName: persons.firstName, lastName: persons.lastName })
    .from(applicationUsers)
    .innerJoin(persons, eq(persons.id, applicationUsers.personId))
    .where(eq(applicationUsers.username, userName))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}` : null;
}
