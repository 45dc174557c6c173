import { and, count, eq, sql } from 'drizzle-orm';
import type { WakeupOrganisation } from '../../../domain/wakeupApi.ts';
import type { Db } from '../../db/client.ts';
import { organisations, persons, subscriptions } from '../../db/schema/index.ts';

/** Every organisation one may call, with how many persons its first call reaches (the send form's list). */
export async function wakeupOrganisations(db: Db): Promise<WakeupOrganisation[]> {
  return db
    .select({
      id: organisations.id,
      code: organisations.code,
      name: organisations.name,
      stateCode: organisations.stateCode,
      addressees: sql<number>`${count(subscriptions.id)}::int`,
    })
    .from(organisations)
    .leftJoin(persons, eq(persons.organisationId, organisations.id))
    .leftJoin(
      subscriptions,
      and(
        eq(subscriptions.personId, persons.id),
        eq(subscriptions.topic, 'WAKEUPS'),
        eq(subscriptions.active, true),
      ),
    )
    .groupBy(organisations.id)
    .orderBy(organisations.stateCode, organisations.code);
}
